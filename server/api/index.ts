import express, { Router } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { adminAuthRouter } from "./admin-auth";
import { adminBusinessesRouter } from "./admin-businesses";
import { adminCategoriesRouter } from "./admin-categories";
import { adminDatabaseRouter } from "./admin-database";
import { adminExportRouter } from "./admin-export";
import { adminImportRouter } from "./admin-import";
import { adminMessagesRouter } from "./admin-messages";
import { adminPricingRouter } from "./admin-pricing";
import { adminSettingsRouter } from "./admin-settings";
import { adminSitemapRouter } from "./admin-sitemap";
import { adsRouter } from "./ads";
import { businessesRouter } from "./businesses";
import { catalogRouter } from "./catalog";
import { contactRouter } from "./contact";
import { apiErrorHandler } from "./error-handler";
import { mapRouter } from "./map";
import { openApiDocument } from "./openapi";
import { sameOriginMutations } from "./same-origin";
import { urlIndexingRouter } from "./url-indexing";

/** Everything under /api: JSON in, JSON out, errors as `{ error, details? }`. */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  // Before the body is even read: a state-changing call from another site is refused.
  router.use(sameOriginMutations(ctx));
  router.use(express.json({ limit: "1mb" }));
  router.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument(ctx.config.siteUrl));
  });
  router.use("/businesses", businessesRouter(ctx));
  router.use("/map", mapRouter(ctx));
  router.use(adminBusinessesRouter(ctx));
  router.use(adminExportRouter(ctx));
  router.use(adminImportRouter(ctx));
  router.use(catalogRouter(ctx));
  router.use(contactRouter(ctx));
  router.use(adsRouter(ctx));
  router.use(adminSettingsRouter(ctx));
  router.use("/admin", adminAuthRouter(ctx));
  router.use("/admin/messages", adminMessagesRouter(ctx));
  router.use("/admin/categories", adminCategoriesRouter(ctx));
  router.use("/admin/database", adminDatabaseRouter(ctx));
  router.use("/admin", adminSitemapRouter(ctx));
  router.use(urlIndexingRouter(ctx));
  router.use(adminPricingRouter(ctx));
  router.use((req) => {
    throw AppError.notFound(`No API route for ${req.method} ${req.path}`);
  });
  router.use(apiErrorHandler(ctx.logger, ctx.errorLog));
  return router;
}
