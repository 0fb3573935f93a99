import { sql } from "kysely";
import type { PricingPlan } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import type { ChangedBy } from "./audit-by";
import { getPricingPlan } from "./get-pricing-plan";

/**
 * The card's switch, saved as soon as it is flipped. A disabled plan can no
 * longer be assigned; subscriptions already running keep going to their end.
 * Null when the id is unknown.
 */
export async function setPlanEnabled(ctx: AppContext, id: number, enabled: boolean, by: ChangedBy): Promise<PricingPlan | null> {
  const row = await ctx.db
    .updateTable("pricing_plans")
    .set({ enabled, updated_at: sql`now()` })
    .where("id", "=", id)
    .returning("name")
    .executeTakeFirst();
  if (!row) return null;
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: enabled ? "pricing.plan.enable" : "pricing.plan.disable",
    entityType: "pricing_plan",
    entityId: id,
    details: { name: row.name },
    ip: by.ip,
  });
  return getPricingPlan(ctx, id);
}
