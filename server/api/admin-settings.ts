import { Router, type Request, type RequestHandler } from "express";
import { injectionListSchema } from "../../app/lib/admin/html-injection";
import { siteSettingsSchema } from "../../app/lib/admin/site-settings";
import type { AppContext } from "../context";
import { listInjections } from "../services/injections/list-injections";
import { saveInjections } from "../services/injections/save-injections";
import { clearCaches } from "../services/settings/clear-caches";
import { securityStatus } from "../services/settings/security-status";
import { getSiteSettings, saveSiteSettings } from "../services/settings/site-settings-store";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput, jsonBody } from "./request-input";

export const SETTINGS_MESSAGES = {
  invalidSettings: "Ayarlar geçersiz; işaretli alanları düzeltin.",
  invalidInjections: "HTML kod ayarları geçersiz; işaretli öğeleri düzeltin.",
} as const;

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
    const settings = checkInput(siteSettingsSchema, jsonBody(req), SETTINGS_MESSAGES.invalidSettings);
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
    const items = checkInput(injectionListSchema, jsonBody(req), SETTINGS_MESSAGES.invalidInjections);
    res.json(await saveInjections(ctx, items, by(req, adminOf(res).id)));
  });

  return router;
}
