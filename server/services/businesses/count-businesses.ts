import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatementsByShape, type Slots } from "../../db/reusable-statement";
import { MINUTE, type CacheShelf } from "../cache";
import { whereClauses, type BusinessFilter } from "./business-filter";
import { cityCircleClauses, cityCircleOf, cityCircleValues, type CityCircle, type CityCircleValues } from "./city-circle";
import { filterCacheKey } from "./filter-cache-key";
import { isOneWord } from "./search-terms";

/** The total of all businesses is kept this long at most; a write clears it sooner. */
const COUNT_TTL = 5 * MINUTE;

const COUNT_KEY = "count";

/**
 * Totals of lists and searches, on a shelf of their own in each process's cache: each is a
 * number under a key of a few hundred bytes, and a crawler's thousands of different searches
 * then push out only other totals, never the settings, categories and codes every page reads.
 */
export const COUNT_SHELF: CacheShelf = { prefix: `${COUNT_KEY}:`, maxEntries: 5000 };

/**
 * Total for a list. Counting a million rows on every page view is the slow
 * part of a directory, so single-facet lists read the businessCount the
 * triggers keep exact, one-word searches the count kept for that word, and
 * everything else is counted once and cached until the next write clears the cache.
 */
export async function countBusinesses(ctx: AppContext, filter: BusinessFilter): Promise<number> {
  return ctx.cache.getOrSet(...countCacheKey(filter), () => countAnew(ctx, filter));
}

/** A list's total looked up or counted now, not taken from the cache (countBusinesses keeps it). */
export async function countAnew(ctx: AppContext, filter: BusinessFilter): Promise<number> {
  const { terms, categoryId, cityIds, countryCode } = filter;
  if (!totalIsKept(filter)) {
    const circle = cityCircleOf(filter);
    return circle ? countCityCircle(ctx, circle) : countMatching(ctx, filter);
  }
  if (terms) return (await countOneWord(ctx, terms.words)) ?? countMatching(ctx, filter);
  if (categoryId !== null) return sumCounts(ctx, sql`SELECT business_count AS n FROM categories WHERE id = ${categoryId}`);
  if (cityIds) return sumCounts(ctx, sql`SELECT business_count AS n FROM cities WHERE id = ANY(${cityIds}::int[])`);
  if (countryCode !== null) return sumCounts(ctx, sql`SELECT business_count AS n FROM countries WHERE code = ${countryCode}`);
  return countAllBusinesses(ctx);
}

/** Where a list's total is kept in each process's cache. */
export function countCacheKey(filter: BusinessFilter): [key: string, ttlMs: number] {
  return filterCacheKey(COUNT_KEY, filter);
}

/**
 * Whether the catalogue keeps this list's total (all businesses, a whole category, city or
 * country, or one search word's matches), so it is looked up rather than counted. A narrower
 * list is counted.
 */
export function totalIsKept(filter: BusinessFilter): boolean {
  const { terms, categoryId, cityIds, countryCode } = filter;
  const facets = [categoryId !== null, cityIds !== null, countryCode !== null].filter(Boolean).length;
  const filtered = filter.near !== null || filter.minRating !== null || filter.priceRanges !== null ||
    filter.features !== null || filter.openNow !== null;
  if (filtered) return false;
  if (terms) return isOneWord(terms) && filter.match === "words" && facets === 0;
  return facets <= 1;
}

/** The list's businesses (those of them that also pass `also`), counted. */
export async function countMatching(ctx: Pick<AppContext, "db">, filter: BusinessFilter, also: Expression<SqlBool>[] = []): Promise<number> {
  const row = await ctx.db
    .selectFrom("businesses as b")
    .select(sql<string>`count(*)`.as("n"))
    .where((eb) => eb.and([...whereClauses(filter), ...also]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// One count per circle's shape: with or without a category.
const circleCount = reusableStatementsByShape(
  (withCategory: boolean) => String(withCategory),
  (withCategory) => (db, value: Slots<CityCircleValues>) =>
    db
      .selectFrom("businesses as b")
      .modifyFront(preparedMark())
      .select(sql<string>`count(*)`.as("n"))
      .where((eb) => eb.and(cityCircleClauses(value, withCategory)))
      .compile(),
);

/** A CityCircle's businesses, counted by a statement built once (see CityCircle), from the earth-point index alone. */
async function countCityCircle(ctx: AppContext, circle: CityCircle): Promise<number> {
  const [row] = await circleCount(circle.categoryId !== null)(ctx.db, cityCircleValues(circle));
  return Number(row?.n ?? 0);
}

/**
 * The businesses a one-word search finds, from the counts the catalogue's triggers keep per
 * search word (migration 022); null when the word is not exactly one word of the search
 * documents (a word the text search ignores), which is then counted.
 */
async function countOneWord(ctx: AppContext, word: string): Promise<number | null> {
  const { rows } = await sql<{ n: number | null }>`
    SELECT CASE WHEN cardinality(l.words) = 1 THEN
             (SELECT coalesce(sum(w.businesses), 0)::int FROM search_word_counts w WHERE w.word = l.words[1])
           END AS n
      FROM (SELECT tsvector_to_array(to_tsvector('locus', ${word})) AS words) l`.execute(ctx.db);
  return rows[0]?.n ?? null;
}

/** Permanently closed businesses in a list: for a category, city or country, the few entries of the closed_rank = 1 range of its index. */
export function countPermanentlyClosed(ctx: AppContext, filter: BusinessFilter): Promise<number> {
  // A closed business is never open now.
  if (filter.openNow) return Promise.resolve(0);
  return ctx.cache.getOrSet(...filterCacheKey(`${COUNT_KEY}:closed`, filter), () =>
    countMatching(ctx, filter, [sql<SqlBool>`b.closed_rank = 1`]),
  );
}

/** Every business: the count the catalogue's triggers keep (migration 021). */
export function countAllBusinesses(ctx: AppContext): Promise<number> {
  return ctx.cache.getOrSet(`${COUNT_KEY}:all`, COUNT_TTL, async () => {
    const { rows } = await sql<{ n: string }>`SELECT coalesce(sum(businesses), 0) AS n FROM business_totals`.execute(ctx.db);
    return Number(rows[0]!.n);
  });
}

async function sumCounts(ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> {
  const result = await sql<{ n: number }>`SELECT coalesce(sum(n), 0)::int AS n FROM (${query}) counts`.execute(ctx.db);
  return result.rows[0]?.n ?? 0;
}
