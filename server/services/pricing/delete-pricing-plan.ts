import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import type { ChangedBy } from "./audit-by";
import { AppError } from "../app-error";
import { PLAN_NOT_FOUND } from "./pricing-refusal";

export const PLAN_IN_USE =
  "Bu planla yapılmış abonelikler var; plan silinemez. Yeni atamaları durdurmak için planı kapatın.";

/**
 * Removes a plan nobody ever subscribed to (one added by mistake). A plan
 * with subscriptions is history the revenue figures rest on: refused with 409.
 */
export async function deletePricingPlan(ctx: AppContext, id: number, by: ChangedBy): Promise<void> {
  const name = await ctx.db.transaction().execute(async (trx) => {
    // The row lock waits for a subscription being assigned to this plan right now (it holds a share lock).
    const plan = await trx.selectFrom("pricing_plans").select("name").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!plan) throw AppError.notFound(PLAN_NOT_FOUND);
    const used = await trx.selectFrom("business_subscriptions").select("id").where("plan_id", "=", id).limit(1).executeTakeFirst();
    if (used) throw AppError.conflict(PLAN_IN_USE);
    await trx.deleteFrom("pricing_plans").where("id", "=", id).execute();
    return plan.name;
  });
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "pricing.plan.delete", entityType: "pricing_plan", entityId: id, details: { name }, ip: by.ip });
}
