import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, City, Country, HtmlInjectionCode } from "../../app/lib/catalog";
import { ADMIN_API_CALLS } from "./support/admin-calls";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const json = async <T>(path: string, status = 200): Promise<T> => {
  const res = await app.get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};

describe("categories", () => {
  it("lists every category with its business count, most businesses first", async () => {
    const categories = await json<Category[]>("/api/categories");
    expect(categories.map((c) => [c.slug, c.businessCount])).toEqual([
      ["restaurant", 4], ["cafe", 2], ["pizza-restaurant", 2], ["shopping", 2], ["dentist", 1], ["hotel", 1],
    ]);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: "Restaurant", slug: "restaurant", icon: "🍽️", businessCount: 4 });
  });

  it("finds one category by slug or answers 404", async () => {
    expect(await json<Category>("/api/categories/hotel")).toMatchObject({ name: "Hotel", businessCount: 1 });
    expect(await json("/api/categories/nothing", 404)).toEqual({ error: "Category not found" });
  });
});

describe("cities", () => {
  it("lists cities with counts, most businesses first, with a total header", async () => {
    const res = await app.get("/api/cities");
    const cities = (await res.json()) as City[];
    expect(res.headers.get("x-total-count")).toBe("6");
    expect(cities[0]).toMatchObject({ name: "Istanbul", slug: "istanbul", country: "Türkiye", countryCode: "TR", businessCount: 6 });
    expect(cities.map((c) => c.slug)).toContain("paris-us");
  });

  it("searches accent-insensitively, filters by country code or name, pages", async () => {
    expect((await json<City[]>("/api/cities?search=sao")).map((c) => c.name)).toEqual(["São Paulo"]);
    expect((await json<City[]>("/api/cities?search=PARIS")).map((c) => c.slug).sort()).toEqual(["paris", "paris-us"]);
    expect((await json<City[]>("/api/cities?country=us")).map((c) => c.name).sort()).toEqual(["New York", "Paris"]);
    expect((await json<City[]>("/api/cities?country=France")).map((c) => c.slug)).toEqual(["paris"]);
    const page = await app.get("/api/cities?limit=2&offset=1");
    expect(((await page.json()) as City[]).length).toBe(2);
    expect(page.headers.get("x-total-count")).toBe("6");
    expect(await json("/api/cities?search=%25", 200)).toEqual([]);
  });

  it("rejects bad parameters", async () => {
    for (const query of ["?limit=0", "?limit=5001", "?offset=-2", `?search=${"y".repeat(121)}`]) {
      const body = await json<{ error: string; details: unknown[] }>(`/api/cities${query}`, 400);
      expect(body.error).toBe("Invalid query parameters");
    }
  });

  it("finds a city by slug, by the spec's lower-cased name, or answers 404", async () => {
    expect(await json<City>("/api/cities/sao-paulo")).toMatchObject({ name: "São Paulo", timeZone: "America/Sao_Paulo" });
    expect(await json<City>(`/api/cities/${encodeURIComponent("são-paulo")}`)).toMatchObject({ slug: "sao-paulo" });
    expect(await json<City>("/api/cities/new-york")).toMatchObject({ businessCount: 2 });
    expect(await json("/api/cities/atlantis", 404)).toEqual({ error: "City not found" });
  });
});

describe("countries", () => {
  it("lists countries with counts", async () => {
    const countries = await json<Country[]>("/api/countries");
    expect(countries).toEqual([
      { code: "TR", name: "Türkiye", businessCount: 6 },
      { code: "US", name: "United States", businessCount: 3 },
      { code: "BR", name: "Brazil", businessCount: 1 },
      { code: "FR", name: "France", businessCount: 1 },
      { code: "JP", name: "Japan", businessCount: 1 },
    ]);
  });
});

describe("html injection codes", () => {
  it("returns only enabled items with code", async () => {
    await app.ctx.db.deleteFrom("html_injections").execute();
    await app.ctx.db
      .insertInto("html_injections")
      .values([
        { id: "ga4", name: "Analytics 4", code: "<script>/*ga*/</script>", enabled: true, position: "head", sort_order: 1 },
        { id: "pixel", name: "Pixel", code: "<img src=x>", enabled: false, position: "body-end", sort_order: 2 },
        { id: "empty", name: "Empty", code: "", enabled: true, position: "body-start", sort_order: 3 },
      ])
      .execute();
    app.ctx.cache.clear();
    expect(await json<HtmlInjectionCode[]>("/api/html-injection-codes")).toEqual([
      { id: "ga4", name: "Analytics 4", code: "<script>/*ga*/</script>", position: "head" },
    ]);
    await app.ctx.db.deleteFrom("html_injections").execute();
  });
});

describe("errors, OpenAPI and health", () => {
  it("answers unknown API paths and malformed bodies with JSON errors", async () => {
    expect(await json("/api/nothing-here", 404)).toEqual({ error: "No API route for GET /nothing-here" });
    const res = await fetch(app.url("/api/businesses"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Malformed request body" });
  });

  it("describes every endpoint in the OpenAPI document", async () => {
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>("/api/openapi.json");
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/businesses", "/api/businesses/random", "/api/businesses/stats", "/api/businesses/{slug}",
      "/api/businesses/{slug}/nearby", "/api/categories", "/api/categories/{slug}", "/api/cities",
      "/api/cities/{slug}", "/api/countries", "/api/html-injection-codes", "/api/map", "/healthz", "/readyz",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it("describes every admin and changing call in the OpenAPI document", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    for (const call of ADMIN_API_CALLS) {
      const path = call.path.replace(/\/\d+(?=\/|$)/g, "/{id}").replace(/\/locus-backup-[^/]+$/, "/{name}");
      expect(doc.paths[path], `${call.method} ${path}`).toHaveProperty([call.method.toLowerCase()]);
    }
  });

  it("tags every answer with a request id, keeping a valid one it was given", async () => {
    const made = await app.get("/api/countries");
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(app.url("/api/countries"), { headers: { "x-request-id": "edge-42.a" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a");
    const replaced = await fetch(app.url("/api/countries"), { headers: { "x-request-id": "bad id <script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports liveness and database readiness", async () => {
    expect(await json("/healthz")).toMatchObject({ status: "ok" });
    expect(await json("/readyz")).toEqual({ status: "ready", database: "ok" });
  });
});
