import { sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loader as robotsLoader } from "../../app/routes/robots";
import { loader as chunkLoader } from "../../app/routes/sitemap-chunk";
import { loader as indexLoader } from "../../app/routes/sitemap-index";
import { loadConfig } from "../../server/config";
import { ReadCache } from "../../server/services/cache";
import { createAppContext, type AppContext } from "../../server/context";
import { createDb, createPool, LONG_WORK_LIMITS } from "../../server/db/pool";
import type { Database } from "../../server/db/types";
import { createLogger } from "../../server/logger";
import { parseChunkName } from "../../server/services/sitemap/chunk-names";
import { findSitemapChunk, listSitemapChunks } from "../../server/services/sitemap/sitemap-chunks";
import { STATIC_PAGE_PATHS } from "../../server/services/sitemap/static-pages";
import { writeSitemapChunk } from "../../server/services/sitemap/write-sitemap-chunk";
import { writeSitemapIndex } from "../../server/services/sitemap/write-sitemap-index";
import { businessSlugBase } from "../../app/lib/slug";
import { BUSINESSES, CATEGORIES, CITIES } from "../fixtures/catalog";

const SITE = "https://locus.test";
const CHUNK = 5;
// Smaller than the chunk, so every chunk takes several keyset batches.
const BATCH = 2;
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

let ctx: AppContext;
beforeAll(() => {
  const databaseUrl = inject("databaseUrl");
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, SITE_URL: SITE, LOG_LEVEL: "silent" });
  const pool = createPool(databaseUrl, 2, LONG_WORK_LIMITS);
  const db = createDb(pool);
  ctx = createAppContext({ db, pool, longWork: { db, pool }, config, logger: createLogger("silent") });
});
afterAll(() => ctx.db.destroy());

class Rollback extends Error {}

/** Runs the steps on a context whose queries go through a transaction that is always rolled back. */
async function inRollback(steps: (trx: Transaction<Database>, scoped: AppContext) => Promise<void>) {
  await expect(
    ctx.db.transaction().execute(async (trx) => {
      await steps(trx, { ...ctx, db: trx, cache: new ReadCache() });
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Text between each `<tag>` and its `</tag>`, in order. */
function elements(xml: string, tag: string): string[] {
  return xml
    .split(`<${tag}>`)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf(`</${tag}>`)));
}

/**
 * Structure checks without an XML parser: declaration, one namespaced root
 * closed at the end, balanced entries each holding one loc, and no bare `&`.
 */
function expectWellFormed(xml: string, root: "urlset" | "sitemapindex") {
  const entry = root === "urlset" ? "url" : "sitemap";
  expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${NAMESPACE}>\n`)).toBe(true);
  expect(xml.endsWith(`</${root}>\n`)).toBe(true);
  expect(count(xml, `<${root}`)).toBe(1);
  expect(count(xml, `</${root}>`)).toBe(1);
  const entries = count(xml, `<${entry}>`);
  expect(count(xml, `</${entry}>`)).toBe(entries);
  expect(count(xml, "<loc>")).toBe(entries);
  expect(count(xml, "</loc>")).toBe(entries);
  expect(count(xml, "<lastmod>")).toBe(count(xml, "</lastmod>"));
  for (const piece of xml.split("&").slice(1)) {
    expect(["amp;", "lt;", "gt;", "quot;", "apos;"].some((entity) => piece.startsWith(entity))).toBe(true);
  }
  const body = xml.slice(xml.indexOf(">\n", xml.indexOf(`<${root}`)) + 2, xml.lastIndexOf(`</${root}>`));
  for (const line of body.split("\n").filter(Boolean)) {
    expect(line.startsWith(`<${entry}><loc>`) && line.endsWith(`</${entry}>`), line).toBe(true);
  }
}

async function chunkXml(context: AppContext, file: string, chunkSize = CHUNK): Promise<string> {
  const chunk = await findSitemapChunk(context, parseChunkName(file)!, chunkSize);
  expect(chunk, file).not.toBeNull();
  return new Response(await writeSitemapChunk(context, chunk!, { chunkSize, batchSize: BATCH })).text();
}

const fixtureBusinessSlugs = BUSINESSES.map((business) => businessSlugBase(business.name, business.city));

describe("sitemap chunks", () => {
  it("lists pages, categories, city chunks and business chunks of the given size", async () => {
    const chunks = await listSitemapChunks({ ...ctx, cache: new ReadCache() }, CHUNK);
    expect(chunks.map((chunk) => ("number" in chunk ? `${chunk.kind}-${chunk.number}` : chunk.kind))).toEqual([
      "pages", "categories", "cities-1", "cities-2", "businesses-1", "businesses-2", "businesses-3",
    ]);
  });

  it("puts every business in exactly one chunk of at most five URLs, each with a lastmod", async () => {
    const seen: string[] = [];
    for (const file of ["businesses-1.xml", "businesses-2.xml", "businesses-3.xml"]) {
      const xml = await chunkXml(ctx, file);
      expectWellFormed(xml, "urlset");
      const urls = elements(xml, "url");
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(CHUNK);
      for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>$/);
      seen.push(...elements(xml, "loc"));
    }
    expect(seen).toHaveLength(fixtureBusinessSlugs.length);
    expect([...seen].sort()).toEqual(fixtureBusinessSlugs.map((slug) => `${SITE}/business/${slug}`).sort());
  });

  it("knows no chunk past the last one and no unknown name", async () => {
    expect(await findSitemapChunk(ctx, { kind: "businesses", number: 4 }, CHUNK)).toBeNull();
    expect(await findSitemapChunk(ctx, { kind: "businesses", number: 999 }, CHUNK)).toBeNull();
    expect(await findSitemapChunk(ctx, { kind: "cities", number: 3 }, CHUNK)).toBeNull();
    expect(parseChunkName("nope.xml")).toBeNull();
  });

  it("lists the static pages", async () => {
    const xml = await chunkXml(ctx, "pages.xml");
    expectWellFormed(xml, "urlset");
    expect(elements(xml, "loc")).toEqual(STATIC_PAGE_PATHS.map((path) => `${SITE}${path}`));
  });

  it("lists exactly the categories and cities that have businesses", async () => {
    await inRollback(async (trx, scoped) => {
      await trx.insertInto("categories").values({ name: "Museum", slug: "museum" }).execute();
      await trx.insertInto("cities").values({ name: "Ghost Town", slug: "ghost-town", country_code: "US" }).execute();
      // The only dentist closes and Tokyo's only business moves to Osaka: the emptied pages must leave the sitemap.
      await trx.deleteFrom("businesses").where("name", "=", "Smile Dental Clinic").execute();
      const osaka = await trx.insertInto("cities").values({ name: "Osaka", slug: "osaka", country_code: "JP" }).returning("id").executeTakeFirstOrThrow();
      await trx.updateTable("businesses").set({ city_id: osaka.id, city: "Osaka" }).where("name", "=", "Sakura Sushi").execute();

      const categories = await chunkXml(scoped, "categories.xml");
      expectWellFormed(categories, "urlset");
      const expectedCategories = CATEGORIES.map((c) => c.slug).filter((slug) => slug !== "dentist");
      expect(elements(categories, "loc").sort()).toEqual(expectedCategories.map((slug) => `${SITE}/category/${slug}`).sort());

      const cityLocs: string[] = [];
      for (const file of ["cities-1.xml", "cities-2.xml"]) {
        const xml = await chunkXml(scoped, file);
        expectWellFormed(xml, "urlset");
        expect(count(xml, "<url>")).toBeLessThanOrEqual(CHUNK);
        cityLocs.push(...elements(xml, "loc"));
      }
      const expectedCities = [...CITIES.map((c) => c.slug).filter((slug) => slug !== "tokyo"), "osaka"];
      expect(cityLocs.sort()).toEqual(expectedCities.map((slug) => `${SITE}/city/${slug}`).sort());
    });
  });

  it("never writes more URLs than the chunk size, even after rows were added since boundaries were cached", async () => {
    await inRollback(async (trx, scoped) => {
      await listSitemapChunks(scoped, CHUNK);
      await trx
        .insertInto("businesses")
        .values([1, 2, 3, 4].map((n) => ({ name: `Late Arrival ${n}`, slug: `late-arrival-${n}` })))
        .execute();
      const xml = await chunkXml(scoped, "businesses-3.xml");
      expect(count(xml, "<url>")).toBe(CHUNK);
    });
  });
});

describe("sitemap index", () => {
  it("lists every chunk with absolute URLs, business chunks dated by their latest edit", async () => {
    await inRollback(async (trx, scoped) => {
      await sql`UPDATE businesses SET updated_at = timestamptz '2026-01-01 00:00:00Z' + id * interval '1 day'`.execute(trx);
      const xml = await writeSitemapIndex(scoped, CHUNK);
      expectWellFormed(xml, "sitemapindex");
      const names = ["pages", "categories", "cities-1", "cities-2", "businesses-1", "businesses-2", "businesses-3"];
      expect(elements(xml, "loc")).toEqual(names.map((name) => `${SITE}/sitemaps/${name}.xml`));
      const ids = await trx.selectFrom("businesses").select("id").orderBy("id").execute();
      const lastIdOfChunk = (n: number) => ids[Math.min(n * CHUNK, ids.length) - 1]!.id;
      const expectedDates = [1, 2, 3].map((n) => new Date(Date.UTC(2026, 0, 1 + lastIdOfChunk(n))).toISOString().replace(".000", ""));
      expect(elements(xml, "lastmod")).toEqual(expectedDates);

      // A chunk's URLs carry the same dates the index summarises.
      const first = await chunkXml(scoped, "businesses-1.xml");
      expect(elements(first, "lastmod").sort().at(-1)).toBe(expectedDates[0]);
    });
  });

  it("computes chunk boundaries once and keeps them under the sitemap: cache prefix", async () => {
    const loads: string[] = [];
    class RecordingCache extends ReadCache {
      override getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
        return super.getOrSet(key, ttlMs, () => {
          loads.push(key);
          return load();
        });
      }
    }
    const recorded = { ...ctx, cache: new RecordingCache() };
    await writeSitemapIndex(recorded, CHUNK);
    await chunkXml(recorded, "businesses-2.xml");
    await chunkXml(recorded, "cities-1.xml");
    await writeSitemapIndex(recorded, CHUNK);
    expect(loads.sort()).toEqual(["sitemap:businesses:5", "sitemap:cities:5"]);
  });
});

describe("sitemap and robots routes", () => {
  const call = <T extends (args: never) => unknown>(loader: T, file?: string) =>
    loader({ request: new Request(`${SITE}/x`), params: { file }, context: { app: ctx } } as never) as Promise<Response>;

  it("answers the index and a chunk as cacheable XML", async () => {
    for (const response of [await call(indexLoader), await call(chunkLoader, "businesses-1.xml")]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600, stale-while-revalidate=3600");
    }
    // At the production size the twelve fixtures make one business chunk.
    const chunk = await (await call(chunkLoader, "businesses-1.xml")).text();
    expect(count(chunk, "<url>")).toBe(BUSINESSES.length);
  });

  it("answers 404 in plain text for unknown or out-of-range chunks", async () => {
    for (const file of ["businesses-2.xml", "businesses-999.xml", "cities-2.xml", "nope.xml"]) {
      const response = await call(chunkLoader, file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    }
  });

  it("serves robots.txt pointing at the sitemap index", async () => {
    const response = await call(robotsLoader);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    for (const line of ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", `Sitemap: ${SITE}/sitemap.xml`]) {
      expect(text.split("\n")).toContain(line);
    }
  });
});
