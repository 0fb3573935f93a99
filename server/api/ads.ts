import { Router, type Request } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { adAnalytics } from "../services/ads/ad-analytics";
import { adSettingsListSchema } from "../services/ads/ad-settings-schema";
import { getAdsTxt, saveAdsTxt } from "../services/ads/ads-txt-store";
import { listAdSettings } from "../services/ads/list-ad-settings";
import { adEventSchema, recordAdEvent } from "../services/ads/record-ad-event";
import { saveAdSettings } from "../services/ads/save-ad-settings";
import { validateAdsTxt } from "../services/ads/validate-ads-txt";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput, jsonBody, parseInput } from "./request-input";

const AD_EVENTS_LIMITED = "Too many ad events from this address; try again later.";
const ADS_TXT_NOT_TEXT = "ads.txt içeriği metin olarak gönderilmeli ({ content }).";

// req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
const clientIp = (req: Request) => req.ip ?? null;

/**
 * Ad placements, their counters and ads.txt for the back office, plus the one
 * public call the pages' ad slots make to count impressions and clicks.
 */
export function adsRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAdminApi(ctx);

  router.post("/ad-events", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const event = parseInput(adEventSchema, jsonBody(req), "ad event");
    const result = await recordAdEvent(ctx, event, clientIp(req));
    if (!result.ok) throw AppError.tooManyRequests(AD_EVENTS_LIMITED, result.retryAfterSeconds);
    // An impression answers the page view's id for its later events; whether anything was
    // counted is not said, so a forged or stale event learns nothing from the answer.
    if (event.kind === "impression") res.json({ pageViewId: result.pageViewId });
    else res.status(204).end();
  });

  router.use("/admin", (req, res, next) => {
    if (/^\/(ad-settings|ad-analytics|ads-txt)\/?$/.test(req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/admin/ad-settings", admin, async (_req, res) => {
    res.json(await listAdSettings(ctx));
  });

  router.post("/admin/ad-settings", admin, async (req, res) => {
    const settings = checkInput(adSettingsListSchema, jsonBody(req));
    res.json(await saveAdSettings(ctx, settings, { adminUserId: adminOf(res).id, ip: clientIp(req) }));
  });

  router.get("/admin/ad-analytics", admin, async (_req, res) => {
    res.json(await adAnalytics(ctx));
  });

  router.get("/admin/ads-txt", admin, async (_req, res) => {
    res.json(await getAdsTxt(ctx));
  });

  router.put("/admin/ads-txt", admin, async (req, res) => {
    const body = jsonBody(req) as { content?: unknown } | null;
    if (!body || typeof body.content !== "string") throw AppError.badInput(ADS_TXT_NOT_TEXT);
    const check = validateAdsTxt(body.content);
    if (!check.ok) throw AppError.badInput(check.error, check.problems);
    res.json(await saveAdsTxt(ctx, check.content, { adminUserId: adminOf(res).id, ip: clientIp(req) }));
  });

  return router;
}
