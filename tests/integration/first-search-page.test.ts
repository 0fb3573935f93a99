import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../server/context";
import { resolveFilter } from "../../server/services/businesses/business-filter";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { countBusinesses, countCacheKey } from "../../server/services/businesses/count-businesses";
import { primeFirstSearchPage } from "../../server/services/businesses/first-search-page";
import { listBusinesses, RANK_ALL_MATCHES_UP_TO } from "../../server/services/businesses/list-businesses";
import { orderKey } from "../../server/services/businesses/ordered-page";
import { ReadCache } from "../../server/services/cache";
import { rolledBack } from "./support/rolled-back";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Runs `check` with a context whose writes are rolled back, so the other test files keep the fixtures. */
const inTransaction = (check: (ctx: AppContext) => Promise<void>) => rolledBack(app.ctx, check);

const withCache = (ctx: AppContext): AppContext => ({ ...ctx, cache: new ReadCache() });

/** Searches of several words (every fixture lies at "1 Main Street": ties, ordered by rating, reviews, id). */
const SEARCHES = [
  { search: "main street" },
  { search: "main street", limit: "5" },
  { search: "street pizzeria" },
  { search: "main street", minRating: "4" },
  { search: "main street", city: "istanbul" },
  { search: "main street", category: "restaurant" },
];

async function idsOf(ctx: AppContext, names: string[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM businesses WHERE name = ANY(${names}::text[]) ORDER BY id`.execute(ctx.db);
  return rows.map((row) => row.id);
}

describe("a search's first page, read with its total", () => {
  it("equals the page read after counting, permanently closed businesses last, left-out ones left out", async () => {
    await inTransaction(async (ctx) => {
      // A match of most searches above, rated in the middle of them, so "last" means something.
      await sql`UPDATE businesses SET business_status = 'CLOSED_PERMANENTLY' WHERE name = 'Bosphorus Fish Restaurant'`.execute(ctx.db);
      const leftOut = await idsOf(ctx, ["Mario's Pizzeria", "Grand Hotel Istanbul"]);
      for (const search of SEARCHES) {
        for (const excludeIds of [[], leftOut]) {
          const query = businessListQuerySchema.parse(search);
          const now = new Date();
          const first = await listBusinesses(withCache(ctx), query, { excludeIds, now });
          // Counted beforehand, the search is read as any list is.
          const counted = withCache(ctx);
          await countBusinesses(counted, (await resolveFilter(counted, query, now))!);
          const apart = await listBusinesses(counted, query, { excludeIds, now });
          expect(first, JSON.stringify({ search, excludeIds })).toEqual(apart);
          expect(first.total, JSON.stringify(search)).toBeGreaterThan(0);
        }
      }
      const all = await listBusinesses(withCache(ctx), businessListQuerySchema.parse({ search: "main street" }));
      expect(all.businesses.at(-1)?.name).toBe("Bosphorus Fish Restaurant");
    });
  });

  it("keeps its total for the next pages, the map and the count", async () => {
    const ctx = withCache(app.ctx);
    const filter = (await resolveFilter(ctx, businessListQuerySchema.parse({ search: "main street" })))!;
    const order = [orderKey(sql`b.rating`, "DESC", "LAST"), orderKey(sql`b.id`)];
    const read = primeFirstSearchPage(ctx, filter, { order, limit: 5, excludeIds: [], rankUpTo: RANK_ALL_MATCHES_UP_TO });
    expect(read).not.toBeNull();
    expect(ctx.cache.has(countCacheKey(filter)[0])).toBe(true);
    const rows = (await read!())!;
    expect(rows).toHaveLength(5);
    const { rows: expected } = await sql<{ id: number }>`
      SELECT id FROM businesses WHERE search_vector @@ to_tsquery('locus', 'main & street')
      ORDER BY closed_rank, rating DESC NULLS LAST, id LIMIT 5`.execute(app.ctx.db);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const { rows: counted } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM businesses WHERE search_vector @@ to_tsquery('locus', 'main & street')`.execute(app.ctx.db);
    expect(await countBusinesses(ctx, filter)).toBe(counted[0]!.n);
    // Counted once: a second first page finds the total kept and is read as any list.
    expect(primeFirstSearchPage(ctx, filter, { order, limit: 5, excludeIds: [], rankUpTo: RANK_ALL_MATCHES_UP_TO })).toBeNull();
  });

  it("leaves more matches than are ranked, and a page with no row, to the usual count", async () => {
    const filter = (await resolveFilter(app.ctx, businessListQuerySchema.parse({ search: "main street" })))!;
    const order = [orderKey(sql`b.id`)];
    const total = await countBusinesses(withCache(app.ctx), filter);
    expect(total).toBeGreaterThan(3);

    const tooMany = withCache(app.ctx);
    expect(await primeFirstSearchPage(tooMany, filter, { order, limit: 5, excludeIds: [], rankUpTo: 3 })!()).toBeNull();
    expect(await countBusinesses(tooMany, filter)).toBe(total);

    const everyMatch = (await listBusinesses(withCache(app.ctx), businessListQuerySchema.parse({ search: "main street", limit: "100" })))
      .businesses.map((business) => business.id);
    const allLeftOut = withCache(app.ctx);
    expect(await primeFirstSearchPage(allLeftOut, filter, { order, limit: 5, excludeIds: everyMatch, rankUpTo: 5000 })!()).toBeNull();
    expect(await countBusinesses(allLeftOut, filter)).toBe(total);
  });

  it("gives up its rows when the cache is cleared while it reads them, as a write does", async () => {
    const ctx = withCache(app.ctx);
    const filter = (await resolveFilter(ctx, businessListQuerySchema.parse({ search: "main street" })))!;
    const shape = { order: [orderKey(sql`b.id`)], limit: 5, excludeIds: [], rankUpTo: 5000 };
    const read = primeFirstSearchPage(ctx, filter, shape)!;
    await ctx.cache.clear();
    expect(await read()).toBeNull();
    // Not cleared meanwhile, the same read gives its rows.
    expect(await primeFirstSearchPage(withCache(app.ctx), filter, shape)!()).toHaveLength(5);
  });

  it("is not used where the total is kept by the catalogue: one word", async () => {
    const filter = (await resolveFilter(app.ctx, businessListQuerySchema.parse({ search: "pizzeria" })))!;
    expect(primeFirstSearchPage(withCache(app.ctx), filter, { order: [orderKey(sql`b.id`)], limit: 5, excludeIds: [], rankUpTo: 5000 })).toBeNull();
  });
});
