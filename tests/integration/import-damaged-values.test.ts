// Real files that people re-saved with pandas and Google Sheets, imported into PostgreSQL:
// values the spreadsheet damaged come back repaired, or are left out and reported, never
// invented; ids arrive as the exact text Google gave.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { RowError } from "../../server/services/import/apply/import-types";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/fixtures/scrapers");

let scratch: ScratchDatabase;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_damaged_values");
  folder = await mkdtemp(path.join(tmpdir(), "locus-damaged-values-"));
});
afterAll(async () => {
  await scratch?.drop();
  await rm(folder, { recursive: true, force: true });
});

async function importFixture(name: string, kind: "csv" | "xlsx" = "csv", filePath = path.join(FIXTURES, name)) {
  const problems: RowError[] = [];
  const result = await importSpreadsheetFile(
    scratch.pool,
    { path: filePath, kind },
    { onErrors: (errors) => void problems.push(...errors) },
  );
  return { result, problems };
}

async function businessesNamed(name: string) {
  const { rows } = await scratch.pool.query(
    `SELECT name, postal_code, review_count, rating::text AS rating, phone, place_id, google_id, cid, location_link, raw_import
       FROM businesses WHERE name = $1 ORDER BY id`,
    [name],
  );
  return rows;
}

/**
 * Every stored text value that is one of the words for "empty". Left out: `open_minutes`, whose
 * `{}` is the empty set of minutes Locus computes for a week that is never open, not a file's word.
 */
async function storedEmptyWords(): Promise<unknown[]> {
  const { rows } = await scratch.pool.query(`
    SELECT b.name, kv.key, kv.value
      FROM businesses b
      CROSS JOIN LATERAL jsonb_each(
        to_jsonb(b) - 'raw_import' - 'open_minutes' || coalesce(b.raw_import, '{}'::jsonb)
      ) AS kv(key, value)
     WHERE jsonb_typeof(kv.value) = 'string' AND lower(trim(kv.value #>> '{}')) IN ('none', 'null', 'nan', '[]', '{}')`);
  return rows;
}

describe("a pandas re-save of an Outscraper file", () => {
  it("repairs postal codes, counts and ratings, and keeps every id as exact text", async () => {
    const { result, problems } = await importFixture("outscraper-qc-restaurants-2-pandas-resave.csv");
    expect(result.totalRows).toBe(183);
    expect(result.skipped).toBe(0);

    const [kitchen, ...others] = await businessesNamed("Esmeralda Kitchen");
    expect(others).toEqual([]);
    expect(kitchen).toMatchObject({
      postal_code: "1114",
      review_count: 395,
      rating: "4.6",
      phone: "+63 917 831 7533",
      place_id: "ChIJhwBKfSC3lzMRmoGXjhZ0Jig",
      google_id: "0x3397b7207d4a0087:0x282674168e97819a",
      cid: "2893127450862518682",
    });
    // pandas kept the 20-digit cid as text; it must not have passed through a float.
    expect((await businessesNamed("Bulalohan sa Ramirez"))[0]).toMatchObject({ cid: "17322658833831739742" });

    // Every "1114.0" is reported as repaired, with its row and column, and nothing as invented.
    const repairedPostalCodes = problems.filter((problem) => problem.column === "postal_code");
    expect(repairedPostalCodes).toHaveLength(116);
    expect(repairedPostalCodes.every((problem) => problem.outcome === "repaired")).toBe(true);
    expect(repairedPostalCodes[0]).toEqual({
      row: 2, column: "postal_code", outcome: "repaired", message: expect.stringContaining('"1114.0"'),
    });
    expect(result.errorCount).toBe(problems.length);
    expect(await storedEmptyWords()).toEqual([]);
  });

  it("finds the same places in the original .xlsx by their ids, with the same values", async () => {
    const before = await scratch.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM businesses");
    const { result } = await importFixture("outscraper-qc-restaurants-1.xlsx", "xlsx");
    expect(result.totalRows).toBe(183);
    expect(result.imported).toBe(0);
    const after = await scratch.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM businesses");
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);

    // The .xlsx holds the rating as the number 4.5999999999999996 and "None" as text.
    expect((await businessesNamed("Esmeralda Kitchen"))[0]).toMatchObject({
      postal_code: "1114", review_count: 395, rating: "4.6", cid: "2893127450862518682",
    });
    expect(await storedEmptyWords()).toEqual([]);
  });
});

describe("a Google Sheets re-save of an Apify export", () => {
  it("reads ratings and counts, leaves missing ratings empty and keeps the Maps link exact", async () => {
    const { result, problems } = await importFixture("apify-extractor-view-weight-loss-surgery-gsheets.csv");
    // Two exports pasted together: the header line comes again at line 191 and is no business.
    expect(result.totalRows).toBe(440);
    expect(problems).toEqual([
      { row: 191, column: "title", outcome: "skipped", message: expect.stringContaining("repeats the header") },
    ]);
    expect(result.skipped).toBe(1);
    expect(await businessesNamed("title")).toEqual([]);

    const magdy = await businessesNamed("Dr. Mark Magdy");
    expect(magdy[0]).toMatchObject({
      rating: "5.0",
      review_count: 109,
      phone: "+61 1300 376 243",
      location_link:
        "https://www.google.com/maps/search/?api=1&query=Dr.%20Mark%20Magdy&query_place_id=ChIJXx9aKs25EmsRST6j-im3L6Y",
    });
    const [das] = await businessesNamed("Dr Amitabha Das");
    expect(das).toMatchObject({ rating: null, review_count: 0 });
    expect(await storedEmptyWords()).toEqual([]);
  });
});

describe("Outscraper's own float artefacts", () => {
  it("reads postal codes like 90744.0 as 90744 and keeps the lost reviews_id only as raw text", async () => {
    const { problems } = await importFixture("outscraper-website-email-finder-1.csv");
    const { rows } = await scratch.pool.query(
      `SELECT postal_code, raw_import->>'reviews_id' AS reviews_id FROM businesses
        WHERE raw_import->>'query' IS NOT NULL AND postal_code = '90744'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.reviews_id === null || /e\+\d+$/.test(row.reviews_id))).toBe(true);
    const { rows: floats } = await scratch.pool.query(`SELECT count(*)::int AS count FROM businesses WHERE postal_code LIKE '%.0'`);
    expect(floats[0].count).toBe(0);
    expect(problems.some((problem) => problem.column === "postal_code" && problem.outcome === "repaired")).toBe(true);
  });
});

describe("an Apify export re-saved by Excel in a decimal-comma locale", () => {
  it("never invents a phone from 5,51194E+12 and keeps the whole one beside it", async () => {
    // The file names its name column "Empresa"; only that header is changed here.
    const original = await readFile(path.join(FIXTURES, "other-apify-derived-disparos-leads-semicolon.csv"), "utf8");
    const renamed = path.join(folder, "disparos.csv");
    await writeFile(renamed, original.replace("Empresa;", "title;"));
    const { result, problems } = await importFixture("disparos.csv", "csv", renamed);
    expect(result.totalRows).toBe(61);

    const [gih] = await businessesNamed("Gih modas");
    expect(gih).toMatchObject({ phone: "+55 11 94245-4686" });
    const { rows } = await scratch.pool.query(`SELECT count(*)::int AS count FROM businesses WHERE phone ILIKE '%E+%' OR phone LIKE '%0000000'`);
    expect(rows[0].count).toBe(0);
    // The one row whose only phone is in scientific notation loses it, with a problem row.
    expect(problems.filter((problem) => problem.column === "phone")).toEqual([
      expect.objectContaining({ outcome: "dropped", message: expect.stringContaining("scientific notation") }),
    ]);
  });
});
