import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { nearestFirst } from "./earth-points";
import { distanceKmFrom } from "./great-circle";
import type { NearFilter } from "./list-filter-clauses";
import { nearestIds } from "./nearest-ids";

export type NearestRow = BusinessListRow & { distance_km: number };

/**
 * One page of a distance search, nearest first, equal distances by id: `clauses` are the
 * list's own WHERE clauses, the radius bounded for the earth-point index (withinRadius with
 * nearestFirst).
 *
 * One statement walks the index for the first offset + limit businesses and one more, cuts
 * the page and joins the list's columns. When that one more lies exactly as far as the
 * page's last (several businesses at one address share their coordinates), businesses at
 * that distance may go on past the walk, and nearestIds finds the page's ids exactly.
 */
export async function readNearestPage(
  ctx: AppContext,
  near: NearFilter,
  clauses: readonly Expression<SqlBool>[],
  offset: number,
  limit: number,
): Promise<NearestRow[]> {
  const distanceKm = distanceKmFrom(near.lat, near.lng);
  const rows = await selectBusinessList(ctx.db)
    .innerJoin(walkedPage(near, clauses, offset, limit).as("page"), "page.id", "b.id")
    .select([distanceKm.as("distance_km"), "page.tied"])
    .orderBy("page.chord")
    .orderBy("b.id")
    .execute();
  if (!rows[0]?.tied) return rows.map(({ tied: _tied, ...row }) => row);

  const ids = await nearestIds(ctx, near, clauses, offset, limit);
  const exact = await selectBusinessList(ctx.db)
    .select(distanceKm.as("distance_km"))
    .where(sql<SqlBool>`b.id = ANY(${ids}::int[])`)
    .execute();
  const byId = new Map(exact.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page's ids and distances (chords) as the index walk finds them, and `tied`: whether
 * the business after the page's last lies exactly as far.
 */
export function walkedPage(near: NearFilter, clauses: readonly Expression<SqlBool>[], offset: number, limit: number) {
  const distance = nearestFirst(near.lat, near.lng);
  const reach = offset + limit;
  return sql<{ id: number; chord: number; tied: boolean }>`(
    WITH walked AS MATERIALIZED (
      SELECT b.id, ${distance} AS chord FROM businesses b
      WHERE ${sql.join(clauses, sql` AND `)} ORDER BY ${distance} LIMIT ${reach + 1}
    ), edge AS (
      SELECT coalesce(chords[${reach}::int] = chords[${reach + 1}::int], false) AS tied
      FROM (SELECT array_agg(chord ORDER BY chord) AS chords FROM walked) walk
    )
    SELECT walked.id, walked.chord, edge.tied FROM walked, edge
    ORDER BY walked.chord, walked.id LIMIT ${limit} OFFSET ${offset}
  )`;
}
