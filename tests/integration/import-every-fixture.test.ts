// Every published scraper export beside the repository (shared/fixtures/scrapers), imported
// one after the other into one real PostgreSQL catalogue, as a directory owner would: rows
// read, businesses created (places already there are merged, not duplicated), and for one
// named business per file what its page is built from.
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Weekday } from "../../app/lib/hours";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { ImportResult } from "../../server/services/import/apply/import-types";
import { inspectUpload } from "../../server/services/import/upload/inspect-upload";
import { scraperFixture } from "./support/scraper-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

interface NamedBusiness {
  name: string;
  city: string;
  countryCode: string;
  rating: number;
  reviewCount: number;
  /** One day of the stored (parsed) hours. */
  hours?: [Weekday, string];
  /** A feature the about sections hold, as section and feature. */
  feature?: [string, string];
  /** The start of the photo's address. */
  photo: string;
  /** Review rows imported from the file (capped at 20 per business). */
  reviews?: number;
  status?: "OPERATIONAL" | "CLOSED_TEMPORARILY" | "CLOSED_PERMANENTLY";
}

interface FixtureExpectation {
  file: string;
  rows: number;
  /** Businesses the file adds to the catalogue as imported so far (earlier files first). */
  created: number;
  business: NamedBusiness;
}

// Files in import order. Outscraper's pandas re-save holds the same 183 places as the xlsx
// it was made from, so it creates none.
const EXPECTATIONS: FixtureExpectation[] = [];

/** Imported after the others: they need their columns named (see the column-mapping step). */
const NEEDS_MAPPING = ["apify-crawler-csvdb-sweden.csv", "other-apify-derived-disparos-leads-semicolon.csv"];

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_every_fixture");
});
afterAll(async () => {
  await scratch?.drop();
});

async function importFixture(file: string): Promise<ImportResult> {
  const filePath = scraperFixture(file);
  const { kind } = await inspectUpload(filePath, file);
  return importSpreadsheetFile(scratch.pool, { path: filePath, kind });
}

async function businessCount(): Promise<number> {
  const { rows } = await scratch.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM businesses");
  return rows[0]!.n;
}

it("every fixture in the folder is listed here", () => {
  const files = readdirSync(path.dirname(scraperFixture("README.md"))).filter((file) => file !== "README.md");
  expect([...EXPECTATIONS.map(({ file }) => file), ...NEEDS_MAPPING].sort()).toEqual(files.sort());
});

describe.each(EXPECTATIONS)("$file", ({ file, rows, created, business }) => {
  let result: ImportResult;
  let createdHere: number;
  beforeAll(async () => {
    const before = await businessCount();
    result = await importFixture(file);
    createdHere = (await businessCount()) - before;
  });

  it(`reads ${rows} rows and adds ${created} businesses`, () => {
    expect(result.totalRows).toBe(rows);
    expect(createdHere).toBe(created);
  });

  it(`imports ${business.name} with what the file says of it`, async () => {
    const { rows: found } = await scratch.pool.query(
      `SELECT b.id, b.city, b.country_code, b.rating::float8 AS rating, b.review_count, b.working_hours, b.about,
              coalesce(b.photo_url, b.image_url) AS photo, b.business_status,
              (SELECT count(*)::int FROM reviews r WHERE r.business_id = b.id) AS reviews
         FROM businesses b WHERE b.name = $1`,
      [business.name],
    );
    expect(found).toHaveLength(1);
    const row = found[0];
    expect(row.city).toBe(business.city);
    expect(row.country_code).toBe(business.countryCode);
    expect(row.rating).toBe(business.rating);
    expect(row.review_count).toBe(business.reviewCount);
    if (business.hours) expect(row.working_hours[business.hours[0]]).toBe(business.hours[1]);
    if (business.feature) expect(row.about[business.feature[0]]?.[business.feature[1]]).toBe(true);
    expect(row.photo).toMatch(new RegExp(`^${business.photo.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&")}`));
    if (business.reviews !== undefined) expect(row.reviews).toBe(business.reviews);
    expect(row.business_status).toBe(business.status ?? "OPERATIONAL");
  });
});
