// Cache-Control for pages, following the freshness times the spec gives its
// client cache: a page may be reused for `fresh` seconds and served stale
// while revalidating up to `kept`. ETags (added when the page is rendered) make
// revalidation cheap.
import { MINUTE_SECONDS } from "./time";

export function cacheControl(freshSeconds: number, keptSeconds = freshSeconds * 2): string {
  return `public, max-age=${freshSeconds}, stale-while-revalidate=${Math.max(0, keptSeconds - freshSeconds)}`;
}

/** The spec's freshness per kind of page, in seconds. */
export const PAGE_FRESHNESS = {
  home: 5 * MINUTE_SECONDS,
  // The spec keeps details 45 minutes, but a page also says Open Now / Closed,
  // which must not lag that far behind the clock.
  business: 5 * MINUTE_SECONDS,
  directory: 30 * MINUTE_SECONDS,
  list: 20 * MINUTE_SECONDS,
  search: 5 * MINUTE_SECONDS,
  static: 60 * MINUTE_SECONDS,
  notFound: 1 * MINUTE_SECONDS,
} as const;

/** A route's `headers` export: its own loader headers win, else the given policy. */
export function pageHeaders(freshSeconds: number, keptSeconds?: number) {
  return ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? cacheControl(freshSeconds, keptSeconds),
  });
}
