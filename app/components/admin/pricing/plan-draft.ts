// A plan as its edit form holds it: numbers stay the text typed until the
// server parses them, features are one per line. Browser-safe.
import { featuresFromText, type PricingPlan } from "../../../lib/admin/pricing";
import type { FieldProblem } from "~/lib/api-error";
import type { PlanBody } from "./pricing-api";

export interface PlanDraft {
  name: string;
  price: string;
  duration: string;
  features: string;
  maxAds: string;
  priorityPlacement: boolean;
  analyticsAccess: boolean;
  customStyling: boolean;
  enabled: boolean;
}

export type DraftErrors = Partial<Record<keyof PlanDraft, string>>;

/** What 'Yeni Plan Ekle' starts from. */
export const NEW_PLAN_DRAFT: PlanDraft = {
  name: "",
  price: "",
  duration: "30",
  features: "",
  maxAds: "1",
  priorityPlacement: false,
  analyticsAccess: false,
  customStyling: false,
  enabled: true,
};

export function toDraft(plan: PricingPlan): PlanDraft {
  return {
    name: plan.name,
    price: String(plan.price),
    duration: String(plan.duration),
    features: plan.features.join("\n"),
    maxAds: String(plan.maxAds),
    priorityPlacement: plan.priorityPlacement,
    analyticsAccess: plan.analyticsAccess,
    customStyling: plan.customStyling,
    enabled: plan.enabled,
  };
}

/** The full plan body PUT and POST take; blank feature lines are dropped here already. */
export function draftBody(draft: PlanDraft): PlanBody {
  return { ...draft, features: featuresFromText(draft.features) };
}

/** Field messages from a refused save ("price" → the price field; "features.2" → the features box). */
export function errorsFrom(details: FieldProblem[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const { path, message } of details) {
    const field = String(path).split(".")[0] as keyof PlanDraft;
    if (field in NEW_PLAN_DRAFT && !errors[field]) errors[field] = message;
  }
  return errors;
}
