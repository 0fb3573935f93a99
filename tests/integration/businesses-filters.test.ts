import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessPage } from "../../app/lib/business";
import type { AppContext } from "../../server/context";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { resolveFilter, whereClauses } from "../../server/services/businesses/business-filter";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { ReadCache } from "../../server/services/cache";
import { startTestApp, type TestApp } from "./support/test-app";

// The rating, price range and feature filters of the list, alone and combined with each
// other, with a distance search and with a category.
class Rollback extends Error {}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Shop {
  name: string;
  category: "Restaurant" | "Cafe";
  rating: string | null;
  price: string | null;
  about: object;
  /** km north of the point the distance searches start from */
  km: number;
  status?: string;
}

const ORIGIN = { lat: -40, lng: 100 };
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
const NEAR = `${ORIGIN.lat},${ORIGIN.lng}`;

const SHOPS: Shop[] = [
  { name: "Alpha Diner", category: "Restaurant", rating: "4.8", price: "$$", about: { "Service options": { Delivery: true, "Dine-in": true } }, km: 1 },
  { name: "Beta Bistro", category: "Restaurant", rating: "4.2", price: "$$$", about: { "Service options": { Delivery: false, "Dine-in": true }, Accessibility: { "Wheelchair accessible entrance": true } }, km: 2 },
  { name: "Gamma Grill", category: "Restaurant", rating: "3.5", price: "$", about: { "Service options": { Delivery: true }, Accessibility: { "Wheelchair accessible entrance": true } }, km: 3 },
  { name: "Delta Cafe", category: "Cafe", rating: "4.5", price: "$", about: { "Service options": { Delivery: true }, Accessibility: { "Wheelchair accessible entrance": true } }, km: 4 },
  { name: "Epsilon Cafe", category: "Cafe", rating: null, price: null, about: { Delivery: true, Other: { "Wi-Fi": "Free" } }, km: 5 },
  { name: "Zeta Restaurant", category: "Restaurant", rating: "4.9", price: "$$", about: { "Service options": { Delivery: true } }, km: 30 },
  { name: "Eta Closed", category: "Restaurant", rating: "5.0", price: "$$", about: { "Service options": { Delivery: true } }, km: 0.5, status: "CLOSED_PERMANENTLY" },
];

/** Runs `check` with the shops added, in a transaction rolled back afterwards. */
async function withShops(check: (ctx: AppContext) => Promise<void>): Promise<void> {
  await app.ctx.db
    .transaction()
    .execute(async (trx) => {
      const categories = await trx.selectFrom("categories").select(["id", "name"]).execute();
      for (const [index, shop] of SHOPS.entries()) {
        await trx
          .insertInto("businesses")
          .values({
            name: shop.name,
            slug: `filter-test-${index}`,
            category_id: categories.find((category) => category.name === shop.category)!.id,
            rating: shop.rating,
            price_range: shop.price,
            about: JSON.stringify(shop.about),
            latitude: ORIGIN.lat + shop.km / KM_PER_DEGREE,
            longitude: ORIGIN.lng,
            business_status: shop.status ?? "OPERATIONAL",
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

async function names(ctx: AppContext, query: Record<string, unknown>): Promise<string[]> {
  const page: BusinessPage = await listBusinesses(ctx, businessListQuerySchema.parse({ limit: 100, ...query }));
  expect(page.total).toBe(page.businesses.length);
  return page.businesses.map((b) => b.name);
}

/** The shops among a list (the shared fixtures also match some filters). */
const shopsOf = (list: string[]) => list.filter((name) => SHOPS.some((shop) => shop.name === name));

describe("list filters", () => {
  it("keeps the names of the true features, nested in groups or not", async () => {
    await withShops(async (ctx) => {
      const rows = await ctx.db.selectFrom("businesses").select(["name", "true_features"]).where("slug", "like", "filter-test-%").execute();
      const features = Object.fromEntries(rows.map((row) => [row.name, row.true_features]));
      expect(features["Beta Bistro"]).toEqual(["Dine-in", "Wheelchair accessible entrance"]);
      expect(features["Epsilon Cafe"]).toEqual(["Delivery"]);
    });
  });

  it("filters by minimum rating, leaving unrated businesses out", async () => {
    await withShops(async (ctx) => {
      expect(shopsOf(await names(ctx, { minRating: "4.5" }))).toEqual(["Zeta Restaurant", "Alpha Diner", "Delta Cafe", "Eta Closed"]);
      expect(shopsOf(await names(ctx, { minRating: "0" }))).not.toContain("Epsilon Cafe");
      const all = await names(ctx, { minRating: "4" });
      expect(all).toContain("Mario's Pizzeria");
      expect(all).not.toContain("Night Owl Bar");
    });
  });

  it("filters by any of the price ranges", async () => {
    await withShops(async (ctx) => {
      expect(await names(ctx, { priceRange: "$" })).toEqual(["Delta Cafe", "Gamma Grill"]);
      expect(await names(ctx, { priceRange: ["$", "$$$"] })).toEqual(["Delta Cafe", "Beta Bistro", "Gamma Grill"]);
      expect(await names(ctx, { priceRange: "$$$$" })).toEqual([]);
    });
  });

  it("filters by all of the features", async () => {
    await withShops(async (ctx) => {
      expect(await names(ctx, { feature: "Delivery" })).toEqual(["Zeta Restaurant", "Alpha Diner", "Delta Cafe", "Gamma Grill", "Epsilon Cafe", "Eta Closed"]);
      expect(await names(ctx, { feature: ["Delivery", "Wheelchair accessible entrance"] })).toEqual(["Delta Cafe", "Gamma Grill"]);
      // A feature whose value is false or text is not set.
      expect(await names(ctx, { feature: "Wi-Fi" })).toEqual([]);
      expect(await names(ctx, { feature: "Dine-in" })).toEqual(["Alpha Diner", "Mario's Pizzeria", "Beta Bistro"]);
    });
  });

  it("combines the filters with each other, with a category and with a distance search", async () => {
    await withShops(async (ctx) => {
      expect(await names(ctx, { feature: "Delivery", priceRange: ["$", "$$"], minRating: "4" })).toEqual(["Zeta Restaurant", "Alpha Diner", "Delta Cafe", "Eta Closed"]);
      expect(await names(ctx, { category: "restaurant", feature: "Delivery", minRating: "4" })).toEqual(["Zeta Restaurant", "Alpha Diner", "Eta Closed"]);
      expect(await names(ctx, { category: "cafe", priceRange: "$" })).toEqual(["Delta Cafe"]);
      expect(await names(ctx, { near: NEAR, feature: "Delivery", sortBy: "distance" })).toEqual(["Alpha Diner", "Gamma Grill", "Delta Cafe", "Epsilon Cafe", "Eta Closed"]);
      expect(await names(ctx, { near: NEAR, radius: 50, priceRange: "$$", sortBy: "distance" })).toEqual(["Alpha Diner", "Zeta Restaurant", "Eta Closed"]);
      expect(await names(ctx, { near: NEAR, minRating: "4.3", category: "restaurant" })).toEqual(["Alpha Diner", "Eta Closed"]);
      expect(await names(ctx, { near: NEAR, radius: 3.5, category: "restaurant", feature: "Wheelchair accessible entrance", priceRange: ["$", "$$$"], minRating: "3", sortBy: "distance" }))
        .toEqual(["Beta Bistro", "Gamma Grill"]);
      expect(await names(ctx, { near: NEAR, search: "cafe", feature: "Delivery", sortBy: "distance", sortOrder: "desc" })).toEqual(["Epsilon Cafe", "Delta Cafe"]);
    });
  });

  it("answers the filters over HTTP with the shared fixtures", async () => {
    const res = await app.get("/api/businesses?feature=Credit%20cards&feature=Dine-in&minRating=4.5");
    expect(res.status).toBe(200);
    const page = (await res.json()) as BusinessPage;
    expect(page.businesses.map((b) => b.name)).toEqual(["Mario's Pizzeria"]);
    expect(page.total).toBe(1);
    expect(((await (await app.get("/api/businesses?minRating=4.6&countryCode=TR")).json()) as BusinessPage).total).toBe(2);
  });

  it("reads the feature and price indexes, not the whole table", async () => {
    const plan = await app.ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const text = async (where: ReturnType<typeof sql>) =>
        (await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT count(*) FROM businesses b WHERE ${where}`.execute(trx)).rows
          .map((row) => row["QUERY PLAN"])
          .join("\n");
      return {
        feature: await text(sql`b.true_features @> ${["Delivery"]}::text[]`),
        price: await text(sql`b.price_range = ANY(${["$", "$$"]}::text[])`),
        rating: await text(sql`b.rating >= 4.5`),
      };
    });
    expect(plan.feature).toContain("businesses_true_features_idx");
    expect(plan.price).toContain("businesses_price_rating_idx");
    expect(plan.rating).toMatch(/businesses_\w*rating_idx/);
    for (const text of Object.values(plan)) expect(text).not.toContain("Seq Scan");
  });

  it("finds a city-sized distance search with a category through the earth-point index alone", async () => {
    const explain = async (radius: number) => {
      const query = businessListQuerySchema.parse({ near: "41.0082,28.9784", radius: String(radius), category: "restaurant" });
      const filter = (await resolveFilter(app.ctx, query))!;
      return app.ctx.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const where = sql.join(whereClauses(filter), sql` AND `);
        const rows = (await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT count(*) FROM businesses b WHERE ${where}`.execute(trx)).rows;
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    };
    const cityScale = await explain(5);
    expect(cityScale).toContain("businesses_earth_point_idx");
    expect(cityScale).not.toMatch(/businesses_category\w*_idx/);
  });
});
