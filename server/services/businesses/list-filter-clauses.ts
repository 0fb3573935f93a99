import { sql, type Expression, type SqlBool } from "kysely";
import { inRadiusCube } from "./earth-points";
import { distanceKmFrom } from "./great-circle";
import { radiusBoxes } from "./radius-boxes";

/** A distance search: businesses within `radiusKm` of (lat, lng). */
export interface NearFilter {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * Within the radius: the bounding rectangles find the candidates through the
 * GiST index on `geo`, then the great-circle distance keeps the true ones.
 * Businesses without coordinates have no `geo` and are never near anything.
 * `nearestFirst` bounds the candidates for the earth-point index instead, which
 * a list sorted by distance walks nearest first.
 */
export function withinRadius(near: NearFilter, nearestFirst = false): Expression<SqlBool> {
  const exact = sql<SqlBool>`${distanceKmFrom(near.lat, near.lng)} <= ${near.radiusKm}`;
  if (nearestFirst) return sql<SqlBool>`${inRadiusCube(near.lat, near.lng, near.radiusKm)} AND ${exact}`;
  const inBoxes = radiusBoxes(near.lat, near.lng, near.radiusKm).map(
    (box) => sql<SqlBool>`b.geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`,
  );
  const inAnyBox = inBoxes.length === 1 ? inBoxes[0]! : sql<SqlBool>`(${sql.join(inBoxes, sql` OR `)})`;
  return sql<SqlBool>`${inAnyBox} AND ${exact}`;
}

/** Rated at least `minRating`: a range of the rating order every list index carries. */
export function ratedAtLeast(minRating: number): Expression<SqlBool> {
  return sql<SqlBool>`b.rating >= ${minRating}`;
}

/** Any of these price ranges. */
export function pricedIn(priceRanges: readonly string[]): Expression<SqlBool> {
  return priceRanges.length === 1
    ? sql<SqlBool>`b.price_range = ${priceRanges[0]}`
    : sql<SqlBool>`b.price_range = ANY(${priceRanges}::text[])`;
}

/** Every one of these features set to true in `about` (the GIN index on true_features). */
export function hasFeatures(features: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`b.true_features @> ${features}::text[]`;
}
