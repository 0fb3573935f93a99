import { sql } from "kysely";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadCache } from "../../server/services/cache";
import { readExportBatches } from "../../server/services/export/read-export-batches";
import { writeCsv } from "../../server/services/export/write-csv";
import { writeXlsx } from "../../server/services/export/write-xlsx";
import { sanitizeDescription } from "../../server/services/html/sanitize-description";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { ImportResult } from "../../server/services/import/apply/import-types";
import { SpreadsheetError } from "../../server/services/import/read/spreadsheet-error";
import { resetCatalog } from "../../server/services/import/reset-catalog";
import { apifyTable, outscraperTable, OUTSCRAPER_ROWS, writeCsvFile, writeXlsxFile } from "./support/import-fixtures";
import { mapCellDifferences } from "./support/map-cells";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

let scratch: ScratchDatabase;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("import");
  folder = await mkdtemp(path.join(tmpdir(), "locus-import-test-"));
});
afterAll(async () => {
  await scratch?.drop();
  await rm(folder, { recursive: true, force: true });
});

const file = (name: string) => path.join(folder, name);
const importFile = (filePath: string, kind: "csv" | "xlsx" = "csv") => importSpreadsheetFile(scratch.pool, { path: filePath, kind });
const counts = ({ errors: _errors, ...rest }: ImportResult) => rest;

async function business(placeIdOrName: string) {
  const { rows } = await scratch.pool.query(
    `SELECT b.*, c.name AS category_name, c.icon AS category_icon, ci.name AS city_name
       FROM businesses b LEFT JOIN categories c ON c.id = b.category_id LEFT JOIN cities ci ON ci.id = b.city_id
      WHERE b.place_id = $1 OR b.name = $1`,
    [placeIdOrName],
  );
  return rows;
}

/** Every stored businessCount against a fresh count of the businesses. */
async function wrongCounts(): Promise<unknown[]> {
  const { rows } = await scratch.pool.query(`
    SELECT 'category' AS kind, c.name, c.business_count, (SELECT count(*) FROM businesses b WHERE b.category_id = c.id)::int AS real FROM categories c
    UNION ALL SELECT 'city', c.name, c.business_count, (SELECT count(*) FROM businesses b WHERE b.city_id = c.id)::int FROM cities c
    UNION ALL SELECT 'country', c.code, c.business_count, (SELECT count(*) FROM businesses b WHERE b.country_code = c.code)::int FROM countries c`);
  return rows.filter((row) => row.business_count !== row.real);
}

async function catalogSnapshot() {
  const { rows } = await scratch.pool.query(`
    SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM categories)::int AS categories,
           (SELECT count(*) FROM cities)::int AS cities, (SELECT count(*) FROM countries)::int AS countries,
           (SELECT coalesce(max(updated_at), 'epoch') FROM businesses) AS last_update`);
  return rows[0];
}

describe("importing an Outscraper file", () => {
  let first: ImportResult;
  beforeAll(async () => {
    first = await importFile(await writeCsvFile(file("outscraper.csv"), outscraperTable()));
  });

  it("reports every row: created, merged into its place, or skipped", () => {
    expect(counts(first)).toEqual({
      imported: 5, updated: 0, unchanged: 0, merged: 3, skipped: 1,
      categoriesCreated: 2, citiesFound: 3, totalRows: OUTSCRAPER_ROWS.length, errorCount: 3,
    });
    expect(first.errors).toEqual([
      { row: 5, column: "name", message: "Business name is missing; the row was skipped", outcome: "skipped" },
      { row: 6, column: "rating", message: expect.stringContaining("Rating"), outcome: "dropped" },
      { row: 10, column: "latitude", message: expect.stringContaining("Latitude"), outcome: "dropped" },
    ]);
  });

  it("merges the rows of one place, keeping every email and the unknown columns", async () => {
    const [mavi, ...others] = await business("ChIJmavi0000000000000001");
    expect(others).toEqual([]);
    expect(mavi).toMatchObject({
      name: "Mavi Kafe", email: "info@mavikafe.example", website: "https://mavikafe.example", city_name: "Ankara",
      country_code: "TR", category_name: "Coffee shop", category_icon: "☕", rating: "4.6", review_count: 120,
      is_verified: true, google_id: "0x14d34f0000000001:0x1", cid: "1000000000000000001", slug: "mavi-kafe-ankara",
      working_hours: { Monday: expect.stringMatching(/^11AM–3PM, ?5–9:30PM$/), Tuesday: "Closed" },
      about: { "Service options": { "Dine-in": true, Takeout: true }, Accessibility: { "Wheelchair accessible entrance": false } },
    });
    expect(mavi.raw_import).toMatchObject({
      owner_title: "Mavi Kafe Ltd",
      additionalEmails: ["siparis@mavikafe.example", "events@mavikafe.example"],
    });
  });

  it("reads the old hours format, sanitizes descriptions and creates the new country and category", async () => {
    const [brot] = await business("ChIJbrot0000000000000002");
    expect(brot).toMatchObject({
      name: "Brot & Butter", country_code: "DE", city_name: "Berlin", category_name: "Bakery", review_count: 1234,
      working_hours: { Monday: "7AM–6PM", Tuesday: "7AM–6PM", Sunday: "Closed" },
      business_status: "CLOSED_TEMPORARILY", is_open: false, price_range: "$$", website: "https://brotundbutter.example",
    });
    expect(brot.description).toBe("<p>Fresh bread &amp; rolls</p>");
    const { rows } = await scratch.pool.query("SELECT name FROM countries WHERE code = 'DE'");
    expect(rows).toEqual([{ name: "Germany" }]);
  });

  it("drops a bad value and keeps the rest of its row", async () => {
    const [bistro] = await business("ChIJbistro000000000000004");
    expect(bistro).toMatchObject({ name: "Le Petit Bistro", rating: null, category_name: "Restaurant", city_name: "Lyon" });
    const [cay] = await business("ChIJcay00000000000000005");
    expect(cay).toMatchObject({ latitude: null, city_name: "Ankara" });
  });

  it("recognises a place without ids by name, address and city", async () => {
    const rows = await business("Café Olé");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "+33 4 00 00 00 01", email: "bonjour@cafeole.example" });
  });

  it("leaves every businessCount and the map's cells right", async () => {
    expect(await wrongCounts()).toEqual([]);
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
    const { rows } = await scratch.pool.query(
      `SELECT (SELECT sum(count)::int FROM map_cells WHERE level = map_cells_first_level()) AS cells,
              count(*)::int AS located FROM businesses WHERE geo IS NOT NULL`,
    );
    expect(rows[0].cells).toBe(rows[0].located);
  });

  it("changes nothing when the same file comes again", async () => {
    const before = await catalogSnapshot();
    const again = await importFile(await writeXlsxFile(file("outscraper-again.xlsx"), outscraperTable()), "xlsx");
    expect(counts(again)).toMatchObject({ imported: 0, updated: 0, unchanged: 5, merged: 3, skipped: 1, categoriesCreated: 0 });
    expect(await catalogSnapshot()).toEqual(before);
  });

  it("updates what a newer file says differently and numbers new places in upload order", async () => {
    const changed = OUTSCRAPER_ROWS.map((row) => (row.place_id === "ChIJbistro000000000000004" ? { ...row, rating: 4.1 } : row));
    const newcomers = [
      { name: "Zeta Books", category: "Book store", city: "Ankara", country_code: "TR", place_id: "ChIJzeta0000000000000007" },
      { name: "Alpha Books", category: "Book store", city: "Ankara", country_code: "TR", place_id: "ChIJalpha000000000000008" },
    ];
    const result = await importFile(await writeCsvFile(file("outscraper-newer.csv"), outscraperTable([...changed, ...newcomers])));
    expect(counts(result)).toMatchObject({ imported: 2, updated: 1, unchanged: 4 });
    const [bistro] = await business("ChIJbistro000000000000004");
    expect(bistro.rating).toBe("4.1");
    const [zeta] = await business("Zeta Books");
    const [alpha] = await business("Alpha Books");
    expect(Number(alpha.global_row_number)).toBe(Number(zeta.global_row_number) + 1);
    expect(await wrongCounts()).toEqual([]);
  });

  it("gives namesakes their own page addresses", async () => {
    const namesakes = [
      { name: "Twin Cafe", city: "Ankara", country_code: "TR", place_id: "ChIJtwin1000000000000009" },
      { name: "Twin Cafe", city: "Ankara", country_code: "TR", place_id: "ChIJtwin2000000000000010" },
      // Another Mavi Kafe in Ankara: its natural slug belongs to the first one.
      { name: "Mavi Kafe", city: "Ankara", country_code: "TR", place_id: "ChIJmavi2000000000000011" },
    ];
    const result = await importFile(await writeCsvFile(file("namesakes.csv"), outscraperTable(namesakes)));
    expect(counts(result)).toMatchObject({ imported: 3, merged: 0 });
    const slugs = async (name: string) => (await business(name)).map((row) => [row.place_id, row.slug, Number(row.global_row_number)]);
    expect((await slugs("Twin Cafe")).map(([, slug]) => slug).sort()).toEqual(["twin-cafe-ankara", "twin-cafe-ankara-2"]);
    const mavis = await slugs("Mavi Kafe");
    const second = mavis.find(([placeId]) => placeId === "ChIJmavi2000000000000011")!;
    expect(second[1]).toBe(`mavi-kafe-ankara-${second[2]}`);
  });
});

describe("importing an Apify file", () => {
  it("reads categories, opening hours and additional info from the flattened columns", async () => {
    const result = await importFile(await writeXlsxFile(file("apify.xlsx"), apifyTable()), "xlsx");
    expect(counts(result)).toMatchObject({ imported: 1, totalRows: 1, errorCount: 0 });
    const [sakura] = await business("ChIJsakura00000000000006");
    expect(sakura).toMatchObject({
      name: "Sakura Ramen", category_name: "Ramen restaurant", type: "Japanese restaurant", city_name: "Tokyo",
      country_code: "JP", rating: "4.4", review_count: 310, latitude: 35.66, longitude: 139.7,
      working_hours: { Monday: "7 AM–6 PM", Tuesday: "Closed" },
      about: { "Service options": { Takeout: true }, Amenities: { "Wi-Fi": false } },
      location_link: expect.stringContaining("google.com/maps"), is_open: true,
    });
    expect(sakura.raw_import).toMatchObject({ searchString: "ramen tokyo" });
  });

  it("reads a JSON array without a counting pass, its total estimated from the bytes read", async () => {
    const places = Array.from({ length: 4000 }, (_, i) => ({
      title: `Tahmin ${String(i).padStart(4, "0")}`, city: "Lyon", countryCode: "FR",
    }));
    const json = file("estimate.json");
    await writeFile(json, JSON.stringify(places, null, 2));
    const progress: { phase: string; done: number; total: number | null }[] = [];
    const onProgress = (step: (typeof progress)[number]) => progress.push(step);
    const result = await importSpreadsheetFile(scratch.pool, { path: json, kind: "json" }, { onProgress });
    expect(result).toMatchObject({ imported: 4000, totalRows: 4000, errorCount: 0 });
    expect(progress.some(({ phase }) => phase === "counting")).toBe(false);
    expect(progress[0]).toEqual({ phase: "reading", done: 0, total: null });
    // Objects of one size: halfway through the bytes, the estimate is the real count.
    const midway = progress.find(({ phase, done }) => phase === "reading" && done >= 2000)!;
    expect(midway.total).toBeGreaterThanOrEqual(3950);
    expect(midway.total).toBeLessThanOrEqual(4050);
  });
});

describe("files that must not change anything", () => {
  async function refusal(filePath: string, kind: "csv" | "xlsx", options = {}) {
    const before = await catalogSnapshot();
    const error = await importSpreadsheetFile(scratch.pool, { path: filePath, kind }, options).catch((caught: unknown) => caught);
    expect(await catalogSnapshot()).toEqual(before);
    expect(error).toBeInstanceOf(SpreadsheetError);
    return error as SpreadsheetError;
  }

  it("refuses a sheet with a header and no rows", async () => {
    const error = await refusal(await writeCsvFile(file("empty.csv"), [["name", "city"]]), "csv");
    expect(error.status).toBe(422);
  });

  it("refuses a file without a name column", async () => {
    const error = await refusal(await writeCsvFile(file("no-name.csv"), [["city", "phone"], ["Lyon", "1"]]), "csv");
    expect([error.status, error.message]).toEqual([422, "Dosyada işletme adı sütunu bulunamadı (name / title)."]);
  });

  it("refuses a truncated xlsx", async () => {
    const whole = await writeXlsxFile(file("whole.xlsx"), outscraperTable());
    const bytes = await readFile(whole);
    const truncated = file("truncated.xlsx");
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect((await refusal(truncated, "xlsx")).status).toBe(422);
  });

  it("refuses a zip that inflates beyond the limit, counting the bytes really inflated", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`Place ${i}`, "x".repeat(200)]);
    const bomb = await writeXlsxFile(file("bomb.xlsx"), [["name", "note"], ...rows]);
    const error = await refusal(bomb, "xlsx", { maxUncompressedBytes: 100_000 });
    expect(error.status).toBe(413);
  });

  it("rolls back a cancelled import", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`Cancelled ${i}`, "Lyon", "FR"]);
    const big = await writeCsvFile(file("cancel.csv"), [["name", "city", "country_code"], ...rows]);
    const before = await catalogSnapshot();
    const aborter = new AbortController();
    const error = await importSpreadsheetFile(scratch.pool, { path: big, kind: "csv" }, {
      signal: aborter.signal,
      onProgress: (progress) => {
        if (progress.phase === "reading" && progress.done >= 1000) aborter.abort(new Error("stopped by the test"));
      },
    }).catch((caught: unknown) => caught);
    expect(String(error)).toContain("stopped by the test");
    expect(await catalogSnapshot()).toEqual(before);
  });

  it("rolls back when the database connection is lost mid-file", async () => {
    // Large enough that the import is still running when its connection is cut.
    const rows = Array.from({ length: 50_000 }, (_, i) => [`Lost ${i}`, "Lyon", "FR"]);
    const big = await writeCsvFile(file("lost.csv"), [["name", "city", "country_code"], ...rows]);
    const before = await catalogSnapshot();
    let killing: Promise<unknown> | null = null;
    const error = await importSpreadsheetFile(scratch.pool, { path: big, kind: "csv" }, {
      onProgress: (progress) => {
        if (!killing && progress.phase === "reading" && progress.done >= 1000) {
          // The import's connection is the one of this database with a transaction open.
          killing = scratch.pool.query(
            `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL`,
          );
        }
      },
    }).catch((caught: unknown) => caught);
    const { rows: killed } = (await killing!) as { rows: { killed: boolean }[] };
    expect(killed).toEqual([{ killed: true }]);
    expect(error).toBeInstanceOf(Error);
    expect(await catalogSnapshot()).toEqual(before);
  });
});

describe("export, reset, import", () => {
  // Every writer stores descriptions sanitized; the fixtures are written raw on purpose (to test
  // the pages' own sanitizing), so they are brought to the stored form first.
  beforeAll(async () => {
    const { rows } = await scratch.pool.query<{ id: number; description: string | null }>("SELECT id, description FROM businesses");
    for (const row of rows) {
      await scratch.pool.query("UPDATE businesses SET description = $2 WHERE id = $1", [row.id, sanitizeDescription(row.description)]);
    }
  });

  /** Every business field as stored, with its category and city by name (ids are renumbered by a reset). */
  async function businessesAsStored() {
    const { rows } = await scratch.pool.query(`
      SELECT b.slug, b.name, b.type, b.rating, b.review_count, b.address, b.street, b.city, b.state, b.postal_code,
             b.country, b.country_code, b.latitude, b.longitude, b.time_zone, b.phone, b.email, b.website, b.photo_url,
             b.image_url, b.location_link, b.order_link, b.menu_link, b.reservation_link, b.reviews_link, b.description,
             b.about, b.working_hours, b.is_verified, b.is_open, b.business_status, b.price_range, b.place_id,
             b.google_id, b.cid, b.raw_import, b.global_row_number,
             c.name AS category, c.icon AS category_icon, ci.name AS city_name, ci.country_code AS city_country
        FROM businesses b LEFT JOIN categories c ON c.id = b.category_id LEFT JOIN cities ci ON ci.id = b.city_id
       ORDER BY b.global_row_number`);
    return rows;
  }

  async function exportTo(filePath: string, format: "xlsx" | "csv"): Promise<number> {
    const signal = new AbortController().signal;
    const output = createWriteStream(filePath);
    const batches = readExportBatches(scratch.db, { firstRowNumber: null, lastRowNumber: null }, signal);
    const rows = await (format === "xlsx" ? writeXlsx : writeCsv)(output, batches, signal);
    output.end();
    await finished(output);
    return rows;
  }

  it.each(["xlsx", "csv"] as const)("gives back the same businesses through %s", async (format) => {
    // Text a spreadsheet would take for a formula: the CSV guards it with a quote, the reader takes the quote off.
    const formulaLike = { name: "=1+2 Kebap", phone: "+90 212 555 12 34", street: "'=quoted on purpose", state: "@home", type: "-" };
    await scratch.db.updateTable("businesses").set(formulaLike).where("id", "=", sql<number>`(SELECT min(id) FROM businesses)`).execute();
    const before = await businessesAsStored();
    expect(before).toEqual(expect.arrayContaining([expect.objectContaining(formulaLike)]));
    expect(before.length).toBeGreaterThan(15);
    const exported = await exportTo(file(`round-trip.${format}`), format);
    expect(exported).toBe(before.length);

    await resetCatalog({ db: scratch.db, cache: new ReadCache() });
    expect(await businessesAsStored()).toEqual([]);
    const result = await importFile(file(`round-trip.${format}`), format);
    expect(counts(result)).toMatchObject({ imported: before.length, updated: 0, merged: 0, skipped: 0, errorCount: 0 });

    expect(await businessesAsStored()).toEqual(before);
    expect(await wrongCounts()).toEqual([]);
  });
});
