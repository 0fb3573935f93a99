import { sql, type SqlBool } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../server/context";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { withinRadius } from "../../server/services/businesses/list-filter-clauses";
import { nearestFirst } from "../../server/services/businesses/earth-points";
import { walkedPage } from "../../server/services/businesses/nearest-page";
import { ReadCache } from "../../server/services/cache";
import { startTestApp, type TestApp } from "./support/test-app";

// Distance search (`near`, `radius`, `sortBy=distance`) against a brute-force great-circle
// computation in JavaScript over the same rows.
class Rollback extends Error {}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface Place {
  name: string;
  latitude: number;
  longitude: number;
  categoryId?: number;
  status?: string;
  rating?: string;
  reviews?: number;
}

/** Runs `check` with these businesses added, in a transaction rolled back afterwards. */
async function withPlaces(places: Place[], check: (ctx: AppContext) => Promise<void>): Promise<void> {
  await app.ctx.db
    .transaction()
    .execute(async (trx) => {
      for (const [index, place] of places.entries()) {
        await trx
          .insertInto("businesses")
          .values({
            name: place.name,
            slug: `near-test-${index}`,
            latitude: place.latitude,
            longitude: place.longitude,
            business_status: place.status ?? "OPERATIONAL",
            rating: place.rating ?? null,
            review_count: place.reviews ?? 0,
            category_id: place.categoryId ?? null,
          })
          .execute();
      }
      await check({ ...app.ctx, db: trx, cache: new ReadCache() });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

const list = (ctx: AppContext, query: Record<string, unknown>) => listBusinesses(ctx, businessListQuerySchema.parse(query));

/** A deterministic scatter of points around (lat, lng), up to `spreadDeg` away in each direction. */
function scatter(lat: number, lng: number, spreadDeg: number, count: number): Place[] {
  let state = 7;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => ({
    name: `Scatter ${i}`,
    latitude: lat + (next() * 2 - 1) * spreadDeg,
    longitude: lng + (next() * 2 - 1) * spreadDeg,
    status: i % 17 === 0 ? "CLOSED_PERMANENTLY" : "OPERATIONAL",
    rating: i % 5 === 0 ? undefined : ((i * 7) % 50 / 10).toFixed(1),
    reviews: i % 13,
  }));
}

/** Every page of a query, `limit` at a time. */
async function allPages(ctx: AppContext, query: Record<string, unknown>, limit: number) {
  const rows = [];
  for (let offset = 0; ; offset += limit) {
    const page = await list(ctx, { ...query, limit, offset });
    rows.push(...page.businesses);
    if (page.businesses.length < limit) return { rows, total: page.total };
  }
}

/**
 * The brute-force answer: every business with coordinates within the radius (in the category,
 * when one is given), open before permanently closed, nearest first, then id.
 */
async function bruteForce(ctx: AppContext, lat: number, lng: number, radiusKm: number, categoryId?: number) {
  const rows = await ctx.db.selectFrom("businesses").select(["id", "latitude", "longitude", "closed_rank", "category_id"]).execute();
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .filter((row) => categoryId === undefined || row.category_id === categoryId)
    .map((row) => ({ id: row.id, closedRank: row.closed_rank, km: haversineKm(lat, lng, row.latitude!, row.longitude!) }))
    .filter((row) => row.km <= radiusKm)
    .sort((a, b) => a.closedRank - b.closedRank || a.km - b.km || a.id - b.id);
}

describe("distance search", () => {
  it("finds the same businesses in the same order at the same distances as a brute-force computation", async () => {
    await withPlaces(scatter(41.0, 29.0, 0.4, 240), async (ctx) => {
      for (const radius of [5, 17.5, 40]) {
        const expected = await bruteForce(ctx, 41.01, 28.98, radius);
        expect(expected.length, `radius ${radius}`).toBeGreaterThanOrEqual(5);
        const { rows, total } = await allPages(ctx, { near: "41.01,28.98", radius, sortBy: "distance" }, 25);
        expect(total).toBe(expected.length);
        expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        rows.forEach((row, i) => expect(Math.abs(row.distanceKm! - expected[i]!.km)).toBeLessThan(0.01));
      }
    });
  });

  it("reads each call's own point and category on a first page and a total whose statements are built once", async () => {
    // Near alone and near plus a category build their first page's statement and their count once
    // per process: every later call must still walk and count from its own point, in its own category.
    const categories = await app.ctx.db.selectFrom("categories").select(["id", "slug"]).orderBy("id").limit(2).execute();
    expect(categories).toHaveLength(2);
    const places = scatter(41.0, 29.0, 0.3, 200).map((place, i) => ({ ...place, categoryId: categories[i % 3]?.id }));
    await withPlaces(places, async (ctx) => {
      const points: [number, number][] = [[41.01, 28.98], [40.9, 29.1], [41.2, 28.8], [41.05, 29.05]];
      for (const [lat, lng] of points) {
        for (const category of [undefined, ...categories]) {
          for (const limit of [5, 12]) {
            const all = await bruteForce(ctx, lat, lng, 10, category?.id);
            const expected = all.slice(0, limit);
            expect(expected.length, `${lat},${lng} ${category?.slug ?? "any"}`).toBeGreaterThan(0);
            const query = { near: `${lat},${lng}`, radius: 10, sortBy: "distance", limit, ...(category ? { category: category.slug } : {}) };
            const page = await list(ctx, query);
            expect(page.total).toBe(all.length);
            expect(page.businesses.map((row) => row.id), `${lat},${lng} ${category?.slug ?? "any"} ${limit}`).toEqual(expected.map((row) => row.id));
            page.businesses.forEach((row, i) => expect(Math.abs(row.distanceKm! - expected[i]!.km)).toBeLessThan(0.01));
          }
        }
      }
    });
  });

  it("keeps the default order with near and no sortBy, but only within the radius", async () => {
    await withPlaces(scatter(41.0, 29.0, 0.4, 120), async (ctx) => {
      const expected = await bruteForce(ctx, 41.0, 29.0, 12);
      const near = await allPages(ctx, { near: "41,29", radius: 12 }, 100);
      expect(new Set(near.rows.map((row) => row.id))).toEqual(new Set(expected.map((row) => row.id)));
      expect(near.total).toBe(expected.length);
      // The default order: best rated (unrated last), most reviewed, then id; permanently closed last.
      const rank = (row: (typeof near.rows)[number]) => [
        row.businessStatus === "CLOSED_PERMANENTLY" ? 1 : 0,
        row.rating === null ? 1 : 0,
        -Number(row.rating ?? 0),
        -row.reviewCount,
        row.id,
      ];
      const byRank = (a: (typeof near.rows)[number], b: (typeof near.rows)[number]) => {
        const [x, y] = [rank(a), rank(b)];
        return x.map((value, i) => value - y[i]!).find((diff) => diff !== 0) ?? 0;
      };
      expect(near.rows.map((row) => row.id)).toEqual([...near.rows].sort(byRank).map((row) => row.id));
      expect(near.rows.every((row) => typeof row.distanceKm === "number" && row.distanceKm <= 12)).toBe(true);
    });
  });

  it("includes a business just inside the radius and leaves out one just outside", async () => {
    const north = (km: number) => 10 + km / KM_PER_DEGREE;
    await withPlaces(
      [
        { name: "Just inside", latitude: north(9.99), longitude: 20 },
        { name: "Just outside", latitude: north(10.01), longitude: 20 },
        { name: "East inside", latitude: 10, longitude: 20 + 9.5 / (KM_PER_DEGREE * Math.cos((10 * Math.PI) / 180)) },
      ],
      async (ctx) => {
        const page = await list(ctx, { near: "10,20", sortBy: "distance" });
        expect(page.businesses.map((b) => b.name)).toEqual(["East inside", "Just inside"]);
        expect(page.total).toBe(2);
        expect(page.businesses.find((b) => b.name === "Just inside")!.distanceKm).toBeCloseTo(9.99, 2);
        expect((await list(ctx, { near: "10,20", radius: 10.02 })).total).toBe(3);
      },
    );
  });

  it("finds businesses across the antimeridian and across a pole", async () => {
    await withPlaces(
      [
        { name: "West of the line", latitude: 0, longitude: 179.9 },
        { name: "East of the line", latitude: 0, longitude: -179.9 },
        { name: "Farther east", latitude: 0, longitude: -179.5 },
        { name: "Over the pole", latitude: 89.95, longitude: -170 },
        { name: "Near the pole", latitude: 89.9, longitude: 10 },
      ],
      async (ctx) => {
        const fromWest = await list(ctx, { near: "0,179.95", radius: 20, sortBy: "distance" });
        expect(fromWest.businesses.map((b) => b.name)).toEqual(["West of the line", "East of the line"]);
        expect(fromWest.businesses[1]!.distanceKm).toBeCloseTo(haversineKm(0, 179.95, 0, -179.9), 2);
        const fromEast = await list(ctx, { near: "0,-179.99", radius: 15, sortBy: "distance" });
        expect(fromEast.businesses.map((b) => b.name)).toEqual(["East of the line", "West of the line"]);
        const pole = await list(ctx, { near: "89.92,10", radius: 30, sortBy: "distance" });
        expect(pole.businesses.map((b) => b.name)).toEqual(["Near the pole", "Over the pole"]);
        for (const [near, radius] of [["0,179.95", 20], ["0,-179.99", 15], ["89.92,10", 30]] as const) {
          const [lat, lng] = near.split(",").map(Number) as [number, number];
          const expected = await bruteForce(ctx, lat, lng, radius);
          const found = await list(ctx, { near, radius, sortBy: "distance", limit: 100 });
          expect(found.businesses.map((b) => b.id)).toEqual(expected.map((row) => row.id));
        }
      },
    );
  });

  it("combines with search, category, city and country, and answers over HTTP", async () => {
    // Istanbul's fixtures lie within 3 km of its centre; Night Owl Bar is about 2.8 km away.
    const res = await app.get("/api/businesses?near=41.0082,28.9784&radius=2&sortBy=distance");
    expect(res.status).toBe(200);
    const page = (await res.json()) as { businesses: Array<{ name: string; distanceKm: number }>; total: number };
    expect(page.total).toBe(4);
    expect(page.businesses[0]!.name).toBe("Mario's Pizzeria");
    expect(page.businesses.map((b) => b.distanceKm)).toEqual([...page.businesses.map((b) => b.distanceKm)].sort((a, b) => a - b));
    const ctx = { ...app.ctx, cache: new ReadCache() };
    expect((await list(ctx, { near: "41.0082,28.9784", radius: 5, category: "restaurant" })).businesses.map((b) => b.name).sort())
      .toEqual(["Bosphorus Fish Restaurant", "Night Owl Bar"]);
    expect((await list(ctx, { near: "41.0082,28.9784", radius: 5, search: "pizza" })).businesses.map((b) => b.name)).toEqual(["Mario's Pizzeria"]);
    expect((await list(ctx, { near: "41.0082,28.9784", radius: 5, city: "istanbul", countryCode: "TR" })).total).toBe(5);
    expect((await list(ctx, { near: "41.0082,28.9784", radius: 5, countryCode: "US" })).total).toBe(0);
    // Without near, no distance.
    expect((await list(ctx, { city: "istanbul" })).businesses[0]).not.toHaveProperty("distanceKm");
  });

  it("pages through businesses that share their coordinates by id, whatever the page size", async () => {
    // Shops of one mall share its coordinates: ties at a page's edge must not repeat or drop a shop.
    const mall = (name: string, count: number, latitude: number, longitude: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `${name} ${i}`, latitude, longitude, rating: "4.0" }));
    const places = [
      ...mall("Mall A", 7, 41.02, 28.99),
      ...mall("Mall B", 5, 41.03, 28.97),
      ...scatter(41.0, 29.0, 0.05, 20),
      ...mall("Mall C", 4, 41.01, 28.98),
    ];
    await withPlaces(places, async (ctx) => {
      const expected = (await bruteForce(ctx, 41.01, 28.98, 8)).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(30);
      for (const limit of [1, 3, 4, 5, 7, 12]) {
        const { rows, total } = await allPages(ctx, { near: "41.01,28.98", radius: 8, sortBy: "distance" }, limit);
        expect(rows.map((row) => row.id), `limit ${limit}`).toEqual(expected);
        expect(total).toBe(expected.length);
      }
      // Farthest first is the reverse order (permanently closed still last).
      const closed = new Set((await bruteForce(ctx, 41.01, 28.98, 8)).filter((row) => row.closedRank === 1).map((row) => row.id));
      const farthest = await allPages(ctx, { near: "41.01,28.98", radius: 8, sortBy: "distance", sortOrder: "desc" }, 5);
      const open = expected.filter((id) => !closed.has(id)).reverse();
      expect(farthest.rows.map((row) => row.id)).toEqual([...open, ...expected.filter((id) => closed.has(id)).reverse()]);
    });
  });

  it("walks the earth-point index nearest first for a page sorted by distance, not a sort of the radius", async () => {
    const near = { lat: 41, lng: 29, radiusKm: 5 };
    const plan = await app.ctx.db.transaction().execute(async (trx) => {
      // The fixture table is small enough to scan; the question is whether the index can give the order.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      const clauses = [withinRadius(near), sql<SqlBool>`b.closed_rank = 0`];
      const { rows } = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT * FROM ${walkedPage(nearestFirst(near.lat, near.lng), clauses, 0, 12)} page`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    // The walk's own subtree: the lines under "CTE walked", indented deeper than it.
    const lines = plan.split("\n");
    const start = lines.findIndex((line) => line.includes("CTE walked"));
    const indent = (line: string) => line.search(/\S/);
    const end = lines.findIndex((line, i) => i > start && indent(line) <= indent(lines[start]!));
    const walk = lines.slice(start, end === -1 ? undefined : end).join("\n");
    expect(walk).toMatch(/Index (Only )?Scan using businesses_earth_point_idx[\s\S]*Order By:/);
    expect(walk).not.toContain("Sort");
  });

  it.each([
    ["a city-sized circle", { lat: 41, lng: 29, radiusKm: 5 }],
    ["a wide circle", { lat: 41, lng: 29, radiusKm: 200 }],
    ["a circle across the antimeridian", { lat: 0, lng: 179.95, radiusKm: 20 }],
    ["a circle over a pole", { lat: 89.9, lng: 10, radiusKm: 30 }],
  ])("counts within the radius (%s) from the earth-point index, not the whole table", async (_label, near) => {
    const plan = await app.ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return trx.selectFrom("businesses as b").select(sql`count(*)`.as("n")).where(withinRadius(near)).explain();
    });
    const text = plan.map((row) => String(row["QUERY PLAN"])).join("\n");
    expect(text).toContain("businesses_earth_point_idx");
    expect(text).not.toContain("Seq Scan");
  });
});
