import { canonicalPath, readPage } from "./directory";
import { hasListFilters } from "./list-filters";
import { hasNear } from "./near";

export interface ListIndexing {
  /** the canonical path and query */
  path: string;
  /** true for a filtered or distance-searched list: `noindex, follow` */
  noindex: boolean;
}

/**
 * A list page as search engines should see it. Filters and distance searches
 * cut the same listings into endless combinations (one per point on Earth),
 * so those pages are `noindex, follow` and name the unfiltered list as their
 * canonical: the path, the indexable state the page passes (city, category)
 * and the page number. Search, sort, view and map state never reach it either.
 */
export function listIndexing(
  pathname: string,
  params: URLSearchParams,
  indexable: Record<string, string> = {},
): ListIndexing {
  return {
    path: canonicalPath(pathname, readPage(params), indexable),
    noindex: hasListFilters(params) || hasNear(params),
  };
}
