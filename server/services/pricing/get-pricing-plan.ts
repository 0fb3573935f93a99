import type { PricingPlan } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { selectPlans, serializePlan } from "./plan-columns";

/** One plan, or null when the id is unknown. */
export async function getPricingPlan(ctx: Pick<AppContext, "db">, id: number): Promise<PricingPlan | null> {
  const row = await selectPlans(ctx.db).where("p.id", "=", id).executeTakeFirst();
  return row ? serializePlan(row) : null;
}
