// Web Mercator tile cells, computed exactly as migration 019's map_x, map_y and map_cell
// do in SQL: x counts 2^level cells eastwards from -180°, y counts them southwards from
// the Mercator edge at +85.0511°. Latitudes beyond the edge fall in the first or last row.

/** Where Web Mercator ends: atan(sinh(π)) in degrees. */
export const MAX_LATITUDE = 85.0511287798066;
/** The lowest level kept in map_cells; no box needs coarser cells (see chooseLevel). */
export const FIRST_CELL_LEVEL = 2;
/** The highest level kept in map_cells: map_cells_top_level() of migration 019. */
export const TOP_CELL_LEVEL = 16;

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** Fraction of the world's width east of -180°, 0..1. */
export function mapX(lng: number): number {
  return (lng + 180) / 360;
}

/** Fraction of the Mercator square's height south of its top edge, 0..1. */
export function mapY(lat: number): number {
  return 0.5 - Math.asinh(Math.tan((clampLatitude(lat) * Math.PI) / 180)) / (2 * Math.PI);
}

/** The cell holding a fraction at a level: 0 .. 2^level - 1. */
export function cellOf(fraction: number, level: number): number {
  const cells = 2 ** level;
  return Math.min(Math.max(Math.floor(fraction * cells), 0), cells - 1);
}

/** The longitude at a fraction of the world's width (the inverse of mapX). */
export function lngAt(fraction: number): number {
  return fraction * 360 - 180;
}

/** The latitude at a fraction of the Mercator square's height (the inverse of mapY). */
export function latAt(fraction: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * fraction))) * 180) / Math.PI;
}
