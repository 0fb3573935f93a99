import { PLAN_LIMITS } from "../../app/lib/admin/pricing";
import { admin, guarded, idParameter, json, notFound, ref } from "./openapi-parts";

// The pricing screen's calls: plans, subscriptions and the revenue figures.

/** Whole numbers may come as numbers or as the text of a form field ("249"); anything else is a 400. */
const wholeNumber = (description: string, minimum: number, maximum: number) => ({
  oneOf: [{ type: "integer", minimum, maximum }, { type: "string", pattern: "^\\s*\\d+\\s*$" }],
  description,
});

const planInputFields = {
  name: { type: "string", minLength: 1, maxLength: PLAN_LIMITS.nameLength },
  price: wholeNumber("Whole lira", 0, PLAN_LIMITS.price),
  duration: wholeNumber("Days", 1, PLAN_LIMITS.duration),
  features: { type: "array", items: { type: "string", maxLength: PLAN_LIMITS.featureLength }, maxItems: PLAN_LIMITS.features, description: "Trimmed; empty entries are dropped" },
  maxAds: wholeNumber("Ads the plan includes", 0, PLAN_LIMITS.maxAds),
  priorityPlacement: { type: "boolean", description: "Running subscribers are listed first on their category and city pages" },
  analyticsAccess: { type: "boolean" },
  customStyling: { type: "boolean" },
  enabled: { type: "boolean", description: "Only enabled plans can be assigned" },
};
const planInput = { required: true, content: { "application/json": { schema: { type: "object", properties: planInputFields, required: Object.keys(planInputFields) } } } };

const plan = {
  type: "object",
  properties: {
    id: { type: "integer" },
    ...planInputFields,
    price: { type: "integer" },
    duration: { type: "integer" },
    maxAds: { type: "integer" },
    subscriptionCount: { type: "integer", description: "Subscriptions ever made with the plan; a plan with any cannot be deleted" },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
  },
};

const subscription = {
  type: "object",
  properties: {
    id: { type: "integer" },
    businessId: { type: "integer" },
    businessName: { type: "string" },
    businessSlug: { type: "string" },
    planId: { type: "integer" },
    planName: { type: "string" },
    price: { type: "integer", description: "The plan's price when it was assigned" },
    startsAt: { type: "string", format: "date-time" },
    endsAt: { type: "string", format: "date-time" },
    active: { type: "boolean", description: "startsAt <= now < endsAt" },
  },
};

const revenue = { type: "integer", description: "Whole lira" };
const summary = {
  type: "object",
  properties: {
    activeSubscriptions: { type: "integer" },
    revenueThisMonth: { ...revenue, description: "Prices of the subscriptions started this calendar month (UTC)" },
    totalRevenue: revenue,
    month: { type: "string", pattern: "^\\d{4}-\\d{2}$" },
    plans: {
      type: "array",
      items: {
        type: "object",
        properties: { planId: { type: "integer" }, planName: { type: "string" }, activeSubscriptions: { type: "integer" }, subscriptions: { type: "integer" }, revenue, revenueThisMonth: revenue },
      },
    },
  },
};

const conflict = (description: string) => ({ 409: json(ref("Error"), description) });

export const pricingPaths = {
  "/api/admin/pricing-plans": {
    get: { ...admin, operationId: "listPricingPlans", tags: ["admin"], summary: "Every plan, disabled ones too, oldest first", responses: { 200: json({ type: "array", items: plan }), ...guarded } },
    post: { ...admin, operationId: "createPricingPlan", tags: ["admin"], summary: "Add a plan", requestBody: planInput, responses: { 201: json(plan, "Created"), ...guarded } },
  },
  "/api/admin/pricing-plans/{id}": {
    get: { ...admin, operationId: "getPricingPlan", tags: ["admin"], summary: "One plan", parameters: [idParameter], responses: { 200: json(plan), ...notFound, ...guarded } },
    put: {
      ...admin, operationId: "updatePricingPlan", tags: ["admin"],
      summary: "Replace a plan with the full plan sent; running subscriptions keep their price and end date",
      parameters: [idParameter], requestBody: planInput, responses: { 200: json(plan), ...notFound, ...guarded },
    },
    patch: {
      ...admin, operationId: "setPricingPlanEnabled", tags: ["admin"], summary: "Switch a plan on or off (the card's switch)",
      parameters: [idParameter],
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { enabled: { type: "boolean" } }, required: ["enabled"] } } } },
      responses: { 200: json(plan), ...notFound, ...guarded },
    },
    delete: {
      ...admin, operationId: "deletePricingPlan", tags: ["admin"], summary: "Delete a plan nobody ever subscribed to",
      parameters: [idParameter], responses: { 204: { description: "Deleted" }, ...notFound, ...conflict("The plan has subscriptions; switch it off instead"), ...guarded },
    },
  },
  "/api/admin/subscriptions": {
    get: {
      ...admin, operationId: "listSubscriptions", tags: ["admin"], summary: "Subscriptions, newest first",
      parameters: [
        { name: "status", in: "query", schema: { enum: ["all", "active"], default: "all" } },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 10 } },
        { name: "offset", in: "query", schema: { type: "integer", minimum: 0, default: 0 } },
      ],
      responses: { 200: json({ type: "object", properties: { subscriptions: { type: "array", items: subscription }, total: { type: "integer" }, limit: { type: "integer" }, offset: { type: "integer" } } }), ...guarded },
    },
    post: {
      ...admin, operationId: "createSubscription", tags: ["admin"],
      summary: "Assign a plan to a business: the plan's current price, starting now, ending after the plan's duration",
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { businessId: { type: "integer", minimum: 1 }, planId: { type: "integer", minimum: 1 } }, required: ["businessId", "planId"] } } } },
      responses: { 201: json(subscription, "Created"), ...guarded, 400: json(ref("Error"), "Invalid input, unknown business or plan, or a disabled plan"), ...conflict("The business already has a running subscription") },
    },
  },
  "/api/admin/subscriptions/{id}/end": {
    post: {
      ...admin, operationId: "endSubscription", tags: ["admin"], summary: "End a running subscription now",
      parameters: [idParameter], responses: { 200: json(subscription), ...notFound, ...conflict("Already ended"), ...guarded },
    },
  },
  "/api/admin/pricing-summary": {
    get: { ...admin, operationId: "pricingSummary", tags: ["admin"], summary: "Running subscriptions and revenue, overall and per plan", responses: { 200: json(summary), ...guarded } },
  },
};
