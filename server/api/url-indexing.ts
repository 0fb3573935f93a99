import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { requireCallableEngineUrls } from "../services/indexing/check-engine-urls";
import { bulkUrlsBodySchema, singleUrlBodySchema, submissionsQuerySchema, walkIdSchema } from "../services/indexing/indexing-request-schemas";
import { indexingSettingsInputSchema } from "../services/indexing/indexing-settings-schema";
import { latestWalk } from "../services/indexing/latest-walk";
import { listSubmissions } from "../services/indexing/list-submissions";
import { regenerateIndexNowKey } from "../services/indexing/regenerate-indexnow-key";
import { saveIndexingSettings } from "../services/indexing/save-indexing-settings";
import { startWalk } from "../services/indexing/start-walk";
import { stopWalk } from "../services/indexing/stop-walk";
import { submitSingleUrl } from "../services/indexing/submit-single-url";
import { submitUrlList } from "../services/indexing/submit-url-list";
import { viewIndexingSettings } from "../services/indexing/view-indexing-settings";
import { walkJobView, WALK_JOB_KIND } from "../services/indexing/walk-job-view";
import { getJobRow } from "../services/jobs/job-rows";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput as parse, jsonBody } from "./request-input";

const WALK_NOT_FOUND = "Otomatik gönderim bulunamadı.";

const by = (req: Request, res: Response) => ({ adminUserId: adminOf(res).id, ip: req.ip ?? null });

/**
 * URL indexing: the spec's two submit calls, the engines' settings, the
 * submission log and the automatic walk over every business page.
 */
export function urlIndexingRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAdminApi(ctx);

  router.use(["/submit-url", "/submit-urls-bulk", "/admin/url-indexing"], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/submit-url", admin, async (req, res) => {
    const body = parse(singleUrlBodySchema, jsonBody(req));
    res.json(await submitSingleUrl(ctx, body.url, by(req, res)));
  });

  router.post("/submit-urls-bulk", admin, async (req, res) => {
    const body = parse(bulkUrlsBodySchema, jsonBody(req));
    res.json(await submitUrlList(ctx, body.urls, by(req, res)));
  });

  router.get("/admin/url-indexing/settings", admin, async (_req, res) => {
    res.json(await viewIndexingSettings(ctx));
  });

  router.put("/admin/url-indexing/settings", admin, async (req, res) => {
    const input = parse(indexingSettingsInputSchema, jsonBody(req));
    await requireCallableEngineUrls(ctx, input);
    res.json(await saveIndexingSettings(ctx, input, by(req, res)));
  });

  router.post("/admin/url-indexing/indexnow-key", admin, async (req, res) => {
    res.json(await regenerateIndexNowKey(ctx, by(req, res)));
  });

  router.get("/admin/url-indexing/submissions", admin, async (req, res) => {
    const { limit } = parse(submissionsQuerySchema, req.query);
    res.json(await listSubmissions(ctx, limit));
  });

  router.post("/admin/url-indexing/jobs", admin, async (req, res) => {
    res.status(202).json(await startWalk(ctx, by(req, res)));
  });

  router.get("/admin/url-indexing/jobs/current", admin, async (_req, res) => {
    res.json({ job: await latestWalk(ctx) });
  });

  router.get("/admin/url-indexing/jobs/:id", admin, async (req, res) => {
    const row = await getJobRow(ctx, WALK_JOB_KIND, parse(walkIdSchema, req.params.id));
    if (!row) throw AppError.notFound(WALK_NOT_FOUND);
    res.json(walkJobView(row));
  });

  // Stops the walk wherever it runs; answers once it has ended.
  router.delete("/admin/url-indexing/jobs/:id", admin, async (req, res) => {
    const walk = await stopWalk(ctx, parse(walkIdSchema, req.params.id), by(req, res));
    if (!walk) throw AppError.notFound(WALK_NOT_FOUND);
    res.json(walk);
  });

  return router;
}
