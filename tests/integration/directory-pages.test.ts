import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCityBySlug } from "../../server/services/catalog/list-cities";
import { listDirectoryBusinesses } from "../../server/services/catalog/list-directory-businesses";
import { categorySearchQuerySchema, searchCategories } from "../../server/services/catalog/search-categories";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const categories = (query: Record<string, unknown>) => searchCategories(app.ctx, categorySearchQuerySchema.parse(query));

describe("category directory search", () => {
  it("pages every category, most businesses first, with the total", async () => {
    const first = await categories({ limit: 4 });
    expect(first.total).toBe(6);
    expect(first.categories.map((c) => c.slug)).toEqual(["restaurant", "cafe", "pizza-restaurant", "shopping"]);
    const second = await categories({ limit: 4, offset: 4 });
    expect(second.categories.map((c) => c.slug)).toEqual(["dentist", "hotel"]);
    expect(second.total).toBe(6);
  });

  it("matches part of the name, ignoring case and accents", async () => {
    const restaurants = await categories({ search: "RESTAUR" });
    expect(restaurants.categories.map((c) => c.name)).toEqual(["Restaurant", "Pizza restaurant"]);
    expect(restaurants.total).toBe(2);
    expect((await categories({ search: "cafè" })).categories.map((c) => c.slug)).toEqual(["cafe"]);
  });

  it("takes LIKE wildcards literally and finds nothing for them", async () => {
    expect(await categories({ search: "%" })).toEqual({ categories: [], total: 0 });
    expect(await categories({ search: "_" })).toEqual({ categories: [], total: 0 });
  });
});

describe("directory business lists", () => {
  it("lists one city's businesses when another city shares its name", async () => {
    const paris = (await getCityBySlug(app.ctx, "paris"))!;
    const page = await listDirectoryBusinesses(app.ctx, {
      search: "", sort: null, page: 1, pageSize: 12, city: paris.slug, countryCode: paris.countryCode ?? undefined,
    });
    expect(page.businesses.map((b) => b.name)).toEqual(["Café Crème"]);
  });

  it("sorts and pages as asked", async () => {
    const istanbul = { search: "", page: 1, pageSize: 2, city: "istanbul" };
    const byName = await listDirectoryBusinesses(app.ctx, { ...istanbul, sort: { sortBy: "name", sortOrder: "asc" } });
    expect(byName.businesses.map((b) => b.name)).toEqual(["Bosphorus Fish Restaurant", "Grand Hotel Istanbul"]);
    expect(byName.total).toBe(6);
    const secondPage = await listDirectoryBusinesses(app.ctx, { ...istanbul, page: 2, sort: { sortBy: "name", sortOrder: "asc" } });
    expect(secondPage.businesses.map((b) => b.name)).toEqual(["Kapalı Çarşı Shop", "Mario's Pizzeria"]);
    const byRatingDesc = await listDirectoryBusinesses(app.ctx, { ...istanbul, sort: { sortBy: "rating", sortOrder: "desc" } });
    expect(byRatingDesc.businesses.map((b) => b.rating)).toEqual(["4.8", "4.7"]);
  });

  it("filters by category id and search", async () => {
    const restaurant = await categories({ search: "Restaurant" });
    const id = restaurant.categories.find((c) => c.slug === "restaurant")!.id;
    const page = await listDirectoryBusinesses(app.ctx, { search: "sushi", sort: null, page: 1, pageSize: 12, categoryId: id });
    expect(page.businesses.map((b) => b.name)).toEqual(["Sakura Sushi"]);
  });

  it("answers an empty page, not an error, for a state the list query rejects", async () => {
    const past = await listDirectoryBusinesses(app.ctx, { search: "", sort: null, page: 2_000_000, pageSize: 12 });
    expect(past).toMatchObject({ businesses: [], total: 0 });
    const badCountry = await listDirectoryBusinesses(app.ctx, { search: "", sort: null, page: 1, pageSize: 12, countryCode: "USA" });
    expect(badCountry.businesses).toEqual([]);
  });
});
