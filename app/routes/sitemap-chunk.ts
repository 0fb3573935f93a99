import { onLongWorkPool } from "../../server/context";
import { parseChunkName } from "../../server/services/sitemap/chunk-names";
import { findSitemapChunk } from "../../server/services/sitemap/sitemap-chunks";
import { SITEMAP_MAX_URLS, XML_HEADERS } from "../../server/services/sitemap/sitemap-limits";
import { writeSitemapChunk } from "../../server/services/sitemap/write-sitemap-chunk";
import type { Route } from "./+types/sitemap-chunk";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.app;
  const name = parseChunkName(params.file);
  // The boundaries (one pass over every business when not cached) on the long-work pool; the
  // keyset batches below are short statements and stay on the request pool.
  const chunk = name ? await findSitemapChunk(onLongWorkPool(ctx), name, SITEMAP_MAX_URLS) : null;
  if (!chunk) {
    return new Response("Sitemap not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = await writeSitemapChunk(ctx, chunk, { chunkSize: SITEMAP_MAX_URLS });
  return new Response(body, { headers: XML_HEADERS });
}
