// Integration test of the demo-data loader against a real PostgreSQL. It makes
// its own database (the loader truncates the catalogue, so it must not touch
// the shared test database) on the server the integration set-up provides,
// else DATABASE_URL's server, else the local one on 127.0.0.1:5432.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrate } from "../../db/migrate";
import { createPool, LONG_WORK_LIMITS } from "../../db/pool";
import { mapCellDifferences } from "../../../tests/integration/support/map-cells";
import { seedDemoData, type SeedResult } from "./index";

const SERVER_URL =
  (inject("databaseUrl") as string | undefined) ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = `locus_seed_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
const OPTIONS = { businesses: 2000, seed: 7 };
const SAMPLE_IDS = [1, 2, 3, 250, 1000, 1999, 2000];

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let pool: pg.Pool;
let result: SeedResult;
let indexesBefore: string[];

async function one<T = number>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pool.query(sql, params);
  return Object.values(rows[0] as object)[0] as T;
}

async function sample() {
  const { rows } = await pool.query(
    `SELECT id, slug, name, rating, place_id, working_hours, global_row_number FROM businesses WHERE id = ANY($1) ORDER BY id`,
    [SAMPLE_IDS],
  );
  const reviews = await pool.query(
    "SELECT business_id, author_name, rating, comment, created_at FROM reviews WHERE business_id <= 50 ORDER BY id",
  );
  return { businesses: rows, reviews: reviews.rows };
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  pool = createPool(url.toString(), 2, LONG_WORK_LIMITS);
  await migrate(pool);
  indexesBefore = (await pool.query("SELECT indexdef FROM pg_indexes WHERE tablename = 'businesses' ORDER BY 1")).rows.map((r) => r.indexdef);
  result = await seedDemoData(pool, OPTIONS);
});

afterAll(async () => {
  await pool?.end();
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
});

describe("seedDemoData", () => {
  it("loads the requested number of businesses and reports the real counts", async () => {
    expect(result.businesses).toBe(2000);
    expect(await one("SELECT count(*)::int FROM businesses")).toBe(2000);
    expect(await one("SELECT count(*)::int FROM categories")).toBe(result.categories);
    expect(await one("SELECT count(*)::int FROM cities")).toBe(result.cities);
    expect(await one("SELECT count(*)::int FROM countries")).toBe(result.countries);
    expect(await one("SELECT count(*)::int FROM reviews")).toBe(result.reviews);
    expect(result.cities).toBe(150);
    expect(result.countries).toBeGreaterThanOrEqual(50);
    expect(result.reviews).toBeGreaterThan(500);
    expect(await one("SELECT min(global_row_number)::int FROM businesses")).toBe(1);
    expect(await one("SELECT max(global_row_number)::int FROM businesses")).toBe(2000);
  });

  it("keeps business_count of categories, cities and countries equal to the real counts", async () => {
    const mismatches = await one(`
      SELECT (SELECT count(*) FROM categories c WHERE c.business_count <> (SELECT count(*) FROM businesses b WHERE b.category_id = c.id))
           + (SELECT count(*) FROM cities c WHERE c.business_count <> (SELECT count(*) FROM businesses b WHERE b.city_id = c.id))
           + (SELECT count(*) FROM countries c WHERE c.business_count <> (SELECT count(*) FROM businesses b WHERE b.country_code = c.code))`);
    expect(Number(mismatches)).toBe(0);
    expect(await one("SELECT sum(business_count)::int FROM categories")).toBe(2000);
  });

  it("fills the map's cells through their triggers, exactly", async () => {
    expect(await mapCellDifferences(pool)).toEqual([]);
    expect(await one("SELECT sum(count)::int FROM map_cells WHERE level = 2")).toBe(2000);
  });

  it("restores every index of the businesses table", async () => {
    const after = (await pool.query("SELECT indexdef FROM pg_indexes WHERE tablename = 'businesses' ORDER BY 1")).rows.map((r) => r.indexdef);
    expect(after).toEqual(indexesBefore);
  });

  it("places every business near its city, in a valid time zone", async () => {
    expect(await one("SELECT count(*)::int FROM businesses WHERE city_id IS NULL OR category_id IS NULL")).toBe(0);
    expect(await one(`SELECT count(*)::int FROM businesses b JOIN cities c ON c.id = b.city_id
      WHERE abs(b.latitude - c.latitude) > 0.2 OR abs(b.longitude - c.longitude) > 0.2 OR b.time_zone <> c.time_zone`)).toBe(0);
    const { rows } = await pool.query("SELECT DISTINCT time_zone FROM businesses UNION SELECT DISTINCT time_zone FROM cities");
    for (const { time_zone } of rows) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: time_zone })).not.toThrow();
    }
  });

  it("has the category slugs the not-found page links to", async () => {
    const slugs = ["restaurant", "hotel", "shopping", "healthcare", "education", "technology"];
    const { rows } = await pool.query("SELECT slug FROM categories WHERE slug = ANY($1)", [slugs]);
    expect(rows.map((r) => r.slug).sort()).toEqual([...slugs].sort());
  });

  it("writes working hours in Google's formats", async () => {
    const like = (pattern: string) => one("SELECT count(*)::int FROM businesses WHERE working_hours::text LIKE $1", [pattern]);
    expect(await like("%\u2013%")).toBeGreaterThan(0);
    expect(await like("%Closed%")).toBeGreaterThan(0);
    expect(await like("%Open 24 hours%")).toBeGreaterThan(0);
    expect(await like("%M,%")).toBeGreaterThan(0); // split shifts "11AM–3PM,5–9:30PM"
    expect(await one("SELECT count(*)::int FROM businesses WHERE working_hours = '{}'")).toBeGreaterThan(0);
  });

  it("fills the search vector and makes pizzerias findable, also with a typo", async () => {
    expect(await one("SELECT count(*)::int FROM businesses WHERE search_vector IS NULL")).toBe(0);
    expect(await one("SELECT count(*)::int FROM businesses WHERE name LIKE '%Pizzeria%'")).toBeGreaterThan(10);
    expect(await one("SELECT count(*)::int FROM businesses WHERE search_vector @@ to_tsquery('locus', 'pizzeria')")).toBeGreaterThan(10);
    expect(await one("SELECT count(*)::int FROM businesses WHERE word_similarity('pizzria', sort_name) >= 0.5")).toBeGreaterThan(10);
    expect(await one("SELECT count(*)::int FROM businesses WHERE name ~ '[À-ž]'")).toBeGreaterThan(0);
  });

  it("produces ratings, reviews and statuses in the expected shapes", async () => {
    expect(await one("SELECT count(*)::int FROM businesses WHERE rating IS NULL AND review_count <> 0")).toBe(0);
    expect(await one("SELECT count(*)::int FROM businesses WHERE rating IS NULL")).toBeGreaterThan(0);
    expect(await one("SELECT count(*)::int FROM businesses WHERE place_id !~ '^ChIJ[A-Za-z0-9_-]{23}$'")).toBe(0);
    expect(await one("SELECT count(*)::int FROM reviews r JOIN businesses b ON b.id = r.business_id WHERE b.rating IS NULL")).toBe(0);
    expect(await one("SELECT count(*)::int FROM reviews WHERE created_at > '2026-01-01' OR created_at < '2023-12-31'")).toBe(0);
    const demo = await one<{ businesses: number; seed: number }>("SELECT value FROM site_settings WHERE key = 'demoData'");
    expect(demo).toMatchObject(OPTIONS);
  });

  it("gives the same data for the same seed and size", async () => {
    const first = await sample();
    const again = await seedDemoData(pool, OPTIONS);
    expect(again.reviews).toBe(result.reviews);
    expect(await sample()).toEqual(first);
  });
});
