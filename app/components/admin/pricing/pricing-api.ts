// The pricing screen's calls; a refused one throws an ApiError with the server's own (Turkish) message.
import { adminRequest as call } from "~/components/admin/admin-request";
import type { AdminBusinessPage } from "~/lib/admin/admin-business";
import type { PricingPlan, Subscription } from "~/lib/admin/pricing";

const PLANS = "/api/admin/pricing-plans";

/** The plan as the form sends it: numbers may still be the fields' text; the server parses them. */
export type PlanBody = Record<string, unknown>;

export const createPlan = (plan: PlanBody) => call<PricingPlan>("POST", PLANS, plan);
export const updatePlan = (id: number, plan: PlanBody) => call<PricingPlan>("PUT", `${PLANS}/${id}`, plan);
export const setPlanEnabled = (id: number, enabled: boolean) => call<PricingPlan>("PATCH", `${PLANS}/${id}`, { enabled });
export const deletePlan = (id: number) => call<null>("DELETE", `${PLANS}/${id}`);
export const assignPlan = (businessId: number, planId: number) => call<Subscription>("POST", "/api/admin/subscriptions", { businessId, planId });
export const endSubscription = (id: number) => call<Subscription>("POST", `/api/admin/subscriptions/${id}/end`);

/** Businesses whose name matches, for choosing the one a plan is assigned to. */
export const searchBusinesses = (search: string) =>
  call<AdminBusinessPage>("GET", `/api/admin/businesses?${new URLSearchParams({ search, limit: "8" })}`);
