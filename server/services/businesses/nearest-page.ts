import { sql, type CompiledQuery, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatementsByShape, type Slots } from "../../db/reusable-statement";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { cityCircleClauses, cityCircleValues, type CityCircle, type CityCircleValues } from "./city-circle";
import { nearestFirst, nearestTo, rowEarthPoint, unitVector } from "./earth-points";
import { distanceKmFrom } from "./great-circle";
import type { NearFilter } from "./list-filter-clauses";

export type NearestRow = BusinessListRow & { distance_km: number };

/**
 * How a nearest-first page's statement is made:
 * - `{ circle, closedRank }`: the first page of a CityCircle's open or closed part (its
 *   `clauses` with that closed rank), from a statement built once per process;
 * - `"prepared"`: the walk's plan is the same whatever the point (page 1 of a city-sized
 *   circle without search words), so each connection prepares it once; the page's numbers
 *   are written into the text, where PostgreSQL costs them as they are;
 * - `"planned"`: planned afresh for its own values.
 */
export type NearestPageStatement = { circle: CityCircle; closedRank: number } | "prepared" | "planned";

/**
 * One page of a distance search, nearest first, equal distances by id: `clauses` are the
 * list's own WHERE clauses, the radius among them (withinRadius).
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
 * `statement` says how the page's statement is made (NearestPageStatement).
 */
export async function readNearestPage(
  ctx: AppContext,
  near: NearFilter,
  clauses: readonly Expression<SqlBool>[],
  offset: number,
  limit: number,
  statement: NearestPageStatement,
): Promise<NearestRow[]> {
  const rows =
    typeof statement === "object"
      ? await firstPageOfCircle(ctx, statement.circle, statement.closedRank, limit)
      : await nearestPageQuery(ctx.db, { ...nearPoint(near), clauses, offset, limit, prepared: statement === "prepared" }).execute();
  const edge = rows[0]?.tied ? rows[0].edge : null;
  if (edge === null) return rows.map(({ edge: _edge, tied: _tied, ...row }) => row);

  const distanceKm = distanceKmFrom(near.lat, near.lng);
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

interface NearPoint {
  lat: number;
  lng: number;
  centre: number[];
}

function nearPoint(near: NearFilter): NearPoint {
  return { lat: near.lat, lng: near.lng, centre: unitVector(near.lat, near.lng) };
}

/** The page's statement: the walk (walkedPage) joined with the list's columns and each business's distance. */
function nearestPageQuery(
  db: Db,
  page: NearPoint & { clauses: readonly Expression<SqlBool>[]; offset: number; limit: number; prepared: boolean },
) {
  const select = selectBusinessList(db);
  const walked = walkedPage(nearestTo(page.centre), page.clauses, page.offset, page.limit);
  return (page.prepared ? select.modifyFront(preparedMark()) : select)
    .innerJoin(walked.as("page"), "page.id", "b.id")
    .select([distanceKmFrom(page.lat, page.lng).as("distance_km"), "page.edge", "page.tied"])
    .orderBy("page.chord")
    .orderBy("b.id");
}

type PageRow = NearestRow & { edge: number | null; tied: boolean };

interface FirstPageShape {
  withCategory: boolean;
  closedRank: number;
  limit: number;
}

// One statement per circle's shape, part of the list and page size (at most 2 × 2 × PUBLIC_MAX_LIMIT).
const firstPageStatement = reusableStatementsByShape(
  (shape: FirstPageShape) => `${shape.withCategory}:${shape.closedRank}:${shape.limit}`,
  ({ withCategory, closedRank, limit }) =>
    (db, value: Slots<CityCircleValues>) => {
      const clauses = [...cityCircleClauses(value, withCategory), sql<SqlBool>`b.closed_rank = ${sql.lit(closedRank)}`];
      const point = { lat: value("lat"), lng: value("lng"), centre: value("centre") };
      return nearestPageQuery(db, { ...point, clauses, offset: 0, limit, prepared: true }).compile() as CompiledQuery<PageRow>;
    },
);

/** The first page of a CityCircle's open or closed part, from a statement built once (see CityCircle). */
function firstPageOfCircle(ctx: AppContext, circle: CityCircle, closedRank: number, limit: number): Promise<PageRow[]> {
  const statement = firstPageStatement({ withCategory: circle.categoryId !== null, closedRank, limit });
  return statement(ctx.db, cityCircleValues(circle));
}

/**
 * The page's ids and distances (chords) as the index walk finds them, `distance` being the
 * earth-point index's order (nearestTo); `edge`: the distance of the page's last business
 * (null when the walk found fewer), and `tied`: whether the business after it lies exactly
 * as far.
 */
export function walkedPage(distance: RawBuilder<number>, clauses: readonly Expression<SqlBool>[], offset: number, limit: number) {
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
