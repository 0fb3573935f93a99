import { sql } from "kysely";
import type { Subscription, SubscriptionInput } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { forgetPriorityBusinesses } from "./active-priority-businesses";
import type { ChangedBy } from "./audit-by";
import { getSubscription } from "./get-subscription";
import { fieldRefusal } from "./pricing-refusal";
import { isRunning } from "./subscription-columns";

const END_DATE = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "UTC" });

/**
 * Assigns a plan to a business: the price paid is the plan's price right now,
 * the subscription starts now and ends after the plan's duration in days.
 * Refused: an unknown or disabled plan, an unknown business (400), and a
 * business whose current subscription is still running (409: end it first,
 * so one business never pays twice for the same days).
 */
export async function createSubscription(ctx: AppContext, input: SubscriptionInput, by: ChangedBy): Promise<Subscription> {
  const created = await ctx.db.transaction().execute(async (trx) => {
    // Share lock: the plan cannot be deleted, nor its price changed, while it is being sold.
    const plan = await trx.selectFrom("pricing_plans").select(["id", "name", "price", "duration", "enabled"]).where("id", "=", input.planId).forShare().executeTakeFirst();
    if (!plan) throw fieldRefusal(400, "planId", "Seçilen plan bulunamadı.");
    if (!plan.enabled) throw fieldRefusal(400, "planId", `"${plan.name}" planı kapalı; kapalı bir plan işletmelere atanamaz.`);
    // Row lock on the business: two staff assigning plans to it at once are served one after the other.
    const business = await trx.selectFrom("businesses").select(["id", "name"]).where("id", "=", input.businessId).forNoKeyUpdate().executeTakeFirst();
    if (!business) throw fieldRefusal(400, "businessId", "Seçilen işletme bulunamadı.");
    const running = await trx
      .selectFrom("business_subscriptions as s")
      .select("s.ends_at")
      .where("s.business_id", "=", business.id)
      .where(isRunning)
      .orderBy("s.ends_at", "desc")
      .executeTakeFirst();
    if (running) {
      const until = END_DATE.format(new Date(running.ends_at));
      const hint = "Yeni plan atamak için önce onu sonlandırın.";
      throw fieldRefusal(409, "businessId", `Bu işletmenin ${until} tarihine kadar süren etkin bir aboneliği var. ${hint}`);
    }
    const row = await trx
      .insertInto("business_subscriptions")
      .values({
        business_id: business.id,
        plan_id: plan.id,
        price: plan.price,
        starts_at: sql`now()`,
        ends_at: sql`now() + make_interval(days => ${plan.duration})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, plan, business };
  });
  await forgetPriorityBusinesses(ctx);
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "pricing.subscription.create",
    entityType: "business_subscription",
    entityId: created.id,
    details: { businessId: created.business.id, businessName: created.business.name, planId: created.plan.id, planName: created.plan.name, price: created.plan.price },
    ip: by.ip,
  });
  return (await getSubscription(ctx, created.id))!;
}
