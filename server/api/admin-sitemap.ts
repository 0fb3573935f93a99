import { Router } from "express";
import type { AppContext } from "../context";
import { adminOf, requireAdminApi } from "./admin-guard";
import { answerOfJob } from "./job-answer";

/** POST /api/admin/refresh-sitemap: the Sitemap Refresh card of the dashboard and the indexing screen. */
export function adminSitemapRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/refresh-sitemap", requireAdminApi(ctx), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const job = { kind: "sitemap-refresh" as const, input: { ip: req.ip ?? null }, createdBy: adminOf(res).id };
    const { message } = await answerOfJob<{ message: string }>(ctx, res, job);
    res.json({ message });
  });
  return router;
}
