import { hasListFilters, type ListFilterState } from "../../../app/lib/list-filters";
import { hasNear, type NearPoint } from "../../../app/lib/near";
import type { AppContext } from "../../context";
import { readListFilters, type ListFilterQuery } from "./read-list-filters";
import { resolveNearPoint, type NearQuery } from "./resolve-near-point";

/** The parameters that narrow a list beyond its path's own: for listDirectoryBusinesses. */
export type ListNarrowingQuery = ListFilterQuery & NearQuery;

export interface ListNarrowing {
  filters: ListFilterState;
  near: NearPoint | null;
  /** the `nearCity` text when it names no known city */
  unknownNearCity: string | null;
  /** the URL names a filter or a distance search */
  active: boolean;
  query: ListNarrowingQuery;
}

/** The search page's filters and distance search, from its URL. */
export async function resolveListNarrowing(ctx: AppContext, params: URLSearchParams): Promise<ListNarrowing> {
  const filters = readListFilters(params);
  const near = await resolveNearPoint(ctx, params);
  return {
    filters: filters.state,
    near: near.point,
    unknownNearCity: near.unknownCity,
    active: hasListFilters(params) || hasNear(params),
    query: { ...filters.query, ...near.query },
  };
}
