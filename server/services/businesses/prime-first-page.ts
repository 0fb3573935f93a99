import type { AppContext } from "../../context";
import type { BusinessFilter } from "./business-filter";
import { countAnew, countCacheKey } from "./count-businesses";

/** A list's first page read in the same statement as its total. */
export interface FirstPageWithTotal<Row> {
  total: number;
  rows: Row[];
}

/**
 * Starts `read`, one statement giving a list's total and first page, for a list no process
 * has counted yet, so that it is not counted by one statement and paged by another.
 *
 * The total primes the count cache, so the list's settling (and the map, and the next pages)
 * read it from there; the page's rows come from the function returned, to be called where
 * the page is kept (so a write clearing the cache after that drops it as any kept page).
 * Null, and the list is counted and paged as any list, when the count was already kept. The
 * function gives null, and the page is read as any list's, when `read` gave null (the
 * statement found too much to read whole, or no row for the page) or when the cache was
 * cleared since it began: its rows may predate that write. When `read` gives null, the
 * count waits for it and then counts as usual.
 */
export function primeFirstPage<Row>(
  ctx: AppContext,
  filter: BusinessFilter,
  read: () => Promise<FirstPageWithTotal<Row> | null>,
): (() => Promise<Row[] | null>) | null {
  const [countKey, ttl] = countCacheKey(filter);
  if (ctx.cache.has(countKey)) return null;
  const generation = ctx.cache.generation;
  const reading = read();
  void ctx.cache.getOrSet(countKey, ttl, async () => (await reading)?.total ?? countAnew(ctx, filter));
  // Whoever reads the page sees a failure; a request that fails before reading it leaves no unhandled rejection.
  reading.catch(() => undefined);
  return async () => {
    const found = await reading;
    return found && ctx.cache.generation === generation ? found.rows : null;
  };
}

/** The statement's rows as a first page: each carries the total, which is taken off. */
export function withTotalTakenOff<Row extends { total: string | number }>(rows: Row[]): FirstPageWithTotal<Omit<Row, "total">> | null {
  if (rows.length === 0) return null;
  return { total: Number(rows[0]!.total), rows: rows.map(({ total: _total, ...row }) => row) };
}
