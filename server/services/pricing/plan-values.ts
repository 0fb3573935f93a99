import type { PricingPlanInput } from "../../../app/lib/admin/pricing";

/** A checked plan as the columns of pricing_plans. */
export function planValues(input: PricingPlanInput) {
  return {
    name: input.name,
    price: input.price,
    duration: input.duration,
    features: JSON.stringify(input.features),
    max_ads: input.maxAds,
    priority_placement: input.priorityPlacement,
    analytics_access: input.analyticsAccess,
    custom_styling: input.customStyling,
    enabled: input.enabled,
  };
}
