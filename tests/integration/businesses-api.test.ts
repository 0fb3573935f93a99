import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business, BusinessDetail, BusinessPage, NearbyBusiness } from "../../app/lib/business";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { listRowsByIds } from "../../server/services/businesses/business-select";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { ReadCache } from "../../server/services/cache";
import { startTestApp, type TestApp } from "./support/test-app";

class Rollback extends Error {}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function list(query: string): Promise<BusinessPage> {
  const res = await app.get(`/api/businesses${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BusinessPage;
}
const names = (page: { businesses: Business[] }) => page.businesses.map((b) => b.name);

describe("GET /api/businesses", () => {
  it("pages through every business with total, limit and offset", async () => {
    const first = await list("?limit=5");
    expect(first).toMatchObject({ total: 12, limit: 5, offset: 0 });
    expect(first.businesses).toHaveLength(5);
    const last = await list("?limit=5&offset=10");
    expect(last.businesses).toHaveLength(2);
    const all = await list("?limit=100");
    expect(new Set(all.businesses.map((b) => b.id)).size).toBe(12);
  });

  it("answers the contract's field names and types", async () => {
    const page = await list("?search=mario");
    const business = page.businesses[0]!;
    expect(business).toMatchObject({
      name: "Mario's Pizzeria",
      slug: "marios-pizzeria-istanbul",
      rating: "4.7",
      reviewCount: 120,
      city: "Istanbul",
      countryCode: "TR",
      category: { name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" },
      isVerified: false,
      isOpen: true,
      businessStatus: "OPERATIONAL",
      timeZone: "Europe/Istanbul",
      placeId: "ChIJfixtureMarios000001",
    });
    expect(typeof business.categoryId).toBe("number");
    expect(typeof business.latitude).toBe("number");
    expect(business.workingHours).toMatchObject({ Monday: "Closed", Tuesday: "11AM–3PM,5–9:30PM" });
    expect(typeof business.globalRowNumber).toBe("number");
    expect(Date.parse(business.createdAt)).not.toBeNaN();
    expect(business).not.toHaveProperty("description");
    expect(business).not.toHaveProperty("rawImport");
  });

  it("filters by category id, category slug, city name or slug and country", async () => {
    const pizza = await list("?category=pizza-restaurant");
    expect(names(pizza).sort()).toEqual(["Mario's Pizzeria", "Pizzeria Napoli"]);
    expect(pizza.total).toBe(2);
    const byId = await list(`?categoryId=${pizza.businesses[0]!.categoryId}`);
    expect(byId.total).toBe(2);

    expect((await list("?city=Istanbul")).total).toBe(6);
    expect((await list("?city=istanbul")).total).toBe(6);
    expect((await list("?city=sao-paulo")).businesses.map((b) => b.name)).toEqual(["Padaria São João"]);
    expect((await list("?city=são-paulo")).total).toBe(1);
    expect((await list("?city=S%C3%A3o%20Paulo")).total).toBe(1);
    // A name shared by two countries covers both; the slug picks one.
    expect((await list("?city=Paris")).total).toBe(2);
    expect(names(await list("?city=paris-us"))).toEqual(["Paris Texas Diner"]);

    expect((await list("?countryCode=us")).total).toBe(3);
    expect(names(await list("?countryCode=US&city=New%20York&category=dentist"))).toEqual(["Smile Dental Clinic"]);
  });

  it("returns an empty page for a category or city that does not exist", async () => {
    expect(await list("?category=no-such-category")).toMatchObject({ businesses: [], total: 0 });
    expect(await list("?city=Atlantis")).toMatchObject({ businesses: [], total: 0 });
  });

  it("sorts by every field in both orders", async () => {
    const byName = names(await list("?city=Istanbul&sortBy=name&sortOrder=asc"));
    expect(byName).toEqual([
      "Bosphorus Fish Restaurant", "Grand Hotel Istanbul", "Kapalı Çarşı Shop",
      "Mario's Pizzeria", "Night Owl Bar", "Unrated Corner Store",
    ]);
    expect(names(await list("?city=Istanbul&sortBy=name&sortOrder=desc"))).toEqual([...byName].reverse());

    const byRating = (await list("?city=Istanbul&sortBy=rating&sortOrder=desc")).businesses.map((b) => b.rating);
    expect(byRating).toEqual(["4.8", "4.7", "4.3", "4.1", "3.8", null]);
    const ratingAsc = (await list("?city=Istanbul&sortBy=rating&sortOrder=asc")).businesses.map((b) => b.rating);
    expect(ratingAsc.filter(Boolean)).toEqual(["3.8", "4.1", "4.3", "4.7", "4.8"]);

    const byReviews = (await list("?sortBy=reviewCount&sortOrder=desc&limit=3")).businesses.map((b) => b.reviewCount);
    expect(byReviews).toEqual([1000, 500, 300]);

    const byCity = (await list("?category=restaurant&sortBy=city&sortOrder=asc")).businesses.map((b) => b.city);
    expect(byCity).toEqual(["Istanbul", "Istanbul", "Paris", "Tokyo"]);

    const byCategory = (await list("?city=Istanbul&sortBy=category&sortOrder=asc")).businesses.map((b) => b.category?.name);
    expect(byCategory).toEqual(["Hotel", "Pizza restaurant", "Restaurant", "Restaurant", "Shopping", "Shopping"]);
  });

  it("defaults to the best rated first", async () => {
    expect(names(await list("?limit=2"))).toEqual(["Grand Hotel Istanbul", "Mario's Pizzeria"]);
  });

  it("rejects invalid parameters with 400 and details", async () => {
    for (const query of [
      "?limit=0", "?limit=101", "?limit=abc", "?offset=-1", "?sortBy=price", "?sortOrder=up",
      "?categoryId=x", "?categoryId=-3", "?countryCode=USA", `?search=${"x".repeat(201)}`,
    ]) {
      const res = await app.get(`/api/businesses${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
      expect(body.error).toBe("Invalid query parameters");
      expect(body.details.length).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("treats empty parameters as absent, as the pages send them", async () => {
    expect((await list("?search=&city=&category=&countryCode=")).total).toBe(12);
  });
});

describe("a page of a list kept in the process's cache", () => {
  it("reads Open Now at each request, not when the page was kept", async () => {
    const ctx = { ...app.ctx, cache: new ReadCache() };
    const query = businessListQuerySchema.parse({ city: "istanbul" });
    const mario = async (now: Date) => (await listBusinesses(ctx, query, { now })).businesses.find((b) => b.name === "Mario's Pizzeria")!;
    // Tuesday 12:00 and Monday 12:00 in Istanbul (UTC+3): open 11AM–3PM, closed on Mondays.
    expect((await mario(new Date("2026-06-02T09:00:00Z"))).openNow).toBe(true);
    expect((await mario(new Date("2026-06-01T09:00:00Z"))).openNow).toBe(false);
  });
});

describe("search", () => {
  it("matches name, category, city and address, case- and accent-insensitively", async () => {
    expect(names(await list("?search=CAFE%20CREME"))).toEqual(["Café Crème"]);
    expect(names(await list("?search=kapali%20carsi"))).toEqual(["Kapalı Çarşı Shop"]);
    expect(names(await list("?search=dentist"))).toEqual(["Smile Dental Clinic"]);
    expect((await list("?search=tokyo")).businesses.map((b) => b.city)).toEqual(["Tokyo"]);
    expect((await list("?search=main%20street")).total).toBe(12);
    expect((await list("?search=sao%20paulo")).total).toBe(1);
  });

  it("ranks by relevance, then rating and review count", async () => {
    // Both have "pizzeria" in the name; Mario's is better rated.
    expect(names(await list("?search=pizzeria"))).toEqual(["Mario's Pizzeria", "Pizzeria Napoli"]);
    // A name match outranks a city-only match.
    const istanbul = names(await list("?search=istanbul"));
    expect(istanbul[0]).toBe("Grand Hotel Istanbul");
    expect(istanbul).toHaveLength(6);
  });

  it("finds names despite typos and as the visitor types", async () => {
    expect(names(await list("?search=pizzria"))).toEqual(expect.arrayContaining(["Mario's Pizzeria", "Pizzeria Napoli"]));
    expect(names(await list("?search=bosphorous"))).toContain("Bosphorus Fish Restaurant");
    expect(names(await list("?search=sak"))).toEqual(["Sakura Sushi"]);
  });

  it("finds names by words the text search ignores and by pieces of words", async () => {
    expect(names(await list("?search=zzeri"))).toEqual(expect.arrayContaining(["Mario's Pizzeria", "Pizzeria Napoli"]));
    expect(names(await list("?search=rner%20st"))).toEqual(["Unrated Corner Store"]);
    expect((await list("?search=qq")).total).toBe(0);
    // "The" is an English stop word, dropped by the text search: only the name match finds it.
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("businesses").values({ name: "The Summit Brasserie", slug: "the-summit-brasserie" }).execute();
        const scoped = { ...app.ctx, db: trx, cache: new ReadCache() };
        const found = await listBusinesses(scoped, businessListQuerySchema.parse({ search: "the" }));
        expect(found.businesses.map((b) => b.name)).toEqual(["The Summit Brasserie"]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it("reads a one-word search's total from the kept word counts, equal to counting the matches", async () => {
    const words = ["restaurant", "pizzeria", "café", "CAFE", "istanbul", "tokyo", "street", "dental", "sushi", "main", "2"];
    for (const word of words) {
      const counted = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM businesses WHERE search_vector @@ to_tsquery('locus', ${word.toLowerCase()})`.execute(app.ctx.db);
      const expected = counted.rows[0]!.n;
      if (expected > 0) expect((await list(`?search=${encodeURIComponent(word)}&limit=1`)).total, word).toBe(expected);
    }
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        // A kept count no business backs shows the total comes from the table, not from counting.
        await sql`INSERT INTO search_word_counts (word, businesses) VALUES ('zqxkept', 4)`.execute(trx);
        const scoped = { ...app.ctx, db: trx, cache: new ReadCache() };
        expect((await listBusinesses(scoped, businessListQuerySchema.parse({ search: "zqxkept" }))).total).toBe(4);
        // Two words, or one word with a filter, are counted.
        expect((await listBusinesses(scoped, businessListQuerySchema.parse({ search: "zqxkept main" }))).total).toBe(0);
        expect((await listBusinesses(scoped, businessListQuerySchema.parse({ search: "zqxkept", minRating: "4" }))).total).toBe(0);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it("combines search with filters and survives hostile input", async () => {
    expect(names(await list("?search=pizza&city=New%20York"))).toEqual(["Pizzeria Napoli"]);
    for (const text of ["'; DROP TABLE businesses; --", "a & | ! ( ) : *", "\\", "%_%", "🍕"]) {
      const res = await app.get(`/api/businesses?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
    }
    expect((await list("?limit=100")).total).toBe(12);
  });

  it("uses the full-text and trigram indexes, not a sequential scan", async () => {
    // The fixture table is tiny, so the planner would rightly scan it; forbidding
    // sequential scans shows the indexes can serve the query at any size.
    const plan = await app.ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT id FROM businesses b
        WHERE b.search_vector @@ to_tsquery('locus', 'pizzria:*') OR locus_fold('pizzria') <% b.sort_name`.execute(trx);
    });
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("businesses_search_idx");
    expect(text).toContain("businesses_name_trgm_idx");
  });
});

describe("GET /api/businesses/:slug", () => {
  it("returns the detail with sanitized description, features and recent reviews", async () => {
    const res = await app.get("/api/businesses/marios-pizzeria-istanbul");
    expect(res.status).toBe(200);
    const detail = (await res.json()) as BusinessDetail;
    expect(detail.description).toContain("<strong>pizza</strong>");
    expect(detail.description).toContain('target="_blank"');
    expect(detail.description).not.toContain("<script");
    expect(detail.about).toEqual({ "Service options": { "Dine-in": true, Delivery: false }, Payments: { "Credit cards": true } });
    expect(detail.reviews.map((r) => r.authorName)).toEqual(["Ayşe K.", null, "Tom"]);
    expect(detail.reviews[0]).toMatchObject({ rating: 5, comment: "Best pizza in town." });
    expect(detail.menuLink).toBe("https://mariospizzeria.example/menu");
  });

  it("answers 404 JSON for an unknown slug", async () => {
    const res = await app.get("/api/businesses/no-such-place");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Business not found" });
  });
});

describe("GET /api/businesses/:slug/nearby", () => {
  it("lists the nearest businesses first, with distances", async () => {
    const res = await app.get("/api/businesses/marios-pizzeria-istanbul/nearby?limit=3");
    expect(res.status).toBe(200);
    const nearby = (await res.json()) as NearbyBusiness[];
    expect(nearby.map((b) => b.name)).toEqual(["Kapalı Çarşı Shop", "Bosphorus Fish Restaurant", "Grand Hotel Istanbul"]);
    const distances = nearby.map((b) => b.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances[0]).toBeGreaterThan(0);
    expect(distances[0]).toBeLessThan(1);
  });

  it("never lists the business itself and answers 404 for unknown slugs", async () => {
    const nearby = (await (await app.get("/api/businesses/marios-pizzeria-istanbul/nearby?limit=50")).json()) as Business[];
    expect(nearby.map((b) => b.slug)).not.toContain("marios-pizzeria-istanbul");
    expect(nearby).toHaveLength(10); // every other business with coordinates
    expect((await app.get("/api/businesses/nope/nearby")).status).toBe(404);
    expect((await app.get("/api/businesses/marios-pizzeria-istanbul/nearby?limit=51")).status).toBe(400);
  });

  it("answers an empty list for a business without coordinates", async () => {
    const res = await app.get("/api/businesses/unrated-corner-store-istanbul/nearby");
    expect(await res.json()).toEqual([]);
  });
});

describe("GET /api/businesses/random and /stats", () => {
  it("returns distinct random businesses up to the limit", async () => {
    const res = await app.get("/api/businesses/random?limit=5");
    const random = (await res.json()) as Business[];
    expect(random).toHaveLength(5);
    expect(new Set(random.map((b) => b.id)).size).toBe(5);
    expect(((await (await app.get("/api/businesses/random?limit=200")).json()) as Business[]).length).toBe(12);
    expect((await app.get("/api/businesses/random?limit=201")).status).toBe(400);
  });

  it("counts the directory", async () => {
    const stats = await (await app.get("/api/businesses/stats")).json();
    expect(stats).toEqual({
      total: 12, categories: 6, cities: 6, countries: 5, verified: 1, averageRating: 4.3, reviews: 2395,
    });
  });
});

describe("listRowsByIds", () => {
  it("reads a page's rows in the page's order and leaves unknown ids out", async () => {
    const ids = (await list("?sortBy=name&sortOrder=desc&limit=4")).businesses.map((b) => b.id);
    const rows = await listRowsByIds(app.ctx.db, [ids[2]!, 999_999_999, ids[0]!, ids[3]!, ids[1]!]);
    expect(rows.map((row) => row.id)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    expect(rows[0]).toMatchObject({ id: ids[2], city_slug: expect.any(String), category_name: expect.any(String) });
    expect(await listRowsByIds(app.ctx.db, [])).toEqual([]);
  });
});
