import { sql } from "kysely";
import type { PricingPlan, PricingPlanInput } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { forgetPriorityBusinesses } from "./active-priority-businesses";
import type { ChangedBy } from "./audit-by";
import { getPricingPlan } from "./get-pricing-plan";
import { planValues } from "./plan-values";

/**
 * Replaces a plan with the full plan sent (PUT). Subscriptions already made
 * keep the price they were sold at and their end date; a change of priority
 * placement reaches the public pages at once. Null when the id is unknown.
 */
export async function updatePricingPlan(ctx: AppContext, id: number, input: PricingPlanInput, by: ChangedBy): Promise<PricingPlan | null> {
  const values = planValues(input);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("pricing_plans").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    if (!before) return null;
    await trx.updateTable("pricing_plans").set({ ...values, updated_at: sql`now()` }).where("id", "=", id).execute();
    const old: Record<string, unknown> = { ...before, features: JSON.stringify(before.features) };
    return Object.entries(values).filter(([column, value]) => old[column] !== value).map(([column]) => column);
  });
  if (!changed) return null;
  await forgetPriorityBusinesses(ctx);
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "pricing.plan.update",
    entityType: "pricing_plan",
    entityId: id,
    details: { name: input.name, changed },
    ip: by.ip,
  });
  return getPricingPlan(ctx, id);
}
