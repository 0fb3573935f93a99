import type { z } from "zod";
import type { ListFilterState } from "../../../app/lib/list-filters";
import { blankAsUnset, featuresSchema, minRatingSchema, priceRangesSchema } from "../businesses/list-parameters";

/** The filters as the URL gives them, for the list query to validate (a refused value shows an empty page). */
export interface ListFilterQuery {
  openNow?: string;
  minRating?: string;
  priceRange: string[];
  feature: string[];
}

const minRatingFieldSchema = blankAsUnset(minRatingSchema.optional());

/** The value the schema reads, or `fallback` when it refuses it. */
function valueOr<T>(schema: z.ZodType<T | undefined>, input: unknown, fallback: T): T {
  const parsed = schema.safeParse(input);
  return parsed.success ? (parsed.data ?? fallback) : fallback;
}

/**
 * The search page's filters, read with the list API's own schemas: the raw
 * values go to the list query, and what the filter bar shows is what those
 * schemas accept. `openNow` is passed on as given; the list query decides what
 * it means.
 */
export function readListFilters(params: URLSearchParams): { state: ListFilterState; query: ListFilterQuery } {
  const query: ListFilterQuery = {
    openNow: params.get("openNow") ?? undefined,
    minRating: params.get("minRating") ?? undefined,
    priceRange: params.getAll("priceRange"),
    feature: params.getAll("feature"),
  };
  const state: ListFilterState = {
    openNow: query.openNow === "true",
    minRating: valueOr(minRatingFieldSchema, query.minRating, null),
    priceRange: valueOr(priceRangesSchema, query.priceRange, []),
    feature: valueOr(featuresSchema, query.feature, []),
  };
  return { state, query };
}
