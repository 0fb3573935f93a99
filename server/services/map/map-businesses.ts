import type { Expression, SqlBool } from "kysely";
import type { MapAnswer } from "../../../app/lib/map-answer";
import type { AppContext } from "../../context";
import { resolveFilter, whereClauses } from "../businesses/business-filter";
import { settleSearchMatch } from "../businesses/settle-search-match";
import { coverBox } from "./cell-cover";
import { chooseBoxAccess, type BoxAccess } from "./choose-box-access";
import { chooseLevel, MAX_CELLS, POINTS_FROM_ZOOM } from "./choose-level";
import { cellsToAnswer, toMapPoint } from "./map-answer";
import { boxParts, type BoxPart } from "./map-box";
import type { MapQuery } from "./map-query";
import { fromCover, readCells, type CellQuery } from "./read-cells";
import { readPoints } from "./read-points";
import { FIRST_CELL_LEVEL, TOP_CELL_LEVEL } from "./tile-math";

const EMPTY: MapAnswer = { total: 0, clusters: [], points: [] };

/**
 * The businesses with coordinates in the map's box, as clusters of those close together at
 * this zoom and points for those alone (decision 012). A search matches as the list's does.
 */
export async function mapBusinesses(ctx: AppContext, query: MapQuery): Promise<MapAnswer> {
  let filter = await resolveFilter(ctx, query);
  if (!filter) return EMPTY;
  if (filter.terms) {
    const settled = await settleSearchMatch(ctx, filter);
    if (settled.total === 0) return EMPTY;
    filter = settled.filter;
  }
  const clauses = whereClauses(filter);
  const parts = boxParts(query.bbox);
  const access = await chooseBoxAccess(ctx, parts, clauses);
  if (query.zoom >= POINTS_FROM_ZOOM) {
    const rows = await readPoints(ctx, parts, access, clauses, MAX_CELLS + 1);
    if (rows.length <= MAX_CELLS) return { total: rows.length, clusters: [], points: rows.map(toMapPoint) };
  }
  const level = chooseLevel(query.zoom, parts);
  return cellsToAnswer(await readCells(ctx, planCells(level, parts, clauses, access)));
}

/**
 * Unfiltered, the stored cells answer (with the box's edges grouped on the fly); a filter
 * narrows the rows, and a level finer than the stored ones holds few: those are grouped on
 * the fly whole.
 */
function planCells(level: number, parts: BoxPart[], clauses: Expression<SqlBool>[], access: BoxAccess): CellQuery {
  if (clauses.length > 0 || level > TOP_CELL_LEVEL || level < FIRST_CELL_LEVEL) {
    const live = parts.map((box) => ({ box, access, edges: null, interior: null, clauses }));
    return { level, columns: [], rows: [], live };
  }
  const covers = parts.map((part) => fromCover(part, coverBox(part, level)));
  return {
    level,
    columns: covers.flatMap((cover) => cover.columns),
    rows: covers.flatMap((cover) => cover.rows),
    live: covers.flatMap((cover) => cover.live),
  };
}
