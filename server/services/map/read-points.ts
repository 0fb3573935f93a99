// At street zoom every business is a point: up to `limit` of them, with their category.
import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { businessesIn } from "./businesses-in";
import type { BoxAccess } from "./choose-box-access";
import type { MapPointRow } from "./map-answer";
import type { BoxPart } from "./map-box";

/** The businesses in the parts that pass `clauses`, at most `limit` of them, by id. */
export async function readPoints(
  ctx: Pick<AppContext, "db">,
  parts: readonly BoxPart[],
  access: BoxAccess,
  clauses: Expression<SqlBool>[],
  limit: number,
): Promise<MapPointRow[]> {
  // No ORDER BY under the LIMIT: ordering first would walk the primary key past the box.
  const result = await sql<MapPointRow>`
    SELECT b.id, b.slug, b.name, b.latitude, b.longitude, b.rating,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug, c.icon AS category_icon
      FROM (SELECT b.id, b.slug, b.name, b.latitude, b.longitude, b.rating, b.category_id
              FROM ${businessesIn(parts, access, clauses)} LIMIT ${limit}) b
      LEFT JOIN categories c ON c.id = b.category_id`.execute(ctx.db);
  return result.rows.sort((a, b) => a.id - b.id);
}
