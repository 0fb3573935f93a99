import { sql, type RawBuilder } from "kysely";

export const toRadians = (deg: number) => (deg * Math.PI) / 180;
export const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** Mean Earth radius (IUGG), the one every distance of the site is measured with. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle (haversine) distance in km from (lat, lng) to the row `b`; the point may be
 * numbers or another row's columns. least(1, …) keeps rounding from handing asin a value
 * just above 1 for antipodal points.
 */
export function distanceKmFrom(lat: number | RawBuilder<number>, lng: number | RawBuilder<number>): RawBuilder<number> {
  return sql<number>`${sql.lit(EARTH_RADIUS_KM)} * 2 * asin(least(1, sqrt(
      power(sin(radians(b.latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${lng}) / 2), 2))))`;
}

/** Distances are answered to the metre. */
export function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}
