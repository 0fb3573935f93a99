import type { BoxPart } from "./map-box";
import { cellOf, mapX, mapY } from "./tile-math";

/** Cells two levels below the zoom are a quarter of a 256 px tile: markers 64 px apart. */
export const LEVELS_BELOW_ZOOM = 2;
/** The most cells (so clusters and points) one answer may hold, whatever box it is asked for. */
export const MAX_CELLS = 2000;
/** From this zoom on (streets) every business is a point, unless the box holds more than MAX_CELLS. */
export const POINTS_FROM_ZOOM = 17;

/** How many cells of `level` the box touches. */
export function cellsInBox(parts: readonly BoxPart[], level: number): number {
  let cells = 0;
  for (const part of parts) {
    const columns = cellOf(mapX(part.east), level) - cellOf(mapX(part.west), level) + 1;
    const rows = cellOf(mapY(part.south), level) - cellOf(mapY(part.north), level) + 1;
    cells += columns * rows;
  }
  return cells;
}

/**
 * The level whose cells become the answer's clusters: 64 px cells at this zoom, or coarser
 * ones when the box is far larger than a screen at this zoom (a whole world asked at zoom 10),
 * so the answer stays small.
 */
export function chooseLevel(zoom: number, parts: readonly BoxPart[]): number {
  let level = zoom + LEVELS_BELOW_ZOOM;
  while (level > 0 && cellsInBox(parts, level) > MAX_CELLS) level--;
  return level;
}
