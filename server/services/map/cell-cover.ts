// Which pre-aggregated cells add up to a box, and which thin edges of it must be counted
// from the businesses themselves. The cells of the top level wholly inside the box form
// its interior; that rectangle is covered by the largest cells that fit, level by level
// from the display level down (a ring at most one cell wide per level), so a box of any
// size reads a few thousand cells at most. Businesses in the box but outside the
// interior lie in strips under one top-level cell wide along its edges.
import type { BoxPart } from "./map-box";
import { latAt, lngAt, mapX, mapY, TOP_CELL_LEVEL } from "./tile-math";

/** Inclusive cell ranges of one level. */
export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Cells (level, x, y0..y1): read through the (level, x, y) key. */
export interface ColumnStrip {
  level: number;
  x: number;
  y0: number;
  y1: number;
}

/** Cells (level, x0..x1, y): read through the (level, y, x) index. */
export interface RowStrip {
  level: number;
  y: number;
  x0: number;
  x1: number;
}

export interface CellCover {
  columns: ColumnStrip[];
  rows: RowStrip[];
  /** Top-level cells wholly inside the box; null when none is. */
  interior: CellRange | null;
  /** Boxes holding every business of the part outside the interior (with some inside it). */
  edges: BoxPart[];
}

/**
 * A top-level cell is inside only with this margin (in cells) to the box's edge: PostgreSQL's
 * and JavaScript's logarithms may differ in the last bit, and a business's cell must never
 * be inside while the business is outside. Cells within the margin are counted as edges.
 */
const INSIDE_MARGIN = 1e-6;
/** Edge strips reach this far (degrees) into the interior, for the same reason. */
const STRIP_OVERLAP = 1e-9;

/** The top-level cells wholly inside the part; null when there are none. */
export function interiorCells(part: BoxPart, top = TOP_CELL_LEVEL): CellRange | null {
  const cells = 2 ** top;
  const range = {
    x0: part.west <= -180 ? 0 : Math.ceil(mapX(part.west) * cells + INSIDE_MARGIN),
    x1: part.east >= 180 ? cells - 1 : Math.floor(mapX(part.east) * cells - INSIDE_MARGIN) - 1,
    y0: part.north >= 90 ? 0 : Math.ceil(mapY(part.north) * cells + INSIDE_MARGIN),
    y1: part.south <= -90 ? cells - 1 : Math.floor(mapY(part.south) * cells - INSIDE_MARGIN) - 1,
  };
  return isEmpty(range) ? null : range;
}

/** The cells of a coarser level (`shift` levels up) made only of cells of `range`. */
export function alignedCells(range: CellRange, shift: number): CellRange {
  const size = 2 ** shift;
  return {
    x0: Math.ceil(range.x0 / size),
    x1: Math.floor((range.x1 + 1) / size) - 1,
    y0: Math.ceil(range.y0 / size),
    y1: Math.floor((range.y1 + 1) / size) - 1,
  };
}

export function coverBox(part: BoxPart, level: number, top = TOP_CELL_LEVEL): CellCover {
  const interior = interiorCells(part, top);
  if (!interior) return { columns: [], rows: [], interior: null, edges: [part] };
  const columns: ColumnStrip[] = [];
  const rows: RowStrip[] = [];
  let coarser: CellRange | null = null;
  for (let at = level; at <= top; at++) {
    const cells = alignedCells(interior, top - at);
    if (isEmpty(cells)) continue;
    if (!coarser) addRectangle(at, cells, columns, rows);
    else addRing(at, cells, childrenOf(coarser), columns, rows);
    coarser = cells;
  }
  return { columns, rows, interior, edges: edgeStrips(part, interior, top) };
}

function isEmpty(range: CellRange): boolean {
  return range.x0 > range.x1 || range.y0 > range.y1;
}

function childrenOf(range: CellRange): CellRange {
  return { x0: range.x0 * 2, x1: range.x1 * 2 + 1, y0: range.y0 * 2, y1: range.y1 * 2 + 1 };
}

/** A whole rectangle, as rows or as columns, whichever are fewer. */
function addRectangle(level: number, cells: CellRange, columns: ColumnStrip[], rows: RowStrip[]): void {
  if (cells.y1 - cells.y0 <= cells.x1 - cells.x0) {
    for (let y = cells.y0; y <= cells.y1; y++) rows.push({ level, y, x0: cells.x0, x1: cells.x1 });
  } else {
    for (let x = cells.x0; x <= cells.x1; x++) columns.push({ level, x, y0: cells.y0, y1: cells.y1 });
  }
}

/** `cells` minus `inner` (the children of the coarser level's cells): a ring one cell wide at most. */
function addRing(level: number, cells: CellRange, inner: CellRange, columns: ColumnStrip[], rows: RowStrip[]): void {
  for (let y = cells.y0; y < inner.y0; y++) rows.push({ level, y, x0: cells.x0, x1: cells.x1 });
  for (let y = inner.y1 + 1; y <= cells.y1; y++) rows.push({ level, y, x0: cells.x0, x1: cells.x1 });
  for (let x = cells.x0; x < inner.x0; x++) columns.push({ level, x, y0: inner.y0, y1: inner.y1 });
  for (let x = inner.x1 + 1; x <= cells.x1; x++) columns.push({ level, x, y0: inner.y0, y1: inner.y1 });
}

/** Strips along the part's edges that the interior leaves out; none along the world's edges. */
function edgeStrips(part: BoxPart, interior: CellRange, top: number): BoxPart[] {
  const cells = 2 ** top;
  const strips: BoxPart[] = [];
  const { west, south, east, north } = part;
  if (west > -180) strips.push({ ...part, east: Math.min(east, lngAt(interior.x0 / cells) + STRIP_OVERLAP) });
  if (east < 180) strips.push({ ...part, west: Math.max(west, lngAt((interior.x1 + 1) / cells) - STRIP_OVERLAP) });
  if (north < 90) strips.push({ ...part, south: Math.max(south, latAt(interior.y0 / cells) - STRIP_OVERLAP) });
  if (south > -90) strips.push({ ...part, north: Math.min(north, latAt((interior.y1 + 1) / cells) + STRIP_OVERLAP) });
  return strips;
}
