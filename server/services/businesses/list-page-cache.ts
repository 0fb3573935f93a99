import type { AppContext } from "../../context";
import type { CacheShelf } from "../cache";
import type { BusinessFilter } from "./business-filter";
import { filterCacheKey } from "./filter-cache-key";

const LIST_KEY = "list";

/**
 * Pages of lists each process keeps (until a write, or five minutes): the pages visitors
 * ask for again and again (a city's first page, a common search) cost no query. The bounds
 * keep a crawler's thousands of different searches to 14 MB of a process's memory (500 pages
 * of 12 rows, measured; 25 MB were they all 24), apart from the counts and settings, which
 * they would otherwise push out: pages of the site's own size (12) or up to twice that are
 * kept, an API caller's longer pages are read each time.
 */
export const LIST_PAGE_SHELF: CacheShelf = { prefix: `${LIST_KEY}:`, maxEntries: 500 };
const KEPT_PAGE_MAX_ROWS = 24;

/** What besides the filter makes a page: its order, size and start, and the businesses it leaves out. */
export interface ListPageShape {
  sortBy?: string;
  sortOrder?: string;
  limit: number;
  offset: number;
  excludeIds: readonly number[];
}

/**
 * A page's rows, from this process's cache when it may be kept there. Rows, not serialized
 * businesses, are kept: Open Now is read at each request.
 */
export function readKeptListPage<Row>(
  ctx: Pick<AppContext, "cache">,
  filter: BusinessFilter,
  shape: ListPageShape,
  read: () => Promise<Row[]>,
): Promise<Row[]> {
  // A distance search is asked from each visitor's own position: kept, it would only push out the rest.
  const kept = shape.limit <= KEPT_PAGE_MAX_ROWS && !filter.near;
  return kept ? ctx.cache.getOrSet(...filterCacheKey(LIST_KEY, filter, shape), read) : read();
}
