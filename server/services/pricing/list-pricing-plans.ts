import type { PricingPlan } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { selectPlans, serializePlan } from "./plan-columns";

/** Every plan, disabled ones too, in the order they were created (the defaults: basic, premium, enterprise). */
export async function listPricingPlans(ctx: Pick<AppContext, "db">): Promise<PricingPlan[]> {
  const rows = await selectPlans(ctx.db).orderBy("p.id").execute();
  return rows.map(serializePlan);
}
