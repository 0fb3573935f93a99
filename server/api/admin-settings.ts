import { Router, type Request, type RequestHandler } from "express";
import type { ZodType } from "zod";
import { injectionListSchema } from "../../app/lib/admin/html-injection";
import { siteSettingsSchema } from "../../app/lib/admin/site-settings";
import type { AppContext } from "../context";
import { listInjections } from "../services/injections/list-injections";
import { saveInjections } from "../services/injections/save-injections";
import { clearCaches } from "../services/settings/clear-caches";
import { securityStatus } from "../services/settings/security-status";
import { getSiteSettings, saveSiteSettings } from "../services/settings/site-settings-store";
import { adminOf, requireAdminApi } from "./admin-guard";
import { HttpError, zodDetails } from "./http-error";

export const SETTINGS_MESSAGES = {
  invalidSettings: "Ayarlar geçersiz; işaretli alanları düzeltin.",
  invalidInjections: "HTML kod ayarları geçersiz; işaretli öğeleri düzeltin.",
  json: "JSON gönderin (Content-Type: application/json).",
} as const;

function requireJson(req: Request) {
  if (!req.is("application/json")) throw new HttpError(415, SETTINGS_MESSAGES.json);
}

/** Like parseInput, with the screen's own Turkish message above the field details. */
function parseBody<T>(schema: ZodType<T>, body: unknown, message: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, message, zodDetails(result.error));
  return result.data;
}

const by = (req: Request, adminUserId: number) => ({ adminUserId, ip: req.ip ?? null });

/** The Settings and HTML injection screens' calls, and the cache clearing of the Settings screen. */
export function adminSettingsRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAdminApi(ctx);
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };

  router.get("/admin/settings", admin, noStore, async (_req, res) => {
    res.json(await getSiteSettings(ctx));
  });

  router.put("/admin/settings", admin, noStore, async (req, res) => {
    requireJson(req);
    const settings = parseBody(siteSettingsSchema, req.body, SETTINGS_MESSAGES.invalidSettings);
    res.json(await saveSiteSettings(ctx, settings, by(req, adminOf(res).id)));
  });

  router.get("/admin/settings/security", admin, noStore, async (req, res) => {
    res.json(await securityStatus(ctx, req.secure));
  });

  router.post("/clear-cache", admin, noStore, async (req, res) => {
    res.json({ message: await clearCaches(ctx, by(req, adminOf(res).id)) });
  });

  router.get("/admin/html-injection", admin, noStore, async (_req, res) => {
    res.json(await listInjections(ctx));
  });

  router.post("/admin/html-injection", admin, noStore, async (req, res) => {
    requireJson(req);
    const items = parseBody(injectionListSchema, req.body, SETTINGS_MESSAGES.invalidInjections);
    res.json(await saveInjections(ctx, items, by(req, adminOf(res).id)));
  });

  return router;
}
