import { sql, type Expression, type SqlBool } from "kysely";
import { inEarthCube, radiusCube } from "./earth-points";
import { distanceKmFrom } from "./great-circle";

/** A distance search: businesses within `radiusKm` of (lat, lng). */
export interface NearFilter {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * Within the radius: the candidates the earth-point index finds in the cube around the
 * circle (radiusCube), then the great-circle distance keeps the true ones. The index holds
 * each business's coordinates, so a count within a radius is read from the index alone:
 * Tokyo within 5 km at a million businesses, 2.2 ms against 10.3 ms through the `geo`
 * rectangles and the table's rows. Unit vectors need no rectangle split at the antimeridian
 * or widened at a pole. Businesses without coordinates have no point and are never near
 * anything.
 */
export function withinRadius(near: NearFilter): Expression<SqlBool> {
  return withinRadiusCube({ ...near, ...radiusCube(near.lat, near.lng, near.radiusKm) });
}

/** The radius's bounds for the earth-point index (radiusCube), with the circle they bound. */
export interface RadiusCube extends NearFilter {
  lower: number[];
  upper: number[];
}

/**
 * Within the radius, read nearest first: the candidates the earth-point index finds in the
 * cube, then the exact great-circle distance. The parts are values of their own, so a
 * statement built once (nearest-page.ts) can take each call's.
 */
export function withinRadiusCube(cube: RadiusCube): Expression<SqlBool> {
  return sql<SqlBool>`${inEarthCube(cube.lower, cube.upper)} AND ${distanceKmFrom(cube.lat, cube.lng)} <= ${cube.radiusKm}`;
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
