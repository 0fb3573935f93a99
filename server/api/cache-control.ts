import type { Response } from "express";
import { cacheControl } from "../../app/lib/http-cache";

/**
 * Freshness the spec gives the client caches (categories 30 min, search 5 min ...)
 * becomes Cache-Control, the same policy pages use; stale-while-revalidate
 * keeps answers instant while the browser refreshes them in the background.
 */
export function cacheFor(res: Response, freshSeconds: number, keptSeconds?: number): void {
  res.setHeader("Cache-Control", cacheControl(freshSeconds, keptSeconds));
}

export const MINUTES = 60;

/**
 * Minutes a list (and its map) stays fresh: an Open Now list changes as businesses open and
 * close, a search's results follow edits sooner than a category's or city's pages.
 */
export function listFreshMinutes(query: { openNow?: boolean; search?: string }): number {
  return query.openNow ? 1 : query.search ? 5 : 20;
}
