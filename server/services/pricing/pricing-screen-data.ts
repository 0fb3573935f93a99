import type { AppContext } from "../../context";
import { listPricingPlans } from "./list-pricing-plans";
import { listSubscriptions, RECENT_SUBSCRIPTIONS } from "./list-subscriptions";
import { pricingSummary } from "./pricing-summary";

/** Everything the pricing screen shows at once: plans, revenue figures, the newest subscriptions. */
export async function loadPricingScreen(ctx: AppContext) {
  const [plans, summary, recent] = await Promise.all([
    listPricingPlans(ctx),
    pricingSummary(ctx),
    listSubscriptions(ctx, { status: "all", limit: RECENT_SUBSCRIPTIONS, offset: 0 }),
  ]);
  return { plans, summary, recent };
}
