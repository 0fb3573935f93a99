import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadCache } from "../../server/services/cache";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { RowError } from "../../server/services/import/apply/import-types";
import type { SpreadsheetKind } from "../../server/services/import/read/read-spreadsheet";
import { resetCatalog } from "../../server/services/import/reset-catalog";
import { scraperFixture } from "./support/scraper-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_formats");
});
afterAll(() => scratch?.drop());

/** Imports one fixture into an empty catalogue, keeping every row problem. */
async function importFixture(name: string, kind: SpreadsheetKind) {
  await resetCatalog({ db: scratch.db, cache: new ReadCache() });
  const errors: RowError[] = [];
  const result = await importSpreadsheetFile(scratch.pool, { path: scraperFixture(name), kind }, { onErrors: (batch) => void errors.push(...batch) });
  const { rows } = await scratch.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM businesses");
  return { result, errors, businesses: rows[0]!.count };
}

async function businessNamed(name: string) {
  const { rows } = await scratch.pool.query(
    `SELECT b.*, ci.name AS city_name, c.name AS category_name
       FROM businesses b LEFT JOIN cities ci ON ci.id = b.city_id LEFT JOIN categories c ON c.id = b.category_id
      WHERE b.name = $1 ORDER BY b.id LIMIT 1`,
    [name],
  );
  return rows[0];
}

interface ApifyItem {
  title?: string;
  city?: string | null;
  totalScore?: number | null;
  location?: { lat: number; lng: number } | null;
  categoryName?: string | null;
}

// Objects (rows) in each file, and the places they are (repeats merged), as the README counts them.
const APIFY_JSON: [string, number, number][] = [
  ["apify-crawler-agrivoltaisme-de.json", 106, 106],
  ["apify-crawler-agrivoltaisme-nl.json", 81, 81],
  ["apify-crawler-business-locator-tirana.json", 112, 112],
  ["apify-crawler-cleanplate-nyc.json", 332, 332],
  ["apify-crawler-internet-programming-taipei.json", 874, 874],
  // Two "Rome" and two "O.R.P." objects share a name and city but are different places: their
  // url's query_place_id keeps them apart.
  ["apify-crawler-tour-analyzer.json", 430, 430],
  ["apify-extractor-agrivoltaisme-uk.json", 55, 55],
  ["apify-extractor-startupbaniyalocal-lu.json", 214, 214],
];

describe("importing Apify's JSON exports", () => {
  it.each(APIFY_JSON)("%s: every object is read and becomes a business", async (name, rows, places) => {
    const { result, errors, businesses } = await importFixture(name, "json");
    expect(result).toMatchObject({ totalRows: rows, skipped: 0, imported: places });
    expect(businesses).toBe(places);
    // Nothing in these files is unreadable; only values the row parser does not know yet (such as German day names) are reported.
    expect(errors.filter((error) => error.column === "")).toEqual([]);

    // The first object with a city and a score, as the business page will show it.
    const items = JSON.parse(await readFile(scraperFixture(name), "utf8")) as ApifyItem[];
    const item = items.find((candidate) => candidate.title && candidate.city && typeof candidate.totalScore === "number" && candidate.location);
    if (!item) return;
    const business = await businessNamed(item.title!);
    expect(business).toMatchObject({ city_name: item.city, rating: item.totalScore!.toFixed(1), latitude: item.location!.lat, longitude: item.location!.lng });
    if (item.categoryName) expect(business.category_name).toBe(item.categoryName);
  });

  it("reads opening hours and features from the nested lists, as from the flattened CSV columns", async () => {
    await importFixture("apify-crawler-business-locator-tirana.json", "json");
    const { rows } = await scratch.pool.query(
      `SELECT count(*) FILTER (WHERE working_hours IS NOT NULL AND working_hours <> '{}'::jsonb)::int AS hours,
              count(*) FILTER (WHERE about IS NOT NULL AND about <> '{}'::jsonb)::int AS about
         FROM businesses`,
    );
    expect(rows[0].hours).toBeGreaterThan(50);
    expect(rows[0].about).toBeGreaterThan(50);
  });
});

describe("importing gosom's exports", () => {
  it("reads the JSON Lines output as its CSV is read", async () => {
    const { result, businesses } = await importFixture("gosom-pr248-panda.json", "jsonl");
    expect(result).toMatchObject({ totalRows: 8, imported: 8, skipped: 0 });
    expect(businesses).toBe(8);
    const first = JSON.parse((await readFile(scraperFixture("gosom-pr248-panda.json"), "utf8")).split("\n")[0]!) as Record<string, unknown>;
    const { rows } = await scratch.pool.query(
      "SELECT b.*, c.name AS category_name FROM businesses b LEFT JOIN categories c ON c.id = b.category_id WHERE b.cid = $1",
      [first.cid],
    );
    const business = rows[0];
    expect(business).toMatchObject({ name: first.title, category_name: first.category, phone: first.phone, place_id: first.place_id });
    expect(business.latitude).toBeCloseTo(Number(first.latitude), 6);
    // Nested values Locus has no field for yet stay with the row, under their flattened paths.
    expect(Object.keys(business.raw_import)).toEqual(expect.arrayContaining(["complete_address/city", "open_hours/Friday/0"]));
  });

  it.each([
    ["gosom-example.csv", 125],
    ["gosom-pr248-webui-gmapsdata-us.csv", 73],
  ])("%s: every row is read", async (name, rows) => {
    const { result, errors } = await importFixture(name, "csv");
    expect(result).toMatchObject({ totalRows: rows, skipped: 0 });
    expect(result.imported + result.merged).toBe(rows);
    expect(errors.filter((error) => error.column === "")).toEqual([]);
  });

  it("skips the corrupt line of a 765-row file with its line number and imports the rest", async () => {
    const { result, errors, businesses } = await importFixture("gosom-pr63-results-vn.csv", "csv");
    expect(result).toMatchObject({ totalRows: 766, skipped: 1 });
    expect(result.imported + result.merged).toBe(765);
    // 138 distinct places (the same cid under many queries).
    expect(businesses).toBe(138);
    expect(errors.filter((error) => error.column === "")).toEqual([
      { row: 544, column: "", message: "Line 544 has 49 fields where the header has 32 (a damaged or cut line); the row was skipped", outcome: "skipped" },
    ]);
  });
});

describe("a header damaged by a stray quote", () => {
  it("imports every row and reports the repaired header cell", async () => {
    const { result, errors, businesses } = await importFixture("other-outscraper-derived-hvac-scoring-2025-default-view.csv", "csv");
    expect(result).toMatchObject({ totalRows: 500, imported: 500, skipped: 0 });
    expect(businesses).toBe(500);
    expect(errors.filter((error) => error.row === 1)).toEqual([
      { row: 1, column: 'ot "Name"', message: 'Header cell "ot \\"Name\\"" had a stray quote; it was read as "Name"', outcome: "repaired" },
    ]);
    // The other problems are the file's placeholder postal codes ("0"), left out of their rows.
    const others = errors.filter((error) => error.row !== 1);
    expect(others.length).toBeGreaterThan(0);
    for (const error of others) expect(error).toMatchObject({ column: "postal_code", outcome: "dropped" });
  });
});
