import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { nearestFirst } from "./earth-points";
import { preparedMark } from "../../db/prepared-statements";
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
 * the page and joins the list's columns. `prepared`: its plan is the walk whatever the point
 * (page 1 of a city-sized circle without search words), so each connection prepares it once;
 * the page's numbers are written into the text, where PostgreSQL costs them as they are. When that one more lies exactly as far as the
 * page's last (several businesses at one address share their coordinates), businesses at
 * that distance may go on past the walk, and nearestIds finds the page's ids exactly.
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
  const [walk, last, next, take, skip] = [reach + 1, reach, reach + 1, limit, offset].map((n) => sql.lit(n));
  return sql<{ id: number; chord: number; tied: boolean }>`(
    WITH walked AS MATERIALIZED (
      SELECT b.id, ${distance} AS chord FROM businesses b
      WHERE ${sql.join(clauses, sql` AND `)} ORDER BY ${distance} LIMIT ${walk}
    ), edge AS (
      SELECT coalesce(chords[${last}] = chords[${next}], false) AS tied
      FROM (SELECT array_agg(chord ORDER BY chord) AS chords FROM walked) walk
    )
    SELECT walked.id, walked.chord, edge.tied FROM walked, edge
    ORDER BY walked.chord, walked.id LIMIT ${take} OFFSET ${skip}
  )`;
}
