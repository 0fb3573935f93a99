// What the map asks /api/map for: the page's list filters (the same URL
// parameters the page has, under the API's names), the visible area and the
// zoom. Browser-safe.
import { bboxParam, type Bbox } from "./map-area";
import type { NearPoint } from "./near";

/** The list filters /api/map shares with /api/businesses; sort, page and view do not narrow a map. */
export const MAP_FILTER_NAMES = [
  "search", "category", "categoryId", "city", "countryCode", "near", "radius",
  "minRating", "priceRange", "feature", "openNow",
] as const;

/** Filters a page fixes itself (a city page's city); "" removes one the address may carry. */
export type FixedFilters = Partial<Record<(typeof MAP_FILTER_NAMES)[number], string>>;

/**
 * The page's filters as /api/map parameters: those in its address, repeated
 * ones (`feature`) kept, empty ones and the search page's "all" categories
 * left out, and the page's own fixed filters in their place.
 */
export function mapFilters(params: URLSearchParams, fixed: FixedFilters = {}): URLSearchParams {
  const filters = new URLSearchParams();
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (!(MAP_FILTER_NAMES as readonly string[]).includes(name) || name in fixed || value === "") continue;
    if (name === "category" && value.toLowerCase() === "all") continue;
    filters.append(name, value);
  }
  for (const [name, value] of Object.entries(fixed)) if (value) filters.set(name, value);
  return filters;
}

/**
 * A distance search as /api/map takes it: the point the page resolved (the
 * visitor's `near`, or a `nearCity` the page alone understands) and its radius,
 * unrounded, so that the map and the list draw the same circle.
 */
export function nearFilters(near: Pick<NearPoint, "lat" | "lng" | "radiusKm"> | null): FixedFilters {
  return near ? { near: `${near.lat},${near.lng}`, radius: String(near.radiusKm) } : {};
}

export function mapApiUrl(filters: URLSearchParams, area: Bbox, zoom: number): string {
  const params = new URLSearchParams(filters);
  params.set("bbox", bboxParam(area));
  params.set("zoom", String(Math.round(zoom)));
  return `/api/map?${params}`;
}
