import { EMPTY_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "../../../app/lib/admin/site-settings";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { MINUTE } from "../cache";

/** The `site_settings` row holding the Settings screen's values. */
export const SITE_SETTINGS_KEY = "site";
const SITE_SETTINGS_CACHE_KEY = "settings:site";
/** Every public page reads them; a save clears them in every server process (the cache bus). */
const SITE_SETTINGS_FRESH_FOR = 10 * MINUTE;

export interface StoredSiteSettings {
  settings: SiteSettings;
  updatedAt: string | null;
}

/** The saved settings; a row written by an older version or by hand falls back field by field to empty. */
export async function getSiteSettings(ctx: Pick<AppContext, "db">): Promise<StoredSiteSettings> {
  const row = await ctx.db.selectFrom("site_settings").select(["value", "updated_at"]).where("key", "=", SITE_SETTINGS_KEY).executeTakeFirst();
  if (!row) return { settings: EMPTY_SITE_SETTINGS, updatedAt: null };
  const stored = typeof row.value === "object" && row.value !== null ? (row.value as Record<string, unknown>) : {};
  const settings = { ...EMPTY_SITE_SETTINGS };
  for (const field of Object.keys(EMPTY_SITE_SETTINGS) as (keyof SiteSettings)[]) {
    const parsed = siteSettingsSchema.shape[field].safeParse(stored[field]);
    if (parsed.success) settings[field] = parsed.data;
  }
  return { settings, updatedAt: row.updated_at.toISOString() };
}

/** The settings public pages use, cached (saving clears it everywhere). */
export async function cachedSiteSettings(ctx: AppContext): Promise<SiteSettings> {
  return ctx.cache.getOrSet(SITE_SETTINGS_CACHE_KEY, SITE_SETTINGS_FRESH_FOR, async () => (await getSiteSettings(ctx)).settings);
}

/** Stores validated settings; public pages use them from the next request on. */
export async function saveSiteSettings(
  ctx: AppContext,
  settings: SiteSettings,
  by: { adminUserId: number; ip: string | null },
): Promise<StoredSiteSettings> {
  const value = JSON.stringify(settings);
  const now = new Date();
  await ctx.db
    .insertInto("site_settings")
    .values({ key: SITE_SETTINGS_KEY, value, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
  await ctx.cache.clearPrefix(SITE_SETTINGS_CACHE_KEY);
  // Which fields are set, not their values: codes can be long and ids are nobody's business in a log.
  const filled = Object.entries(settings).filter(([, text]) => text !== "").map(([field]) => field);
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "settings.update", entityType: "site_settings", entityId: SITE_SETTINGS_KEY, details: { filled }, ip: by.ip });
  return getSiteSettings(ctx);
}
