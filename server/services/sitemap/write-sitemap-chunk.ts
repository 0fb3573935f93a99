import type { AppContext } from "../../context";
import { fetchBusinessBatch, fetchCategoryBatch, fetchCityBatch, type SlugRow } from "./fetch-slug-batch";
import { keysetBatches } from "./keyset-batches";
import type { SitemapChunk } from "./sitemap-chunks";
import { SITEMAP_BATCH_SIZE, SITEMAP_MAX_URLS } from "./sitemap-limits";
import { STATIC_PAGE_PATHS } from "./static-pages";
import { URLSET_CLOSE, URLSET_OPEN, urlElement } from "./xml";
import { streamXml } from "./xml-stream";

export interface ChunkWriteOptions {
  /** URLs per chunk; must match the size the chunk was found with. */
  chunkSize?: number;
  /** Rows per database round trip. */
  batchSize?: number;
}

const PAGE_PREFIX = { categories: "/category/", cities: "/city/", businesses: "/business/" } as const;

/** A `<urlset>` document for one chunk, streamed batch by batch from the database. */
export function writeSitemapChunk(
  ctx: AppContext,
  chunk: SitemapChunk,
  { chunkSize = SITEMAP_MAX_URLS, batchSize = SITEMAP_BATCH_SIZE }: ChunkWriteOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const siteUrl = ctx.config.siteUrl;
  if (chunk.kind === "pages") {
    const pages = STATIC_PAGE_PATHS.map((path) => urlElement(siteUrl + path)).join("");
    return streamXml(URLSET_OPEN, once(pages), URLSET_CLOSE, ctx.logger);
  }
  const range =
    "startId" in chunk
      ? { startId: chunk.startId, endId: chunk.endId, maxRows: chunkSize }
      : { startId: null, endId: null, maxRows: chunkSize };
  const fetchBatch = { categories: fetchCategoryBatch, cities: fetchCityBatch, businesses: fetchBusinessBatch }[chunk.kind];
  const batches = keysetBatches((window) => fetchBatch(ctx, window), range, batchSize);
  return streamXml(URLSET_OPEN, toXml(batches, siteUrl + PAGE_PREFIX[chunk.kind]), URLSET_CLOSE, ctx.logger);
}

async function* toXml(batches: AsyncGenerator<SlugRow[]>, prefix: string): AsyncGenerator<string> {
  for await (const rows of batches) {
    // Slugs are ASCII by construction; encoding still keeps a stray character from producing an invalid URL.
    yield rows.map((row) => urlElement(prefix + encodeURIComponent(row.slug), row.lastmod)).join("");
  }
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}
