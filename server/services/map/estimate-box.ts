// About how many businesses a box holds, from a few coarse map cells: enough to tell a
// street from a continent. PostgreSQL cannot: its estimate for `geo <@ box` is the same
// share of the table whatever the box's size.
import { sql } from "kysely";
import type { AppContext } from "../../context";
import { cellsInBox } from "./choose-level";
import type { BoxPart } from "./map-box";
import { cellOf, FIRST_CELL_LEVEL, mapX, mapY, TOP_CELL_LEVEL } from "./tile-math";

/** Few enough cells to read at once, fine enough to tell a city from its country. */
const ESTIMATE_CELLS = 64;

/** The businesses of the cells the box touches at a coarse level: at least those in the box. */
export async function estimateBoxCount(ctx: Pick<AppContext, "db">, parts: readonly BoxPart[]): Promise<number> {
  let level = TOP_CELL_LEVEL;
  while (level > FIRST_CELL_LEVEL && cellsInBox(parts, level) > ESTIMATE_CELLS) level--;
  const ranges = parts.map((part) => ({
    x0: cellOf(mapX(part.west), level),
    x1: cellOf(mapX(part.east), level),
    y0: cellOf(mapY(part.north), level),
    y1: cellOf(mapY(part.south), level),
  }));
  const result = await sql<{ n: number }>`
    SELECT coalesce(sum(m.count), 0)::int AS n
      FROM unnest(${ranges.map((r) => r.x0)}::int[], ${ranges.map((r) => r.x1)}::int[],
                  ${ranges.map((r) => r.y0)}::int[], ${ranges.map((r) => r.y1)}::int[]) AS r(x0, x1, y0, y1)
      JOIN map_cells m ON m.level = ${level} AND m.x BETWEEN r.x0 AND r.x1 AND m.y BETWEEN r.y0 AND r.y1`
    .execute(ctx.db);
  return result.rows[0]?.n ?? 0;
}
