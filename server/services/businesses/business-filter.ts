import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { resolveCategoryId, resolveCityIds } from "../catalog/resolve-filters";
import type { BusinessListQuery } from "./business-query";
import { DEFAULT_RADIUS_KM } from "./list-parameters";
import { hasFeatures, pricedIn, ratedAtLeast, withinRadius, type NearFilter } from "./list-filter-clauses";
import { openAt } from "./open-now/open-now-clause";
import { openNowClock, type OpenNowClock } from "./open-now/open-now-clock";
import { MIN_CONTAINS_LENGTH, MIN_FUZZY_LENGTH, toSearchTerms, type SearchTerms } from "./search-terms";

export type SearchMatch = "words" | "prefix" | "fuzzy" | "contains";

/** A list query with names resolved to ids: what the WHERE clause and the count need. */
export interface BusinessFilter {
  terms: SearchTerms | null;
  /**
   * How `terms` match, tried in this order until something is found:
   * `words` (full text over name, category, city and address), `prefix` (the
   * last word still being typed), `fuzzy` (names spelt alike: "pizzria") and
   * `contains` (the text anywhere in a name: words the text search ignores,
   * such as "the", and pieces of words).
   */
  match: SearchMatch;
  categoryId: number | null;
  cityIds: number[] | null;
  countryCode: string | null;
  near: NearFilter | null;
  minRating: number | null;
  priceRanges: string[] | null;
  /** Feature names that must all be true in `about`. */
  features: string[] | null;
  /** Only businesses open at this clock's minute, each in its own zone. */
  openNow: OpenNowClock | null;
}

/** What a filter is made of: the back office list has the facets and search only. */
export type FilterQuery = Pick<BusinessListQuery, "search" | "categoryId" | "category" | "city" | "countryCode"> &
  Partial<Pick<BusinessListQuery, "near" | "radius" | "minRating" | "priceRange" | "feature" | "openNow">>;

/**
 * Turns slugs and names into ids; null when a named category or city does not exist.
 * `now` is the moment an Open Now filter asks about.
 */
export async function resolveFilter(
  ctx: AppContext,
  query: FilterQuery,
  now = new Date(),
): Promise<BusinessFilter | null> {
  const terms = query.search ? toSearchTerms(query.search) : null;
  let categoryId = query.categoryId ?? null;
  if (query.category) {
    const bySlug = await resolveCategoryId(ctx, query.category);
    if (bySlug === null || (categoryId !== null && categoryId !== bySlug)) return null;
    categoryId = bySlug;
  }
  const countryCode = query.countryCode ?? null;
  // A city lies in one country: the country narrows which cities, not the businesses. PostgreSQL
  // cannot know that city_id implies country_code, and with both on the businesses it takes a
  // city's list for a few rows, sorts it whole instead of reading its index in order.
  const cityIds = query.city ? await resolveCityIds(ctx, query.city, countryCode) : null;
  if (cityIds && cityIds.length === 0) return null;
  return {
    terms,
    match: "words",
    categoryId,
    cityIds,
    countryCode: cityIds ? null : countryCode,
    near: query.near ? { ...query.near, radiusKm: query.radius ?? DEFAULT_RADIUS_KM } : null,
    minRating: query.minRating ?? null,
    priceRanges: query.priceRange ?? null,
    features: query.feature ?? null,
    openNow: query.openNow ? await openNowClock(ctx, now) : null,
  };
}

/** The filter as WHERE clauses. */
export function whereClauses(filter: BusinessFilter): Expression<SqlBool>[] {
  const clauses: Expression<SqlBool>[] = [];
  if (filter.terms) clauses.push(matchesSearch(filter.terms, filter.match));
  if (filter.categoryId !== null) clauses.push(inCategory(filter.categoryId, filter.near));
  if (filter.cityIds) {
    clauses.push(
      filter.cityIds.length === 1
        ? sql<SqlBool>`b.city_id = ${filter.cityIds[0]}`
        : sql<SqlBool>`b.city_id = ANY(${filter.cityIds}::int[])`,
    );
  }
  if (filter.countryCode) clauses.push(sql<SqlBool>`b.country_code = ${filter.countryCode}`);
  if (filter.near) clauses.push(withinRadius(filter.near));
  if (filter.minRating !== null) clauses.push(ratedAtLeast(filter.minRating));
  if (filter.priceRanges) clauses.push(pricedIn(filter.priceRanges));
  if (filter.features) clauses.push(hasFeatures(filter.features));
  if (filter.openNow) clauses.push(openAt(filter.openNow));
  return clauses;
}

/**
 * A distance search up to this radius reads its candidates from the earth-point index
 * alone: at city scale they are a few hundred or thousand businesses.
 */
export const GEO_FIRST_RADIUS_KM = 25;

/**
 * PostgreSQL costs a category's bitmap (tens of thousands of entries at a million businesses)
 * too low and ANDs it with a city-sized distance search's bitmap, spending ~10 ms to build
 * it for a handful of rows (Tokyo, 5 km, restaurants: 9.6 ms against 0.5 ms without the
 * category's bitmap). `+ 0` keeps the category a check of the rows the earth-point index
 * finds (it carries category_id); a wider radius leaves the choice to the planner.
 */
function inCategory(categoryId: number, near: NearFilter | null): Expression<SqlBool> {
  return near && near.radiusKm <= GEO_FIRST_RADIUS_KM ? inCategoryChecked(categoryId) : sql<SqlBool>`b.category_id = ${categoryId}`;
}

/** In the category, checked on the rows another index finds (see inCategory). */
export function inCategoryChecked(categoryId: number): Expression<SqlBool> {
  return sql<SqlBool>`b.category_id + 0 = ${categoryId}`;
}

/** The next, looser way to match a search that found nothing; null when none is left. */
export function looserMatch(terms: SearchTerms, match: SearchMatch): SearchMatch | null {
  const order: SearchMatch[] = ["words", "prefix"];
  if (terms.folded.length >= MIN_FUZZY_LENGTH) order.push("fuzzy");
  if (terms.folded.length >= MIN_CONTAINS_LENGTH) order.push("contains");
  return order[order.indexOf(match) + 1] ?? null;
}

/** The tsquery text of a full-text match. */
export function tsqueryOf(terms: SearchTerms, match: SearchMatch): string {
  return match === "prefix" ? terms.prefix : terms.words;
}

function matchesSearch(terms: SearchTerms, match: SearchMatch): Expression<SqlBool> {
  if (match === "fuzzy") return sql<SqlBool>`locus_fold(${terms.folded}) <% b.sort_name`;
  // The trigram index on sort_name answers LIKE; `folded` holds only letters, digits and spaces.
  if (match === "contains") return sql<SqlBool>`b.sort_name LIKE '%' || locus_fold(${terms.folded}) || '%'`;
  return sql<SqlBool>`b.search_vector @@ to_tsquery('locus', ${tsqueryOf(terms, match)})`;
}

