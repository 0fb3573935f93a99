import type { Expression, SqlBool } from "kysely";
import type { Slots } from "../../db/reusable-statement";
import { GEO_FIRST_RADIUS_KM, inCategoryChecked, type BusinessFilter } from "./business-filter";
import { radiusCube, unitVector } from "./earth-points";
import { withinRadiusCube, type NearFilter } from "./list-filter-clauses";

/**
 * A distance search of a city-sized circle with at most a category besides: what "near me"
 * asks from the home page, a search or a category. Its statements (the first page nearest
 * first, the total) have one text and one plan whatever the point, so each is built and
 * compiled once per process (reusableStatement) and prepared once per connection: a
 * visitor's own position is never asked twice, and building and planning those statements
 * again on every call cost more than running them.
 */
export interface CityCircle {
  near: NearFilter;
  categoryId: number | null;
}

/** The filter as a CityCircle, or null when it asks for more (words, a city, a rating ...) or a wider circle. */
export function cityCircleOf(filter: BusinessFilter): CityCircle | null {
  const { near } = filter;
  if (!near || near.radiusKm > GEO_FIRST_RADIUS_KM) return null;
  const others = filter.terms || filter.cityIds || filter.countryCode || filter.minRating !== null ||
    filter.priceRanges || filter.features || filter.openNow;
  return others ? null : { near, categoryId: filter.categoryId };
}

/** A CityCircle's values, as its built-once statements take them. */
export type CityCircleValues = {
  lat: number;
  lng: number;
  radiusKm: number;
  /** The circle's bounds for the earth-point index (radiusCube). */
  lower: number[];
  upper: number[];
  /** The centre as a unit vector, the index's order (nearestTo). */
  centre: number[];
  /** Not in the statement without a category. */
  categoryId: number;
};

export function cityCircleValues(circle: CityCircle): CityCircleValues {
  const { lat, lng, radiusKm } = circle.near;
  return { lat, lng, radiusKm, ...radiusCube(lat, lng, radiusKm), centre: unitVector(lat, lng), categoryId: circle.categoryId ?? 0 };
}

/**
 * The circle's WHERE clauses with each call's values in their places: the same clauses, in
 * the same order, as whereClauses gives the filter.
 */
export function cityCircleClauses(value: Slots<CityCircleValues>, withCategory: boolean): Expression<SqlBool>[] {
  const circle = { lat: value("lat"), lng: value("lng"), radiusKm: value("radiusKm"), lower: value("lower"), upper: value("upper") };
  return [...(withCategory ? [inCategoryChecked(value("categoryId"))] : []), withinRadiusCube(circle)];
}
