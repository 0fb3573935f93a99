import type { AppContext } from "../../context";
import { chunkUrl } from "./chunk-names";
import { listSitemapChunks } from "./sitemap-chunks";
import { SITEMAP_MAX_URLS } from "./sitemap-limits";
import { SITEMAPINDEX_CLOSE, SITEMAPINDEX_OPEN, sitemapElement } from "./xml";

/**
 * The sitemap index: one entry per chunk. It stays small (a million
 * businesses make 20 chunks), so it is built as one string. Only business
 * chunks carry a lastmod: the other tables keep no edit time, and a guessed
 * date would teach crawlers to ignore the field.
 */
export async function writeSitemapIndex(ctx: AppContext, chunkSize = SITEMAP_MAX_URLS): Promise<string> {
  const chunks = await listSitemapChunks(ctx, chunkSize);
  const entries = chunks.map((chunk) =>
    sitemapElement(chunkUrl(ctx.config.siteUrl, chunk), "lastmod" in chunk ? chunk.lastmod : null),
  );
  return SITEMAPINDEX_OPEN + entries.join("") + SITEMAPINDEX_CLOSE;
}
