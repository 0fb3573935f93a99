// The search page's filters: open now, minimum rating, price range and
// features. They live in the URL with the list API's parameter names
// (`?openNow=true&minRating=4&priceRange=$&priceRange=$$&feature=Delivery`), so
// a filtered list is a shareable, server-rendered page like any other state.
import { carriedParams, queryString } from "./directory";

export const LIST_FILTER_PARAMS = ["openNow", "minRating", "priceRange", "feature"] as const;

/** The minimum ratings offered; another one typed into the URL is offered too. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;

/**
 * Features a visitor commonly looks for, as Google Maps names them in its
 * "About" tab: present in the demo data and in the scrapers' exports alike.
 */
export const FEATURE_CHOICES = [
  "Wheelchair accessible entrance",
  "Delivery",
  "Takeout",
  "Dine-in",
  "Outdoor seating",
  "Free Wi-Fi",
  "Accepts reservations",
  "Good for kids",
  "Dogs allowed",
  "Credit cards",
  "Free parking lot",
  "Restroom",
] as const;

/** The filters as the page shows them: values the list query would refuse are shown as unset. */
export interface ListFilterState {
  openNow: boolean;
  minRating: number | null;
  priceRange: string[];
  feature: string[];
}

export const NO_LIST_FILTERS: ListFilterState = { openNow: false, minRating: null, priceRange: [], feature: [] };

/** The fixed features, then any other one the URL asks for, so it can be seen and unticked. */
export function featureChoices(selected: readonly string[]): string[] {
  const fixed: readonly string[] = FEATURE_CHOICES;
  return [...fixed, ...selected.filter((feature) => !fixed.includes(feature))];
}

/** The fixed minimum ratings plus the URL's own, in order. */
export function minRatingChoices(selected: number | null): number[] {
  const fixed: readonly number[] = MIN_RATING_CHOICES;
  if (selected === null || selected === 0 || fixed.includes(selected)) return [...fixed];
  return [...fixed, selected].sort((a, b) => a - b);
}

/** A parameter with a value: pages send an empty one for "any". */
export const isSet = (params: URLSearchParams, name: string) =>
  params.getAll(name).some((value) => value.trim() !== "");

/** True when the URL names any filter, even one the list ignores or refuses. */
export function hasListFilters(params: URLSearchParams): boolean {
  return LIST_FILTER_PARAMS.some((name) => isSet(params, name));
}

/** The same page without its filters, from page 1. */
export function clearFiltersQuery(params: URLSearchParams): string {
  return queryString(new URLSearchParams(carriedParams(params, LIST_FILTER_PARAMS)));
}

/** The query of a filter state on the page's other parameters (`carried`), in the order a GET form sends them. */
export function filtersQuery(carried: ReadonlyArray<[string, string]>, filters: ListFilterState): string {
  const next = new URLSearchParams([...carried]);
  if (filters.openNow) next.append("openNow", "true");
  if (filters.minRating !== null) next.append("minRating", String(filters.minRating));
  for (const price of filters.priceRange) next.append("priceRange", price);
  for (const feature of filters.feature) next.append("feature", feature);
  return queryString(next);
}

/** `values` with `value` added or taken out, in the order of `order`. */
export function toggled(values: readonly string[], value: string, on: boolean, order: readonly string[]): string[] {
  const next = on ? [...values, value] : values.filter((one) => one !== value);
  return order.filter((one) => next.includes(one));
}
