import { sql } from "kysely";
import type { Subscription } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { forgetPriorityBusinesses } from "./active-priority-businesses";
import type { ChangedBy } from "./audit-by";
import { getSubscription } from "./get-subscription";
import { AppError } from "../app-error";
import { SUBSCRIPTION_NOT_FOUND } from "./pricing-refusal";

/**
 * Ends a running subscription now: its business leaves the top of its
 * category and city pages at once. The price stays in the revenue figures
 * (Locus records sales, not refunds); the planned end date goes to the audit log.
 */
export async function endSubscription(ctx: AppContext, id: number, by: ChangedBy): Promise<Subscription> {
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("business_subscriptions")
      .select(["business_id", "ends_at", sql<boolean>`ends_at > now()`.as("running")])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw AppError.notFound(SUBSCRIPTION_NOT_FOUND);
    if (!row.running) throw AppError.conflict("Bu abonelik zaten sona ermiş.");
    await trx.updateTable("business_subscriptions").set({ ends_at: sql`now()` }).where("id", "=", id).execute();
    return row;
  });
  await forgetPriorityBusinesses(ctx);
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "pricing.subscription.end",
    entityType: "business_subscription",
    entityId: id,
    details: { businessId: ended.business_id, plannedEnd: new Date(ended.ends_at).toISOString() },
    ip: by.ip,
  });
  return (await getSubscription(ctx, id))!;
}
