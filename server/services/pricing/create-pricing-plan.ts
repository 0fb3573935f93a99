import type { PricingPlan, PricingPlanInput } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import type { ChangedBy } from "./audit-by";
import { getPricingPlan } from "./get-pricing-plan";
import { planValues } from "./plan-values";

/** Adds a plan ('Yeni Plan Ekle'); it can be assigned at once when enabled. */
export async function createPricingPlan(ctx: AppContext, input: PricingPlanInput, by: ChangedBy): Promise<PricingPlan> {
  const { id } = await ctx.db.insertInto("pricing_plans").values(planValues(input)).returning("id").executeTakeFirstOrThrow();
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "pricing.plan.create",
    entityType: "pricing_plan",
    entityId: id,
    details: { name: input.name, price: input.price, duration: input.duration },
    ip: by.ip,
  });
  return (await getPricingPlan(ctx, id))!;
}
