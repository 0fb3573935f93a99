import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import { EARTH_RADIUS_KM, toRadians } from "./great-circle";

/**
 * Keeps rounding from leaving out a business that lies exactly on the circle: far below a
 * millimetre on the unit sphere; the exact great-circle distance filters after.
 */
const EDGE_MARGIN = 1e-9;

/** (lat, lng) as a unit vector, the way `locus_earth_point` (migration 020) computes it. */
export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = toRadians(lat);
  const lambda = toRadians(lng);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * The axis-aligned box around every unit vector within `radiusKm` of (lat, lng): those lie
 * within the chord 2·sin(θ/2) of the centre's vector (θ the radius as an angle), so within
 * it on each axis. The earth-point index stops its nearest-first walk at the box's edge.
 */
export function radiusCube(lat: number, lng: number, radiusKm: number): { lower: number[]; upper: number[] } {
  const angle = Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM);
  const chord = 2 * Math.sin(angle / 2) + EDGE_MARGIN;
  const centre = unitVector(lat, lng);
  return {
    lower: centre.map((value) => Math.max(-1, value - chord)),
    upper: centre.map((value) => Math.min(1, value + chord)),
  };
}

/** The row `b`'s unit vector, as the earth-point index holds it. */
export const rowEarthPoint = sql`locus_earth_point(b.latitude, b.longitude)`;

/** Rows whose unit vector lies in the box from `lower` to `upper` (see radiusCube). */
export function inEarthCube(lower: readonly number[], upper: readonly number[]): Expression<SqlBool> {
  return sql<SqlBool>`${rowEarthPoint} <@ cube(${lower}::float8[], ${upper}::float8[])`;
}

/**
 * Nearest first: the straight-line distance through the sphere grows with the great-circle
 * distance, so this orders as the great-circle distance does, and the earth-point index
 * reads businesses in this order (KNN) instead of sorting all of them.
 */
export function nearestFirst(lat: number, lng: number): RawBuilder<number> {
  return nearestTo(unitVector(lat, lng));
}

/** nearestFirst from a point given as its unit vector. */
export function nearestTo(centre: readonly number[]): RawBuilder<number> {
  return sql<number>`${rowEarthPoint} <-> cube(${centre}::float8[])`;
}
