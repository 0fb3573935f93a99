import { Router } from "express";
import type { AppContext } from "../context";
import { refreshSitemap } from "../services/admin/dashboard-refresh-sitemap";
import { adminOf, requireAdminApi } from "./admin-guard";

/** POST /api/admin/refresh-sitemap: the dashboard's Sitemap Refresh card. */
export function adminSitemapRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/refresh-sitemap", requireAdminApi(ctx), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const message = await refreshSitemap(ctx, { adminUserId: adminOf(res).id, ip: req.ip ?? null });
    res.json({ message });
  });
  return router;
}
