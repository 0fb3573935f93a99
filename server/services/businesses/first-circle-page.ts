import { sql, type CompiledQuery } from "kysely";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatementsByShape, type Slots } from "../../db/reusable-statement";
import type { BusinessFilter } from "./business-filter";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { cityCircleClauses, cityCircleValues, type CityCircle, type CityCircleValues } from "./city-circle";
import { nearestTo } from "./earth-points";
import { distanceKmFrom } from "./great-circle";
import { primeFirstPage, withTotalTakenOff } from "./prime-first-page";

/**
 * Up to this many businesses within a city-sized circle are read whole in one statement; a
 * denser circle is counted and walked nearest first apart. Reading a business whole costs
 * about as much as counting it plus its distance (about 1 µs more), so at 2,000 the wasted
 * read of a denser circle stays a small part of counting it.
 */
export const READ_WHOLE_CIRCLE_UP_TO = 2000;

export type CirclePageRow = BusinessListRow & { distance_km: number };

interface WholeCircleShape {
  withCategory: boolean;
  limit: number;
  upTo: number;
}

/**
 * The first page of a CityCircle nobody has counted yet (a visitor's own position, asked
 * once), read with its total in one statement (primeFirstPage).
 *
 * Counted and then walked nearest first, such a circle costs two statements that both read
 * the earth-point index: the count every business in the circle, the walk the index's pages
 * around the point, which at a million businesses were as many again (the index is built in
 * the catalogue's own order, so its pages overlap). Here the circle's businesses, up to
 * `upTo` + 1 of them, are read once from the index with their distances, counted, and the
 * page cut from them, permanently closed ones last as readClosedLast puts them: nearest
 * first, equal distances by id, the order of the walk (readNearestPage), which reads the
 * next pages. The list's columns are joined to the page's rows alone.
 *
 * The page is read as any list's when the circle holds more than `upTo` businesses or none.
 */
export function primeFirstCirclePage(
  ctx: AppContext,
  filter: BusinessFilter,
  circle: CityCircle,
  limit: number,
  upTo = READ_WHOLE_CIRCLE_UP_TO,
): (() => Promise<CirclePageRow[] | null>) | null {
  const statement = wholeCircleStatement({ withCategory: circle.categoryId !== null, limit, upTo });
  return primeFirstPage(ctx, filter, async () => withTotalTakenOff(await statement(ctx.db, cityCircleValues(circle))));
}

// One statement per circle's shape and page size (at most 2 × PUBLIC_MAX_LIMIT, and the tests' own upTo).
const wholeCircleStatement = reusableStatementsByShape(
  (shape: WholeCircleShape) => `${shape.withCategory}:${shape.limit}:${shape.upTo}`,
  ({ withCategory, limit, upTo }) =>
    (db, value: Slots<CityCircleValues>) => {
      const clauses = cityCircleClauses(value, withCategory);
      // The total as a window over the circle's businesses (see rankedMatches in first-search-page.ts).
      const page = sql<{ id: number; closed_rank: number; chord: number; total: string }>`(
        WITH inside AS MATERIALIZED (
          SELECT b.id, b.closed_rank, ${nearestTo(value("centre"))} AS chord FROM businesses b
          WHERE ${sql.join(clauses, sql` AND `)} LIMIT ${sql.lit(upTo + 1)}
        )
        SELECT * FROM (SELECT i.*, count(*) OVER () AS total FROM inside i) m
        WHERE m.total <= ${sql.lit(upTo)}
        ORDER BY m.closed_rank, m.chord, m.id LIMIT ${sql.lit(limit)}
      )`;
      return selectBusinessList(db)
        .modifyFront(preparedMark())
        .innerJoin(page.as("page"), "page.id", "b.id")
        .select([distanceKmFrom(value("lat"), value("lng")).as("distance_km"), "page.total"])
        .orderBy("page.closed_rank")
        .orderBy("page.chord")
        .orderBy("b.id")
        .compile() as CompiledQuery<CirclePageRow & { total: string }>;
    },
);
