import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { nearestFirst, rowEarthPoint, unitVector } from "./earth-points";
import { distanceKmFrom } from "./great-circle";
import type { NearFilter } from "./list-filter-clauses";

export type NearestRow = BusinessListRow & { distance_km: number };

/**
 * One page of a distance search, nearest first, equal distances by id: `clauses` are the
 * list's own WHERE clauses, the radius bounded for the earth-point index (withinRadius with
 * nearestFirst).
 *
 * PostgreSQL walks the earth-point index nearest first (KNN) only when the ORDER BY is its
 * distance alone; ordering by distance and id sorts every business within the radius. So one
 * statement walks the index for the first offset + limit businesses and one more, orders
 * them by (distance, id), cuts the page and joins the list's columns.
 *
 * When that one more lies exactly as far as the page's last (several businesses at one
 * address share their coordinates), businesses at that distance may go on past the walk:
 * then every business up to that distance, read through the index in a box just that wide,
 * is ordered and cut instead.
 *
 * `prepared`: the walk's plan is the same whatever the point (page 1 of a city-sized circle
 * without search words), so each connection prepares it once; the page's numbers are written
 * into the text, where PostgreSQL costs them as they are.
 */
export async function readNearestPage(
  ctx: AppContext,
  near: NearFilter,
  clauses: readonly Expression<SqlBool>[],
  offset: number,
  limit: number,
  options: { prepared: boolean },
): Promise<NearestRow[]> {
  const distanceKm = distanceKmFrom(near.lat, near.lng);
  const select = selectBusinessList(ctx.db);
  const rows = await (options.prepared ? select.modifyFront(preparedMark()) : select)
    .innerJoin(walkedPage(near, clauses, offset, limit).as("page"), "page.id", "b.id")
    .select([distanceKm.as("distance_km"), "page.edge", "page.tied"])
    .orderBy("page.chord")
    .orderBy("b.id")
    .execute();
  const edge = rows[0]?.tied ? rows[0].edge : null;
  if (edge === null) return rows.map(({ edge: _edge, tied: _tied, ...row }) => row);

  const distance = nearestFirst(near.lat, near.lng);
  const centre = sql`cube(${unitVector(near.lat, near.lng)}::float8[])`;
  return selectBusinessList(ctx.db)
    .select(distanceKm.as("distance_km"))
    .where((eb) =>
      eb.and([
        ...clauses,
        sql<SqlBool>`${rowEarthPoint} <@ cube_enlarge(${centre}, ${edge}::float8 + 1e-12, 3)`,
        sql<SqlBool>`${distance} <= ${edge}::float8`,
      ]),
    )
    .orderBy(distance)
    .orderBy("b.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * The page's ids and distances (chords) as the index walk finds them; `edge`: the distance of
 * the page's last business (null when the walk found fewer), and `tied`: whether the
 * business after it lies exactly as far.
 */
export function walkedPage(near: NearFilter, clauses: readonly Expression<SqlBool>[], offset: number, limit: number) {
  const distance = nearestFirst(near.lat, near.lng);
  const reach = offset + limit;
  const [walk, last, next, take, skip] = [reach + 1, reach, reach + 1, limit, offset].map((n) => sql.lit(n));
  return sql<{ id: number; chord: number; edge: number | null; tied: boolean }>`(
    WITH walked AS MATERIALIZED (
      SELECT b.id, ${distance} AS chord FROM businesses b
      WHERE ${sql.join(clauses, sql` AND `)} ORDER BY ${distance} LIMIT ${walk}
    ), edge AS (
      SELECT chords[${last}] AS edge, coalesce(chords[${last}] = chords[${next}], false) AS tied
      FROM (SELECT array_agg(chord ORDER BY chord) AS chords FROM walked) walk
    )
    SELECT walked.id, walked.chord, edge.edge, edge.tied FROM walked, edge
    ORDER BY walked.chord, walked.id LIMIT ${take} OFFSET ${skip}
  )`;
}
