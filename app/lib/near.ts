// The search page's distance search. `near=LAT,LNG` is the list API's own
// parameter (the browser's location, from the Near me button); `nearCity` is
// the page's alone: a city (slug or name) the page's loader turns into its
// coordinates, for visitors without JavaScript or who keep their location to
// themselves. `radius` (km) applies to both.
import { carriedParams, queryString, SEARCH_SORT_FIELDS } from "./directory";

export const NEAR_PARAMS = ["near", "nearCity", "radius"] as const;
export const NEAR_SORT_FIELDS = [...SEARCH_SORT_FIELDS, "distance"] as const;

/** Four decimals is about 11 m: as close as a list of places needs, and no closer than that about the visitor. */
export const NEAR_DECIMALS = 4;

/** The point a distance search starts from; cityName is null for the visitor's own location. */
export interface NearPoint {
  lat: number;
  lng: number;
  radiusKm: number;
  cityName: string | null;
}

/** "41.0082,28.9784": trailing zeros dropped, never "-0". */
export function nearValue(lat: number, lng: number): string {
  const round = (degrees: number) => String(Number(degrees.toFixed(NEAR_DECIMALS)) || 0);
  return `${round(lat)},${round(lng)}`;
}

/** A comma needs no escaping in a query, and `near=41.0082,28.9784` is the form the API documents. */
const readableQuery = (params: URLSearchParams) => queryString(params).replace(/%2C/gi, ",");

/**
 * What a new distance search drops from the page it starts on: the other
 * starting point, the city filter (a list in one city near another finds
 * nothing), the page, and the order, which becomes nearest first. The radius
 * and everything else stay.
 */
const REPLACED_BY_NEAR = ["near", "nearCity", "city", "sortBy", "sortOrder"];

/** The fields a "near ..." form carries from the page it is on. */
export function nearCarriedParams(params: URLSearchParams): [string, string][] {
  return carriedParams(params, REPLACED_BY_NEAR);
}

/** The search page nearest first from the visitor's location, keeping the page's search, category and filters. */
export function nearMeHref(params: URLSearchParams, lat: number, lng: number): string {
  const next = new URLSearchParams(nearCarriedParams(params));
  next.set("near", nearValue(lat, lng));
  next.set("sortBy", "distance");
  return `/businesses${readableQuery(next)}`;
}

/** The same page without a distance search (and without its distance order). */
export function anywhereQuery(params: URLSearchParams): string {
  const next = new URLSearchParams(carriedParams(params, NEAR_PARAMS));
  if (next.get("sortBy") === "distance") {
    next.delete("sortBy");
    next.delete("sortOrder");
  }
  return readableQuery(next);
}

/** True when the URL asks for a distance search, even one it cannot run. */
export function hasNear(params: URLSearchParams): boolean {
  return ["near", "nearCity"].some((name) => (params.get(name) ?? "").trim() !== "");
}

/** "Businesses near you", "Hotel businesses near Istanbul". */
export function nearHeading(categoryName: string | null, cityName: string | null): string {
  const what = categoryName ? `${categoryName} businesses` : "Businesses";
  return `${what} near ${cityName ?? "you"}`;
}
