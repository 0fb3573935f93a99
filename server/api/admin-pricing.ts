import { Router, type Request, type RequestHandler, type Response } from "express";
import { planEnabledSchema, pricingPlanInputSchema, subscriptionInputSchema } from "../../app/lib/admin/pricing";
import { databaseIdSchema } from "../../app/lib/database-id";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import type { ChangedBy } from "../services/pricing/audit-by";
import { createPricingPlan } from "../services/pricing/create-pricing-plan";
import { createSubscription } from "../services/pricing/create-subscription";
import { deletePricingPlan } from "../services/pricing/delete-pricing-plan";
import { endSubscription } from "../services/pricing/end-subscription";
import { getPricingPlan } from "../services/pricing/get-pricing-plan";
import { listPricingPlans } from "../services/pricing/list-pricing-plans";
import { listSubscriptions, subscriptionListQuerySchema } from "../services/pricing/list-subscriptions";
import { PLAN_NOT_FOUND } from "../services/pricing/pricing-refusal";
import { pricingSummary } from "../services/pricing/pricing-summary";
import { setPlanEnabled } from "../services/pricing/set-plan-enabled";
import { updatePricingPlan } from "../services/pricing/update-pricing-plan";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput as parse, jsonBody } from "./request-input";

const idSchema = databaseIdSchema;

const planId = (req: Request) => parse(idSchema, req.params.id, "Geçersiz plan numarası.");
const subscriptionId = (req: Request) => parse(idSchema, req.params.id, "Geçersiz abonelik numarası.");
const changedBy = (req: Request, res: Response): ChangedBy => ({ adminUserId: adminOf(res).id, ip: req.ip ?? null });

/**
 * Pricing plans (the spec's GET/PUT /api/admin/pricing-plans[/{id}], plus
 * create, the enabled switch and delete) and business subscriptions with the
 * revenue figures they add up to. Every call needs an admin session; answers
 * are never cached.
 */
export function adminPricingRouter(ctx: AppContext): Router {
  const router = Router();
  const guard = requireAdminApi(ctx);
  const admin: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    return guard(req, res, next);
  };
  const found = <T>(value: T | null): T => {
    if (value === null) throw AppError.notFound(PLAN_NOT_FOUND);
    return value;
  };

  router.get("/admin/pricing-plans", admin, async (_req, res) => {
    res.json(await listPricingPlans(ctx));
  });

  router.post("/admin/pricing-plans", admin, async (req, res) => {
    const input = parse(pricingPlanInputSchema, jsonBody(req));
    res.status(201).json(await createPricingPlan(ctx, input, changedBy(req, res)));
  });

  router.get("/admin/pricing-plans/:id", admin, async (req, res) => {
    res.json(found(await getPricingPlan(ctx, planId(req))));
  });

  router.put("/admin/pricing-plans/:id", admin, async (req, res) => {
    const id = planId(req);
    const input = parse(pricingPlanInputSchema, jsonBody(req));
    res.json(found(await updatePricingPlan(ctx, id, input, changedBy(req, res))));
  });

  router.patch("/admin/pricing-plans/:id", admin, async (req, res) => {
    const id = planId(req);
    const { enabled } = parse(planEnabledSchema, jsonBody(req));
    res.json(found(await setPlanEnabled(ctx, id, enabled, changedBy(req, res))));
  });

  router.delete("/admin/pricing-plans/:id", admin, async (req, res) => {
    const id = planId(req);
    await deletePricingPlan(ctx, id, changedBy(req, res));
    res.status(204).end();
  });

  router.get("/admin/subscriptions", admin, async (req, res) => {
    res.json(await listSubscriptions(ctx, parse(subscriptionListQuerySchema, req.query, "Geçersiz sorgu parametreleri.")));
  });

  router.post("/admin/subscriptions", admin, async (req, res) => {
    const input = parse(subscriptionInputSchema, jsonBody(req));
    res.status(201).json(await createSubscription(ctx, input, changedBy(req, res)));
  });

  router.post("/admin/subscriptions/:id/end", admin, async (req, res) => {
    const id = subscriptionId(req);
    res.json(await endSubscription(ctx, id, changedBy(req, res)));
  });

  router.get("/admin/pricing-summary", admin, async (_req, res) => {
    res.json(await pricingSummary(ctx));
  });

  return router;
}
