import { Router, type Request, type RequestHandler } from "express";
import { z } from "zod";
import { databaseIdSchema } from "../../app/lib/database-id";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { adminBusinessListQuerySchema } from "../services/admin/businesses/admin-list-query";
import { createBusiness } from "../services/admin/businesses/create-business";
import { deleteBusiness } from "../services/admin/businesses/delete-business";
import { getAdminBusiness } from "../services/admin/businesses/get-admin-business";
import { listAdminBusinesses } from "../services/admin/businesses/list-admin-businesses";
import { updateBusiness } from "../services/admin/businesses/update-business";
import { recordAudit } from "../services/audit/record-audit";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput as parse, jsonBody } from "./request-input";

export const NOT_FOUND_MESSAGE = "İşletme bulunamadı";
export const businessIdSchema = databaseIdSchema;
const formBodySchema = z.record(z.string(), z.unknown());

const businessId = (req: Request) => parse(businessIdSchema, req.params.id, "Geçersiz işletme numarası");

function formBody(req: Request): Record<string, unknown> {
  return parse(formBodySchema, jsonBody(req), "İstek gövdesi bir JSON nesnesi olmalı");
}

/**
 * Business management: the admin list and detail under /api/admin/businesses,
 * and the writes on /api/businesses as the spec names them. Every call needs
 * an admin session; answers are never cached.
 */
export function adminBusinessesRouter(ctx: AppContext): Router {
  const router = Router();
  const guard = requireAdminApi(ctx);
  // Private data that changes with every action: no cache may keep an answer, a 401 included.
  const admin: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    return guard(req, res, next);
  };
  const audit = (req: Request, adminUserId: number, action: string, entityId: number, details: Record<string, unknown>) =>
    recordAudit(ctx, { adminUserId, action, entityType: "business", entityId, details, ip: req.ip ?? null });

  router.get("/admin/businesses", admin, async (req, res) => {
    res.json(await listAdminBusinesses(ctx, parse(adminBusinessListQuerySchema, req.query, "Geçersiz sorgu parametreleri")));
  });

  router.get("/admin/businesses/:id", admin, async (req, res) => {
    const business = await getAdminBusiness(ctx.db, businessId(req));
    if (!business) throw AppError.notFound(NOT_FOUND_MESSAGE);
    res.json(business);
  });

  router.post("/businesses", admin, async (req, res) => {
    const business = await createBusiness(ctx, formBody(req));
    await audit(req, adminOf(res).id, "business.create", business.id, { name: business.name, slug: business.slug });
    res.status(201).json(business);
  });

  router.patch("/businesses/:id", admin, async (req, res) => {
    const id = businessId(req);
    const update = await updateBusiness(ctx, id, formBody(req));
    if (!update) throw AppError.notFound(NOT_FOUND_MESSAGE);
    await audit(req, adminOf(res).id, "business.update", id, { name: update.business.name, changed: update.changed });
    res.json(update.business);
  });

  router.delete("/businesses/:id", admin, async (req, res) => {
    const deleted = await deleteBusiness(ctx, businessId(req));
    if (!deleted) throw AppError.notFound(NOT_FOUND_MESSAGE);
    await audit(req, adminOf(res).id, "business.delete", deleted.id, { name: deleted.name, slug: deleted.slug });
    res.status(204).end();
  });

  return router;
}
