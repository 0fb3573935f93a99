import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../server/context";
import { resolveFilter } from "../../server/services/businesses/business-filter";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { cityCircleOf } from "../../server/services/businesses/city-circle";
import { countBusinesses, countCacheKey } from "../../server/services/businesses/count-businesses";
import { primeFirstCirclePage } from "../../server/services/businesses/first-circle-page";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { ReadCache } from "../../server/services/cache";
import { rolledBack } from "./support/rolled-back";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const withCache = (ctx: AppContext): AppContext => ({ ...ctx, cache: new ReadCache() });

/** Far from the fixtures (Istanbul, Paris ...): only the businesses added here lie in these circles. */
const CENTRE = { lat: -33.9, lng: 18.4 };

/**
 * Businesses around CENTRE: a scatter, some permanently closed, some in a category, and shops
 * that share a mall's coordinates (ties at the page's edge).
 */
async function addPlaces(ctx: AppContext, categoryId: number): Promise<void> {
  let state = 11;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const places = Array.from({ length: 60 }, () => ({
    latitude: CENTRE.lat + (next() * 2 - 1) * 0.05,
    longitude: CENTRE.lng + (next() * 2 - 1) * 0.05,
  }));
  for (let i = 0; i < 6; i++) places.push({ latitude: CENTRE.lat + 0.001, longitude: CENTRE.lng + 0.001 });
  for (const [index, place] of places.entries()) {
    await ctx.db
      .insertInto("businesses")
      .values({
        name: `Circle place ${index}`,
        slug: `circle-place-${index}`,
        ...place,
        business_status: index % 9 === 0 ? "CLOSED_PERMANENTLY" : "OPERATIONAL",
        category_id: index % 3 === 0 ? categoryId : null,
      })
      .execute();
  }
}

const nearQuery = (extra: Record<string, unknown> = {}) =>
  businessListQuerySchema.parse({ near: `${CENTRE.lat},${CENTRE.lng}`, radius: 5, sortBy: "distance", ...extra });

async function restaurantSlug(ctx: AppContext): Promise<{ id: number; slug: string }> {
  return ctx.db.selectFrom("categories").select(["id", "slug"]).orderBy("id").limit(1).executeTakeFirstOrThrow();
}

describe("a city-sized circle's first page, read with its total", () => {
  it("equals the page walked after counting, permanently closed businesses last, in a category or not", async () => {
    await rolledBack(app.ctx, async (ctx) => {
      const category = await restaurantSlug(ctx);
      await addPlaces(ctx, category.id);
      for (const extra of [{}, { category: category.slug }]) {
        for (const limit of [1, 5, 12, 50]) {
          const query = nearQuery({ ...extra, limit });
          const now = new Date();
          const first = await listBusinesses(withCache(ctx), query, { now });
          // Counted beforehand, the first page is walked nearest first.
          const counted = withCache(ctx);
          await countBusinesses(counted, (await resolveFilter(counted, query, now))!);
          const walked = await listBusinesses(counted, query, { now });
          expect(first, JSON.stringify({ extra, limit })).toEqual(walked);
          expect(first.businesses.length).toBeGreaterThan(0);
        }
      }
      // Every open business within the radius comes before the closed ones.
      const all = await listBusinesses(withCache(ctx), nearQuery({ limit: 100 }));
      const statuses = all.businesses.map((business) => business.businessStatus === "CLOSED_PERMANENTLY");
      expect(statuses.indexOf(true)).toBeGreaterThan(0);
      expect(statuses.slice(statuses.indexOf(true)).every(Boolean)).toBe(true);
    });
  });

  it("keeps its total for the next pages and the count, and is read so once", async () => {
    await rolledBack(app.ctx, async (ctx) => {
      const category = await restaurantSlug(ctx);
      await addPlaces(ctx, category.id);
      const filter = (await resolveFilter(ctx, nearQuery()))!;
      const circle = cityCircleOf(filter)!;
      expect(circle).not.toBeNull();
      const read = primeFirstCirclePage(ctx, filter, circle, 5);
      expect(read).not.toBeNull();
      expect(ctx.cache.has(countCacheKey(filter)[0])).toBe(true);
      const rows = (await read!())!;
      const { rows: expected } = await sql<{ id: number; n: number }>`
        SELECT id, count(*) OVER ()::int AS n FROM businesses b
        WHERE 6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(b.latitude - ${CENTRE.lat}) / 2), 2) +
              cos(radians(${CENTRE.lat})) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${CENTRE.lng}) / 2), 2)))) <= 5
        ORDER BY closed_rank, cube_distance(locus_earth_point(latitude, longitude), locus_earth_point(${CENTRE.lat}, ${CENTRE.lng})), id`.execute(ctx.db);
      expect(rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
      expect(await countBusinesses(ctx, filter)).toBe(expected[0]!.n);
      // Counted once: the next first page finds the total kept and is walked.
      expect(primeFirstCirclePage(ctx, filter, circle, 5)).toBeNull();
    });
  });

  it("leaves a circle holding more than it reads whole, or nothing, to the count and the walk", async () => {
    await rolledBack(app.ctx, async (ctx) => {
      const category = await restaurantSlug(ctx);
      await addPlaces(ctx, category.id);
      const filter = (await resolveFilter(ctx, nearQuery()))!;
      const total = await countBusinesses(withCache(ctx), filter);
      expect(total).toBeGreaterThan(3);
      const dense = withCache(ctx);
      expect(await primeFirstCirclePage(dense, filter, cityCircleOf(filter)!, 5, 3)!()).toBeNull();
      expect(await countBusinesses(dense, filter)).toBe(total);

      const empty = (await resolveFilter(ctx, businessListQuerySchema.parse({ near: "-60,-150", radius: 5, sortBy: "distance" })))!;
      const nothing = withCache(ctx);
      expect(await primeFirstCirclePage(nothing, empty, cityCircleOf(empty)!, 5)!()).toBeNull();
      expect(await countBusinesses(nothing, empty)).toBe(0);
    });
  });

  it("gives up its rows when the cache is cleared while it reads them, as a write does", async () => {
    await rolledBack(app.ctx, async (ctx) => {
      const category = await restaurantSlug(ctx);
      await addPlaces(ctx, category.id);
      const filter = (await resolveFilter(ctx, nearQuery()))!;
      const cleared = withCache(ctx);
      const read = primeFirstCirclePage(cleared, filter, cityCircleOf(filter)!, 5)!;
      await cleared.cache.clear();
      expect(await read()).toBeNull();
      expect(await primeFirstCirclePage(withCache(ctx), filter, cityCircleOf(filter)!, 5)!()).toHaveLength(5);
    });
  });
});
