import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { whereClauses, type BusinessFilter } from "./business-filter";
import { selectBusinessList, type BusinessListRow } from "./business-select";
import { totalIsKept } from "./count-businesses";
import { orderItem, type OrderKey } from "./ordered-page";
import { primeFirstPage, withTotalTakenOff } from "./prime-first-page";

/** The first page's order (a search's relevance order), its size, and the most matches a search ranks. */
export interface FirstPageShape {
  order: readonly OrderKey[];
  limit: number;
  excludeIds: readonly number[];
  rankUpTo: number;
}

/** A list row, with no distance (a search's first page is not a distance search). */
type FirstPageRow = BusinessListRow & { distance_km: null };

/**
 * The first page of a search no process has counted yet, with its total, read in one
 * statement (primeFirstPage).
 *
 * Counted first and paged after, such a search reads every match's row twice: counting fetches
 * each row (the text index cannot confirm a match alone) and ranking fetches them again, in two
 * more round trips. Here the matches, up to `rankUpTo` + 1 of them, are read once into the
 * statement's memory with their order keys, counted there, and the page is cut from them; the
 * list's columns are joined to the page's rows alone. Permanently closed businesses come last,
 * as readClosedLast puts them; `excludeIds` are left out of the rows, not of the total.
 *
 * Null when the catalogue keeps the count (one word) or it is kept already; the page is read as
 * any list's when the statement found more matches than are ranked or no row for the page
 * (nothing matched, or all left out).
 */
export function primeFirstSearchPage(
  ctx: AppContext,
  filter: BusinessFilter,
  page: FirstPageShape,
): (() => Promise<FirstPageRow[] | null>) | null {
  if (!filter.terms || totalIsKept(filter)) return null;
  return primeFirstPage(ctx, filter, () => readFirstSearchPage(ctx, filter, page));
}

async function readFirstSearchPage(ctx: AppContext, filter: BusinessFilter, page: FirstPageShape) {
  let query = selectBusinessList(ctx.db)
    .innerJoin(rankedMatches(whereClauses(filter), page).as("page"), "page.id", "b.id")
    .select(["page.total", sql<null>`NULL::float8`.as("distance_km")])
    .orderBy(sql`page.closed_rank`);
  for (const [index, key] of page.order.entries()) query = query.orderBy(orderItem(sql.ref(`page.k${index}`), key));
  return withTotalTakenOff(await query.execute());
}

/**
 * The page's ids, closed_rank and order keys, each with the search's total: empty when more
 * than `rankUpTo` match. The order's last key is the id, so the page is the same on every run.
 */
function rankedMatches(clauses: readonly Expression<SqlBool>[], page: FirstPageShape) {
  const { order, limit, excludeIds, rankUpTo } = page;
  const keys = order.map((key, index) => sql`${key.value} AS ${sql.ref(`k${index}`)}`);
  const orderItems = order.map((key, index) => orderItem(sql.ref(`m.k${index}`), key));
  const leftOut = excludeIds.length ? sql`AND m.id <> ALL(${[...excludeIds]}::int[])` : sql``;
  // The total as a window over the matches, not a join with their count: PostgreSQL guesses a
  // search's matches at one row and would then count them again for each match.
  return sql<{ id: number; closed_rank: number; total: string }>`(
    WITH matched AS MATERIALIZED (
      SELECT b.id, b.closed_rank, ${sql.join(keys)} FROM businesses b
      WHERE ${sql.join(clauses, sql` AND `)} LIMIT ${sql.lit(rankUpTo + 1)}
    )
    SELECT * FROM (SELECT m.*, count(*) OVER () AS total FROM matched m) m
    WHERE m.total <= ${sql.lit(rankUpTo)} ${leftOut}
    ORDER BY m.closed_rank, ${sql.join(orderItems)} LIMIT ${sql.lit(limit)}
  )`;
}
