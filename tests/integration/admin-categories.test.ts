import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeCategories } from "../../server/services/admin/categories/merge-categories";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import { resetCatalog } from "../../server/services/import/reset-catalog";
import { createAdminSession } from "./support/admin-session";
import { writeCsvFile, type Table } from "./support/import-fixtures";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { mapCellDifferences } from "./support/map-cells";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

let scratch: ScratchDatabase;
let app: TestApp;
let pages: RenderedPages;
let cookie: string;
let adminUserId: number;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("categories");
  app = await startTestApp(scratch.url);
  pages = await startRenderedPages(app.ctx);
  ({ cookie, adminUserId } = await createAdminSession(app));
  folder = await mkdtemp(path.join(tmpdir(), "locus-categories-test-"));
  await resetCatalog(app.ctx);
}, 60_000);
afterAll(async () => {
  await pages?.close();
  await app?.close();
  await scratch?.drop();
  await rm(folder, { recursive: true, force: true });
});

const HEADER = ["name", "category", "city", "country_code", "place_id"];
let fileNumber = 0;

/** Imports one place per [name, category] pair, each with its own place id. */
async function importPlaces(places: [string, string][]) {
  fileNumber++;
  const table: Table = [HEADER, ...places.map(([name, category], index) =>
    [name, category, "Lyon", "FR", `ChIJcat${fileNumber}x${index}`])];
  return importSpreadsheetFile(scratch.pool, { path: await writeCsvFile(path.join(folder, `f${fileNumber}.csv`), table), kind: "csv" });
}

async function categories() {
  const { rows } = await scratch.pool.query<{ id: number; name: string; slug: string; icon: string; business_count: number }>(
    "SELECT id, name, slug, icon, business_count FROM categories ORDER BY id");
  return rows;
}
const categoryNamed = async (name: string) => (await categories()).find((row) => row.name === name);

async function categoryOf(businessName: string): Promise<string | null> {
  const { rows } = await scratch.pool.query(
    "SELECT c.name FROM businesses b LEFT JOIN categories c ON c.id = b.category_id WHERE b.name = $1", [businessName]);
  return rows[0]?.name ?? null;
}

async function wrongCounts(): Promise<unknown[]> {
  const { rows } = await scratch.pool.query(`
    SELECT c.name, c.business_count, (SELECT count(*) FROM businesses b WHERE b.category_id = c.id)::int AS real
      FROM categories c`);
  return rows.filter((row) => row.business_count !== row.real);
}

async function lastAudit(action: string) {
  const { rows } = await scratch.pool.query(
    "SELECT admin_user_id, entity_id, details FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1", [action]);
  return rows[0];
}

function call(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = { cookie }) {
  return fetch(app.url(urlPath), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

describe("the category key", () => {
  it.each([
    ["Restaurant", "restaurants"], ["Réstaurant", "RESTAURANTS"], ["Café", "cafes"], ["bakeries", "Bakery"],
    ["churches", "Church"], ["Auto repair shops", "auto-repair shop"], ["Glasses", "glass"], ["Boxes", "box"],
  ])("makes %s and %s one category", async (one, other) => {
    const { rows } = await scratch.pool.query("SELECT locus_category_key($1) = locus_category_key($2) AS same", [one, other]);
    expect(rows[0].same).toBe(true);
  });

  it.each([["Bar", "Barber"], ["Gas station", "Ga station"], ["Pub", "Public house"], ["Campus", "Camp"], ["Art", "Arts center"]])(
    "keeps %s and %s apart", async (one, other) => {
      const { rows } = await scratch.pool.query("SELECT locus_category_key($1) = locus_category_key($2) AS same", [one, other]);
      expect(rows[0].same).toBe(false);
    });
});

describe("importing category names written many ways", () => {
  it("puts Restaurant, restaurants, Restaurants and Réstaurant in one category named as first seen", async () => {
    const result = await importPlaces([
      ["Chez Paul", "Restaurant"], ["Le Bouchon", "restaurants"], ["La Mère", "Restaurants"], ["Café Rouge", "Réstaurant"],
      ["Pain Doré", "bakeries"], ["Four à Pain", "Bakery"], ["Saint-Jean", "churches"], ["Notre-Dame", "Church"],
      ["Le Zinc", "Bar"], ["Le Comptoir", "Bars"], ["Coupe Nette", "Barber"],
    ]);
    expect(result.categoriesCreated).toBe(5);
    const names = (await categories()).map((row) => [row.name, row.business_count]);
    expect(names.sort()).toEqual([["Bar", 2], ["Barber", 1], ["Restaurant", 4], ["bakeries", 2], ["churches", 2]]);
  });

  it("joins an existing category in a later import, and keeps the existing spelling", async () => {
    const result = await importPlaces([["Le Gone", "RESTAURANTS"], ["Brioche", "Bakeries"]]);
    expect(result.categoriesCreated).toBe(0);
    expect(await categoryOf("Le Gone")).toBe("Restaurant");
    expect(await categoryOf("Brioche")).toBe("bakeries");
    expect(await wrongCounts()).toEqual([]);
  });
});

describe("the Categories API", () => {
  it("refuses calls without a session and writes from another site", async () => {
    expect((await call("GET", "/api/admin/categories", undefined, {})).status).toBe(401);
    const restaurant = (await categoryNamed("Restaurant"))!;
    const foreign = await call("PATCH", `/api/admin/categories/${restaurant.id}`, { name: "X" }, { cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await categoryNamed("Restaurant"))).toBeDefined();
  });

  it("lists categories, most businesses first, with their look-alikes", async () => {
    const res = await call("GET", "/api/admin/categories?search=rest");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 1, page: 1, search: "rest" });
    expect(body.categories[0]).toMatchObject({ name: "Restaurant", slug: "restaurant", businessCount: 5, similar: [], redirects: [] });
  });

  it("renames a category: new slug, the old URL redirects, the old name still joins, audited", async () => {
    const restaurant = (await categoryNamed("Restaurant"))!;
    const res = await call("PATCH", `/api/admin/categories/${restaurant.id}`, { name: "Restoranlar" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: restaurant.id, name: "Restoranlar", slug: "restoranlar", businessCount: 5 });

    const page = await pages.send("/category/restaurant?sortBy=rating", { redirect: "manual" });
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe("/category/restoranlar?sortBy=rating");
    const renamed = await pages.get("/category/restoranlar");
    expect(renamed.status).toBe(200);
    expect(renamed.body).toContain("Restoranlar");
    const api = await call("GET", "/api/categories/restaurant");
    expect(api.status).toBe(301);
    expect(api.headers.get("location")).toBe("/api/categories/restoranlar");

    expect(await lastAudit("category.rename")).toMatchObject({
      admin_user_id: adminUserId, entity_id: String(restaurant.id),
      details: { name: { from: "Restaurant", to: "Restoranlar" }, slug: { from: "restaurant", to: "restoranlar" } },
    });
    await importPlaces([["Le Canut", "restaurant"]]);
    expect(await categoryOf("Le Canut")).toBe("Restoranlar");
    // A search for the new name finds the category's businesses.
    const { rows } = await scratch.pool.query(
      "SELECT count(*)::int AS n FROM businesses WHERE search_vector @@ plainto_tsquery('locus', 'restoranlar')");
    expect(rows[0].n).toBe(6);
  });

  it("refuses a name another category has", async () => {
    const bar = (await categoryNamed("Bar"))!;
    const res = await call("PATCH", `/api/admin/categories/${bar.id}`, { name: "Barber" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("Bu adda bir kategori zaten var.");
  });

  it("sets an icon from the category icon set and refuses others", async () => {
    const bar = (await categoryNamed("Bar"))!;
    const res = await call("PATCH", `/api/admin/categories/${bar.id}`, { icon: "🍺" });
    expect(res.status).toBe(200);
    expect((await categoryNamed("Bar"))!.icon).toBe("🍺");
    expect(await lastAudit("category.icon")).toMatchObject({ details: { icon: { to: "🍺" } } });
    const bad = await call("PATCH", `/api/admin/categories/${bar.id}`, { icon: "<b>" });
    expect(bad.status).toBe(400);
    expect((await res.json())).toBeDefined();
  });

  it("merges a category into another: businesses move, counts hold, the old URL redirects, audited", async () => {
    const bar = (await categoryNamed("Bar"))!;
    const target = (await categoryNamed("Restoranlar"))!;
    const res = await call("POST", `/api/admin/categories/${bar.id}/merge`, { targetId: target.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ targetId: target.id, targetSlug: "restoranlar", moved: 2 });
    expect(await categoryNamed("Bar")).toBeUndefined();
    expect((await categoryNamed("Restoranlar"))!.business_count).toBe(8);
    expect(await categoryOf("Le Zinc")).toBe("Restoranlar");
    expect(await wrongCounts()).toEqual([]);
    // The map's cells hold no category: the merge's updates leave them exact.
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);

    const business = await pages.get("/business/le-zinc-lyon");
    expect(business.status).toBe(200);
    expect(business.body).toContain("Restoranlar");
    const old = await pages.send("/category/bar", { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/category/restoranlar");
    expect(await lastAudit("category.merge")).toMatchObject({
      admin_user_id: adminUserId,
      details: { source: { name: "Bar", slug: "bar" }, target: { name: "Restoranlar" }, moved: 2 },
    });
    // The merged name keeps leading there, and the sitemap lists only live categories.
    await importPlaces([["Le Bistrot", "bars"]]);
    expect(await categoryOf("Le Bistrot")).toBe("Restoranlar");
    const sitemap = await pages.get("/sitemaps/categories.xml");
    expect(sitemap.body).toContain("/category/restoranlar");
    expect(sitemap.body).not.toContain("/category/bar<");
  });

  it("refuses to merge a category into itself or into one that does not exist", async () => {
    const barber = (await categoryNamed("Barber"))!;
    expect((await call("POST", `/api/admin/categories/${barber.id}/merge`, { targetId: barber.id })).status).toBe(400);
    expect((await call("POST", `/api/admin/categories/${barber.id}/merge`, { targetId: 999999 })).status).toBe(404);
  });

  it("moves businesses in batches, redirects chained slugs in one hop", async () => {
    const churches = (await categoryNamed("churches"))!;
    const bakeries = (await categoryNamed("bakeries"))!;
    const actor = { adminUserId, ip: null };
    const result = await mergeCategories(app.ctx, churches.id, bakeries.id, actor, 1);
    expect(result.moved).toBe(2);
    expect(await wrongCounts()).toEqual([]);
    const target = (await categoryNamed("Restoranlar"))!;
    await mergeCategories(app.ctx, bakeries.id, target.id, actor, 1);
    const old = await pages.send("/category/churches", { redirect: "manual" });
    expect(old.headers.get("location")).toBe("/category/restoranlar");
  });

  it("maps an incoming name to a category for later imports", async () => {
    const barber = (await categoryNamed("Barber"))!;
    const res = await call("POST", "/api/admin/categories/aliases", { name: "Coiffeur", categoryId: barber.id });
    expect(res.status).toBe(201);
    const alias = await res.json();
    expect(alias).toMatchObject({ name: "Coiffeur", categoryId: barber.id, categoryName: "Barber" });
    const listed = await (await call("GET", "/api/admin/categories/aliases")).json();
    expect(listed.map((row: { name: string }) => row.name)).toContain("Coiffeur");

    const result = await importPlaces([["Tif'", "Coiffeurs"], ["Salon Rose", "COIFFEUR"]]);
    expect(result.categoriesCreated).toBe(0);
    expect(await categoryOf("Tif'")).toBe("Barber");
    expect(await categoryOf("Salon Rose")).toBe("Barber");
    expect(await lastAudit("category.alias")).toMatchObject({ details: { name: "Coiffeur", category: "Barber" } });

    expect((await call("DELETE", `/api/admin/categories/aliases/${alias.id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/admin/categories/aliases/${alias.id}`)).status).toBe(404);
    await importPlaces([["Hair Club", "Coiffeur"]]);
    expect(await categoryOf("Hair Club")).toBe("Coiffeur");
  });
});
