import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";

export const CACHE_CLEARED_MESSAGE = "Cache başarıyla temizlendi";

/**
 * Empties the read cache of every server process: counts, category and city lists, stats,
 * sitemap boundaries, site settings, injection codes and ad settings are all read afresh
 * from the database on their next use. Browsers' and proxies' copies of pages expire on their own
 * short lifetimes (see http-cache.ts).
 */
export async function clearCaches(ctx: AppContext, by: { adminUserId: number; ip: string | null }): Promise<string> {
  await ctx.cache.clear();
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "cache.clear", ip: by.ip });
  return CACHE_CLEARED_MESSAGE;
}
