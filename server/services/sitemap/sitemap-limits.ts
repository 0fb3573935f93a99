import { MINUTE } from "../cache";

/** The sitemaps.org protocol allows at most 50,000 URLs (and 50 MB) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Rows read per query while a chunk streams: large enough that a 50,000-URL
 * chunk takes ten round trips, small enough that one batch of XML stays well
 * under a megabyte in memory.
 */
export const SITEMAP_BATCH_SIZE = 5_000;

const HOUR = 60 * MINUTE;

/**
 * How long chunk boundaries stay in the read cache. Computing them reads the
 * whole businesses table once; write paths clear the cache, so an hour only
 * bounds staleness when something writes without clearing it.
 */
export const SITEMAP_BOUNDARIES_TTL = HOUR;

/** Crawlers fetch sitemaps a few times a day at most; an hour of reuse spares the database. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=3600";

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": SITEMAP_CACHE_CONTROL,
} as const;
