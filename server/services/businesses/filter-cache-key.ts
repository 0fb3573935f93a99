import { MINUTE } from "../cache";
import type { BusinessFilter } from "./business-filter";

/** Counts and pages of lists are kept this long at most; a write clears them sooner. */
const FILTER_TTL = 5 * MINUTE;

/**
 * A filter (and what else shapes the answer) as a cache key. An Open Now filter answers
 * differently each minute, so its key holds the minute (the zones' clocks follow from it)
 * and is kept for that minute only.
 */
export function filterCacheKey(prefix: string, filter: BusinessFilter, shape?: object): [key: string, ttlMs: number] {
  const key = `${prefix}:${JSON.stringify({ ...filter, openNow: filter.openNow?.minute ?? null, ...shape })}`;
  return [key, filter.openNow ? MINUTE : FILTER_TTL];
}
