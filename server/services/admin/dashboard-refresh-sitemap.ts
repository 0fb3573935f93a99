import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { writeSitemapIndex } from "../sitemap/write-sitemap-index";

export const SITEMAP_REFRESHED_MESSAGE = "Sitemap önbelleği temizlendi; site haritası yeniden oluşturuldu.";

/** Prefix of every cache entry the sitemap files are built from (chunk boundaries). */
const SITEMAP_CACHE_PREFIX = "sitemap:";

/**
 * Forgets the cached sitemap chunk boundaries and builds the index once, so
 * the next crawler gets fresh files without paying for the rebuild. Other
 * caches (counts, lists) stay warm.
 */
export async function refreshSitemap(ctx: AppContext, by: { adminUserId: number | null; ip: string | null }): Promise<string> {
  await ctx.cache.clearPrefix(SITEMAP_CACHE_PREFIX);
  await writeSitemapIndex(ctx);
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "sitemap.refresh", ip: by.ip });
  return SITEMAP_REFRESHED_MESSAGE;
}
