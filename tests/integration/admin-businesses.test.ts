import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBusiness, AdminBusinessPage } from "../../app/lib/admin/admin-business";
import { businessFormState } from "../../app/lib/admin/business-form-state";
import type { BusinessDetail, BusinessPage } from "../../app/lib/business";
import { createAdminSession } from "./support/admin-session";
import { startTestApp, type TestApp } from "./support/test-app";

// Every change here is undone before its test ends: the other files count the
// twelve fixture businesses, six cities and five countries.
let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) {
  return fetch(app.url(path), {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const adminList = async (query = "") => ok<AdminBusinessPage>(await call("GET", `/api/admin/businesses${query}`));
const byName = async (name: string) => (await adminList(`?search=${encodeURIComponent(name)}&limit=100`)).businesses.find((b) => b.name === name)!;
/** openNow follows the clock; everything else must match exactly. */
const stable = (business: AdminBusiness) => ({ ...business, openNow: null });
const publicList = async (query: string) => ok<BusinessPage>(await app.get(`/api/businesses${query}`));

async function counts() {
  const db = app.ctx.db;
  const [categories, cities, countries] = await Promise.all([
    db.selectFrom("categories").select(["slug", "business_count"]).execute(),
    db.selectFrom("cities").select(["slug", "business_count"]).execute(),
    db.selectFrom("countries").select(["code", "business_count"]).execute(),
  ]);
  return {
    category: Object.fromEntries(categories.map((row) => [row.slug, row.business_count])),
    city: Object.fromEntries(cities.map((row) => [row.slug, row.business_count])),
    country: Object.fromEntries(countries.map((row) => [row.code, row.business_count])),
  };
}

async function categoryId(slug: string) {
  return (await app.ctx.db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

async function auditRows(action: string, entityId: number) {
  return app.ctx.db.selectFrom("audit_log").selectAll().where("action", "=", action).where("entity_id", "=", String(entityId)).execute();
}

/** Puts a business back as it was: the form of its earlier state, then the cities and countries the test added go. */
async function restore(before: AdminBusiness, addedCities: string[] = [], addedCountries: string[] = []) {
  await ok(await call("PATCH", `/api/businesses/${before.id}`, businessFormState(before)));
  if (addedCities.length) await app.ctx.db.deleteFrom("cities").where("slug", "in", addedCities).execute();
  if (addedCountries.length) await app.ctx.db.deleteFrom("countries").where("code", "in", addedCountries).execute();
  app.ctx.cache.clear();
}

describe("admin business calls need a session", () => {
  it.each([
    ["GET", "/api/admin/businesses"],
    ["GET", "/api/admin/businesses/1"],
    ["POST", "/api/businesses"],
    ["PATCH", "/api/businesses/1"],
    ["DELETE", "/api/businesses/1"],
  ])("%s %s answers 401 without the cookie", async (method, path) => {
    const before = await counts();
    const res = await call(method, path, method === "GET" ? undefined : { name: "X" }, {});
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "Oturum gerekli. Lütfen giriş yapın." });
    expect(await counts()).toEqual(before);
  });
});

describe("GET /api/admin/businesses", () => {
  it("pages through every business in upload order with the total", async () => {
    const first = await adminList("?limit=5");
    expect(first).toMatchObject({ total: 12, limit: 5, offset: 0 });
    const numbers = first.businesses.map((b) => b.globalRowNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(first.businesses[0]!.name).toBe("Mario's Pizzeria");
    const last = await adminList("?limit=5&offset=10");
    expect(last.businesses).toHaveLength(2);
    expect(last.businesses[0]!.globalRowNumber).toBeGreaterThan(numbers[4]!);
    expect((await adminList()).limit).toBe(20);
    expect((await call("GET", "/api/admin/businesses?limit=101")).status).toBe(400);
  });

  it("carries the fields the table and the edit dialog need", async () => {
    const marios = await byName("Mario's Pizzeria");
    expect(marios).toMatchObject({ isOpen: true, isVerified: false, category: { name: "Pizza restaurant", icon: "🍕" }, city: "Istanbul", rating: "4.7", reviewCount: 120 });
    expect(typeof marios.globalRowNumber).toBe("number");
    expect(marios.description).toContain("<strong>pizza</strong>");
    expect(marios.description).not.toContain("<script");
    expect(marios.about).toEqual({ "Service options": { "Dine-in": true, Delivery: false }, Payments: { "Credit cards": true } });
  });

  it("filters with the public search, by category and by country", async () => {
    const pizza = await adminList("?search=pizza");
    expect(pizza.businesses.map((b) => b.name).sort()).toEqual(["Mario's Pizzeria", "Pizzeria Napoli"]);
    expect(pizza.total).toBe(2);
    // A typo still finds the name, as on the public list.
    expect((await adminList("?search=pizzria")).total).toBeGreaterThan(0);
    const cafes = await adminList(`?categoryId=${await categoryId("cafe")}`);
    expect(cafes.businesses.map((b) => b.name).sort()).toEqual(["Café Crème", "Padaria São João"]);
    expect((await adminList("?countryCode=us")).total).toBe(3);
    expect((await adminList(`?countryCode=TR&categoryId=${await categoryId("shopping")}`)).total).toBe(2);
    expect(await adminList("?search=zzzzqqq")).toMatchObject({ businesses: [], total: 0 });
  });
});

describe("GET /api/admin/businesses/:id", () => {
  it("answers the full business, 404 for an unknown id and 400 for a bad one", async () => {
    const marios = await byName("Mario's Pizzeria");
    expect(stable(await ok<AdminBusiness>(await call("GET", `/api/admin/businesses/${marios.id}`)))).toEqual(stable(marios));
    const missing = await call("GET", "/api/admin/businesses/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "İşletme bulunamadı" });
    expect((await call("GET", "/api/admin/businesses/abc")).status).toBe(400);
  });
});

describe("PATCH /api/businesses/:id", () => {
  it("renames, recategorizes and moves a business; the public site, search and counts follow", async () => {
    const before = await byName("Sakura Sushi");
    const countsBefore = await counts();
    // Warm the cached search and counts: the write has to clear them.
    expect((await publicList("?search=ramen")).total).toBe(0);
    try {
      const updated = await ok<AdminBusiness>(
        await call("PATCH", `/api/businesses/${before.id}`, {
          ...businessFormState(before),
          name: "Sakura Ramen House",
          categoryId: await categoryId("cafe"),
          city: "istanbul",
          countryCode: "tr",
          description: '<p>Fresh <strong>ramen</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
          about: '{"Amenities": {"Wi-Fi": true}}',
          isOpen: false,
          isVerified: true,
        }),
      );
      expect(updated).toMatchObject({ id: before.id, slug: before.slug, name: "Sakura Ramen House", countryCode: "TR", isOpen: false, isVerified: true, about: { Amenities: { "Wi-Fi": true } } });
      expect(updated.description).toBe("<p>Fresh <strong>ramen</strong></p>");
      const stored = await app.ctx.db.selectFrom("businesses").select(["description", "time_zone"]).where("id", "=", before.id).executeTakeFirstOrThrow();
      expect(stored.description).toBe("<p>Fresh <strong>ramen</strong></p>");
      expect(stored.time_zone).toBe("Europe/Istanbul");

      const detail = await ok<BusinessDetail>(await app.get(`/api/businesses/${before.slug}`));
      expect(detail).toMatchObject({ name: "Sakura Ramen House", category: { slug: "cafe" }, citySlug: "istanbul", isVerified: true });
      expect((await publicList("?search=ramen")).businesses.map((b) => b.name)).toEqual(["Sakura Ramen House"]);
      expect((await publicList("?city=istanbul")).total).toBe(7);

      const after = await counts();
      expect(after.category).toMatchObject({ restaurant: countsBefore.category.restaurant! - 1, cafe: countsBefore.category.cafe! + 1 });
      expect(after.city).toMatchObject({ tokyo: 0, istanbul: countsBefore.city.istanbul! + 1 });
      expect(after.country).toMatchObject({ JP: 0, TR: countsBefore.country.TR! + 1 });

      const [audit] = await auditRows("business.update", before.id);
      expect(audit).toMatchObject({ admin_user_id: adminUserId, entity_type: "business" });
      expect(audit!.details).toMatchObject({ name: "Sakura Ramen House", changed: expect.arrayContaining(["name", "categoryId", "city"]) });
    } finally {
      await restore(before);
    }
    expect(await counts()).toEqual(countsBefore);
    expect((await byName("Sakura Sushi")).description).toBe(before.description);
    await app.ctx.db.deleteFrom("audit_log").where("entity_id", "=", String(before.id)).execute();
  });

  it("adds a city and a country it has not seen, with the country's name and the city's time zone", async () => {
    const before = await byName("Night Owl Bar");
    try {
      const moved = await ok<AdminBusiness>(await call("PATCH", `/api/businesses/${before.id}`, { city: "Berlin", countryCode: "DE" }));
      expect(moved).toMatchObject({ name: "Night Owl Bar", city: "Berlin", countryCode: "DE", country: "Germany", citySlug: "berlin" });
      const city = await app.ctx.db.selectFrom("cities").selectAll().where("slug", "=", "berlin").executeTakeFirstOrThrow();
      expect(city).toMatchObject({ name: "Berlin", country_code: "DE", business_count: 1, time_zone: "Europe/Berlin" });
      expect((await counts()).country.DE).toBe(1);
      // A second city of the same name in another country gets the country in its slug.
      const paris = await ok<AdminBusiness>(await call("PATCH", `/api/businesses/${before.id}`, { city: "Paris", countryCode: "DE" }));
      expect(paris.citySlug).toBe("paris-de");
      expect((await counts()).city).toMatchObject({ berlin: 0, "paris-de": 1, paris: 1 });
      // No country code: a city name only one country has is that country's city.
      const tokyo = await ok<AdminBusiness>(await call("PATCH", `/api/businesses/${before.id}`, { city: "Tokyo", countryCode: "" }));
      expect(tokyo).toMatchObject({ citySlug: "tokyo", countryCode: "JP" });
    } finally {
      await restore(before, ["berlin", "paris-de"], ["DE"]);
    }
    expect((await byName("Night Owl Bar")).citySlug).toBe("istanbul");
    await app.ctx.db.deleteFrom("audit_log").where("entity_id", "=", String(before.id)).execute();
  });

  it("answers each Turkish validation message with 400 and changes nothing", async () => {
    const before = await byName("Pizzeria Napoli");
    const res = await call("PATCH", `/api/businesses/${before.id}`, {
      name: " ",
      categoryId: 0,
      address: "",
      email: "nope",
      website: "not a url",
      menuLink: "javascript:alert(1)",
      orderLink: "ftp://orders.example",
      reservationLink: "www.example",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("İşletme bilgileri geçersiz");
    expect(Object.fromEntries(body.details.map((d) => [d.path, d.message]))).toEqual({
      name: "İşletme adı gerekli",
      categoryId: "Kategori seçimi gerekli",
      address: "Adres gerekli",
      email: "Geçersiz email",
      website: "Geçersiz URL",
      menuLink: "Geçersiz menü URL",
      orderLink: "Geçersiz sipariş URL",
      reservationLink: "Geçersiz rezervasyon URL",
    });
    const unknownCategory = await call("PATCH", `/api/businesses/${before.id}`, { categoryId: 999_999 });
    expect(unknownCategory.status).toBe(400);
    expect(((await unknownCategory.json()) as typeof body).details).toEqual([{ path: "categoryId", message: "Kategori seçimi gerekli" }]);
    expect((await call("PATCH", `/api/businesses/${before.id}`, { about: "not json" })).status).toBe(400);
    expect((await call("PATCH", `/api/businesses/${before.id}`, ["name"])).status).toBe(400);
    expect(stable(await byName("Pizzeria Napoli"))).toEqual(stable(before));
  });

  it("answers 404 for an unknown id", async () => {
    const res = await call("PATCH", "/api/businesses/999999", { name: "Ghost" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "İşletme bulunamadı" });
  });
});

describe("POST and DELETE /api/businesses", () => {
  it("creates a business with a unique slug and the next row number, then deletes it", async () => {
    const countsBefore = await counts();
    const highest = Math.max(...(await adminList("?limit=100")).businesses.map((b) => b.globalRowNumber));
    const created = await ok<AdminBusiness>(
      await call("POST", "/api/businesses", {
        name: "Sakura Sushi",
        categoryId: await categoryId("restaurant"),
        address: "2 Side Street, Tokyo",
        city: "Tokyo",
        countryCode: "JP",
        website: "https://sakura2.example",
        description: "<p>Second <em>branch</em></p><script>x()</script>",
      }),
      201,
    );
    expect(created).toMatchObject({ slug: "sakura-sushi-tokyo-2", citySlug: "tokyo", country: "Japan", isOpen: true, isVerified: false, about: {} });
    expect(created.description).toBe("<p>Second <em>branch</em></p>");
    expect(created.globalRowNumber).toBeGreaterThan(highest);

    expect(await ok<BusinessDetail>(await app.get("/api/businesses/sakura-sushi-tokyo-2"))).toMatchObject({ id: created.id, website: "https://sakura2.example" });
    expect((await adminList()).total).toBe(13);
    expect((await counts()).category.restaurant).toBe(countsBefore.category.restaurant! + 1);
    expect((await counts()).city.tokyo).toBe(countsBefore.city.tokyo! + 1);
    expect(await auditRows("business.create", created.id)).toHaveLength(1);

    const deleted = await call("DELETE", `/api/businesses/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await app.get("/api/businesses/sakura-sushi-tokyo-2")).status).toBe(404);
    expect((await adminList()).total).toBe(12);
    expect(await counts()).toEqual(countsBefore);
    expect(await auditRows("business.delete", created.id)).toHaveLength(1);
    expect((await call("DELETE", `/api/businesses/${created.id}`)).status).toBe(404);
    await app.ctx.db.deleteFrom("audit_log").where("entity_id", "=", String(created.id)).execute();
  });

  it("refuses an empty form with the required-field messages", async () => {
    const res = await call("POST", "/api/businesses", {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { path: string; message: string }[] };
    expect(body.details).toEqual([
      { path: "name", message: "İşletme adı gerekli" },
      { path: "categoryId", message: "Kategori seçimi gerekli" },
      { path: "address", message: "Adres gerekli" },
    ]);
    const plain = await fetch(app.url("/api/businesses"), { method: "POST", headers: { cookie, "content-type": "text/plain" }, body: "x" });
    expect(plain.status).toBe(415);
    expect((await adminList()).total).toBe(12);
  });
});
