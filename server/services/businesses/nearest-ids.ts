import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { nearestFirst, rowEarthPoint, unitVector } from "./earth-points";
import type { NearFilter } from "./list-filter-clauses";

/**
 * Ids of one page of a distance search, nearest first, equal distances by id, however many
 * businesses share the distance where the page ends (readNearestPage's walk cannot tell).
 *
 * The walk takes the first offset + limit businesses and one more; when that one lies
 * exactly as far as the page's last, a look through the earth-point index in a box just that
 * wide brings in every business at that distance before the page is cut by (distance, id).
 */
export async function nearestIds(
  ctx: AppContext,
  near: NearFilter,
  clauses: readonly Expression<SqlBool>[],
  offset: number,
  limit: number,
): Promise<number[]> {
  const where = sql.join(clauses, sql` AND `);
  const distance = nearestFirst(near.lat, near.lng);
  const centre = sql`cube(${unitVector(near.lat, near.lng)}::float8[])`;
  const reach = offset + limit;
  // edge.chord: the distance of the page's last business (null when the walk found fewer);
  // edge.next: the distance of the one after it.
  const { rows } = await sql<{ id: number }>`
    WITH walked AS MATERIALIZED (
      SELECT b.id, ${distance} AS chord FROM businesses b
      WHERE ${where} ORDER BY ${distance} LIMIT ${reach + 1}
    ), edge AS (
      SELECT chords[${reach}::int] AS chord, chords[${reach + 1}::int] AS next
      FROM (SELECT array_agg(chord ORDER BY chord) AS chords FROM walked) walk
    )
    SELECT id FROM (
      SELECT walked.id, walked.chord FROM walked, edge WHERE edge.chord IS NULL OR walked.chord <= edge.chord
      UNION
      SELECT b.id, ${distance} FROM businesses b, edge
      WHERE edge.next = edge.chord AND ${where}
        AND ${rowEarthPoint} <@ cube_enlarge(${centre}, edge.chord + 1e-12, 3) AND ${distance} = edge.chord
    ) page
    ORDER BY chord, id LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db);
  return rows.map((row) => row.id);
}
