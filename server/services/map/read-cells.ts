// The clusters of a box at a display level, in one statement: pre-aggregated cells (the
// cover's strips, each cell counted into its display cell) plus businesses grouped on the
// fly (the cover's edges, or the whole box when a filter applies), summed per display
// cell, with the business of each cell that holds just one.
import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import type { CellCover, CellRange, ColumnStrip, RowStrip } from "./cell-cover";
import { anyOf, businessesIn, inBox } from "./businesses-in";
import type { BoxAccess } from "./choose-box-access";
import type { BoxPart } from "./map-box";
import type { MapCellRow } from "./map-answer";
import { TOP_CELL_LEVEL } from "./tile-math";

/** Businesses to group on the fly: in `box`, in any of `edges`, outside `interior`, passing `clauses`. */
export interface LiveArea {
  box: BoxPart;
  access: BoxAccess;
  edges: BoxPart[] | null;
  interior: CellRange | null;
  clauses: Expression<SqlBool>[];
}

export interface CellQuery {
  level: number;
  columns: ColumnStrip[];
  rows: RowStrip[];
  live: LiveArea[];
}

/** A cover's parts: its strips, and its edges grouped on the fly. */
export function fromCover(part: BoxPart, cover: CellCover): Omit<CellQuery, "level"> {
  const { columns, rows, interior } = cover;
  const edges = interior ? cover.edges : null;
  const live: LiveArea[] = cover.edges.length ? [{ box: part, access: "box", edges, interior, clauses: [] }] : [];
  return { columns, rows, live };
}

export async function readCells(ctx: Pick<AppContext, "db">, query: CellQuery): Promise<MapCellRow[]> {
  const parts = [
    ...(query.columns.length ? [columnCells(query.level, query.columns)] : []),
    ...(query.rows.length ? [rowCells(query.level, query.rows)] : []),
    ...query.live.map((area) => liveCells(query.level, area)),
  ];
  if (parts.length === 0) return [];
  // Unfiltered, the statement reads the stored cells and the geo index whatever the box: each
  // connection prepares it once (it varies only by which strips and edges the box has), and
  // PostgreSQL soon keeps one plan for it instead of planning every box. A filter's best plan
  // depends on its values, so a filtered map is parsed and planned every time.
  const prepared = query.live.every((area) => area.clauses.length === 0);
  const result = await sql<MapCellRow>`${prepared ? preparedMark() : sql``}
    WITH parts AS (${sql.join(parts, sql` UNION ALL `)}),
    cells AS (
      SELECT x, y, sum(count)::int AS count, sum(lat_sum) AS lat_sum, sum(lng_sum) AS lng_sum,
             CASE WHEN sum(count) = 1 THEN max(one_id) END AS one_id
        FROM parts GROUP BY x, y
    )
    SELECT cells.count, cells.lat_sum, cells.lng_sum, b.id, b.slug, b.name, b.latitude, b.longitude, b.rating,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug, c.icon AS category_icon
      FROM cells
      LEFT JOIN businesses b ON b.id = cells.one_id
      LEFT JOIN categories c ON c.id = b.category_id
     ORDER BY cells.y, cells.x`.execute(ctx.db);
  return result.rows;
}

/** A stored cell counted into its display cell: its coordinates shifted to the display level. */
const storedCell = (level: number) =>
  sql`m.x >> (m.level - ${level}::int) AS x, m.y >> (m.level - ${level}::int) AS y,
      m.count, m.lat_sum, m.lng_sum, m.one_id`;

function columnCells(level: number, columns: ColumnStrip[]): RawBuilder<unknown> {
  return sql`
    SELECT ${storedCell(level)}
      FROM unnest(${columns.map((s) => s.level)}::int[], ${columns.map((s) => s.x)}::int[],
                  ${columns.map((s) => s.y0)}::int[], ${columns.map((s) => s.y1)}::int[]) AS s(level, x, y0, y1)
      JOIN map_cells m ON m.level = s.level AND m.x = s.x AND m.y BETWEEN s.y0 AND s.y1`;
}

function rowCells(level: number, rows: RowStrip[]): RawBuilder<unknown> {
  return sql`
    SELECT ${storedCell(level)}
      FROM unnest(${rows.map((s) => s.level)}::int[], ${rows.map((s) => s.y)}::int[],
                  ${rows.map((s) => s.x0)}::int[], ${rows.map((s) => s.x1)}::int[]) AS s(level, y, x0, x1)
      JOIN map_cells m ON m.level = s.level AND m.y = s.y AND m.x BETWEEN s.x0 AND s.x1`;
}

/** Businesses of an area grouped by display cell; one_id is meaningful where count is 1. */
function liveCells(level: number, area: LiveArea): RawBuilder<unknown> {
  const also: Expression<SqlBool>[] = [];
  if (area.edges) also.push(anyOf(area.edges.map(inBox)));
  if (area.interior) {
    const { x0, x1, y0, y1 } = area.interior;
    also.push(sql<SqlBool>`NOT (map_cell(map_x(b.longitude), ${TOP_CELL_LEVEL}) BETWEEN ${x0} AND ${x1}
                           AND map_cell(map_y(b.latitude), ${TOP_CELL_LEVEL}) BETWEEN ${y0} AND ${y1})`);
  }
  return sql`
    SELECT map_cell(map_x(b.longitude), ${level}) AS x, map_cell(map_y(b.latitude), ${level}) AS y,
           count(*)::int AS count, sum(b.latitude) AS lat_sum, sum(b.longitude) AS lng_sum, min(b.id) AS one_id
      FROM ${businessesIn([area.box], area.access, area.clauses, also)}
     GROUP BY 1, 2`;
}
