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
import type { ColumnMapping } from "../../server/services/import/mapping/column-mapping";
import { NO_NAME_COLUMN_MESSAGE } from "../../server/services/import/parse/aliases";
import { inspectUpload } from "../../server/services/import/upload/inspect-upload";
import { scraperFixture } from "./support/scraper-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

/** Google writes a narrow no-break space before AM/PM; the stored hours keep the file's text, tidied. */
const NNBSP = "\u202f";

interface NamedBusiness {
  /** Name, city and review count find the business (a chain has several of one name in a city). */
  name: string;
  city: string | null;
  reviewCount: number;
  countryCode: string | null;
  rating: number;
  /** One day of the stored (parsed) hours. */
  hours?: [Weekday, string];
  /** A feature the about sections hold, as section and feature. */
  feature?: [string, string];
  /** The start of the photo's address; null when the file has no photo of it. */
  photo: string | null;
  timeZone?: string;
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
const EXPECTATIONS: FixtureExpectation[] = [
  {
    file: "apify-crawler-agrivoltaisme-de.json", rows: 106, created: 106,
    business: {
      name: "Schafhof im Kengel", city: "Wildberg", reviewCount: 1, countryCode: "DE", rating: 5, hours: ["Sunday", "Closed"],
      feature: ["Barrierefreiheit", "Rollstuhlgerechter Parkplatz"], photo: null, reviews: 1,
    },
  },
  {
    file: "apify-crawler-agrivoltaisme-nl.json", rows: 81, created: 81,
    business: {
      name: "Vleesveebedrijf / Vleesverkoop De Til", city: "Dalerpeel", reviewCount: 36, countryCode: "NL", rating: 4.9,
      hours: ["Wednesday", "09:00–12:00"], feature: ["Toegankelijkheid", "Rolstoeltoegankelijke ingang"],
      photo: "https://streetviewpixels-pa.googleapis.com/", reviews: 3,
    },
  },
  {
    file: "apify-crawler-business-locator-tirana.json", rows: 112, created: 112,
    business: {
      name: "Lotus Gym", city: "Tiranë", reviewCount: 43, countryCode: "AL", rating: 3.8, hours: ["Monday", `9${NNBSP}AM–10${NNBSP}PM`],
      feature: ["Amenities", "Restroom"], photo: "https://lh3.googleusercontent.com/p/AF1QipPxDuIYrD0RmlD8p9vd",
    },
  },
  {
    file: "apify-crawler-cleanplate-nyc.json", rows: 332, created: 332,
    business: { name: "Q.E.D.", city: "Astoria", reviewCount: 197, countryCode: "US", rating: 4.7, photo: null },
  },
  {
    // Picked fields only: name, score, count and images.
    file: "apify-crawler-internet-programming-taipei.json", rows: 874, created: 874,
    business: {
      name: "Stonehouse63", city: null, reviewCount: 918, countryCode: null, rating: 4.3,
      photo: "https://lh5.googleusercontent.com/p/AF1QipOdY4J1-Vll7u0aNuXE",
    },
  },
  {
    file: "apify-crawler-tour-analyzer.json", rows: 430, created: 430,
    business: { name: "Rome Tour Tickets", city: "Rome", reviewCount: 327, countryCode: "IT", rating: 4.4, photo: null },
  },
  {
    file: "apify-extractor-agrivoltaisme-uk.json", rows: 55, created: 55,
    business: {
      name: "Glenshane Country Farm", city: "Maghera", reviewCount: 591, countryCode: "GB", rating: 5, hours: ["Sunday", `7${NNBSP}AM–6:30${NNBSP}PM`],
      feature: ["Children", "Good for kids"], photo: "https://lh3.googleusercontent.com/p/AF1QipPnBoBURoI2dwz-pa6j",
    },
  },
  {
    file: "apify-extractor-butchers-near-me.csv", rows: 711, created: 711,
    business: {
      name: "Hoof to Block Butchery", city: "Holsworthy", reviewCount: 67, countryCode: "GB", rating: 5,
      photo: "https://lh3.googleusercontent.com/p/AF1QipM1s_Me9KuxzQ8K1Reb",
    },
  },
  {
    file: "apify-extractor-startupbaniyalocal-lu.json", rows: 214, created: 214,
    business: {
      name: "yogaloft. Luxembourg - Gare", city: "Luxembourg", reviewCount: 37, countryCode: "LU", rating: 4.8,
      hours: ["Thursday", `8${NNBSP}AM–9${NNBSP}PM`], feature: ["Amenities", "Washroom"], photo: null,
    },
  },
  {
    // One line repeats the header (two sheets joined): it is skipped with a row error.
    file: "apify-extractor-view-weight-loss-surgery-gsheets.csv", rows: 440, created: 439,
    business: { name: "Dr. Mark Magdy", city: "Miranda", reviewCount: 109, countryCode: "AU", rating: 5, photo: null },
  },
  {
    file: "gosom-example.csv", rows: 125, created: 118,
    business: {
      name: "Porto Latchi Restaurant & Fish Tavern", city: "Poli Crysochous", reviewCount: 1056, countryCode: "CY", rating: 4.2,
      hours: ["Friday", `11${NNBSP}am–11${NNBSP}pm`], feature: ["Pets", "Dogs allowed"], photo: "https://lh5.googleusercontent.com/p/AF1QipM-q2zar2DoAc8JnguT",
      reviews: 8, timeZone: "Asia/Nicosia",
    },
  },
  {
    // JSON Lines under a .json name; user_reviews_extended holds up to 199 reviews a place, capped at 20.
    file: "gosom-pr248-panda.json", rows: 8, created: 8,
    business: {
      name: "Panda Express", city: "Frisco", reviewCount: 199, countryCode: "US", rating: 3.4, hours: ["Sunday", `12–6${NNBSP}PM`],
      feature: ["Parking", "Free parking lot"], photo: "https://lh3.googleusercontent.com/gps-cs-s/", reviews: 20, timeZone: "America/Chicago",
    },
  },
  {
    file: "gosom-pr248-webui-gmapsdata-us.csv", rows: 73, created: 73,
    business: {
      name: "The Gyro Shop", city: "Frisco", reviewCount: 564, countryCode: "US", rating: 4.4, hours: ["Friday", `11${NNBSP}AM–2${NNBSP}AM`],
      feature: ["Children", "Good for kids"], photo: "https://lh3.googleusercontent.com/gps-cs-s/", reviews: 8, timeZone: "America/Chicago",
    },
  },
  {
    // 766 records: one corrupted fragment line, and 138 places repeated under 20 searches.
    file: "gosom-pr63-results-vn.csv", rows: 766, created: 138,
    business: {
      name: "T@AXI SÂN BAY TÂN SƠN NHẤT", city: "Hồ Chí Minh", reviewCount: 2, countryCode: "VN", rating: 5, hours: ["Monday", "Open 24 hours"],
      photo: "https://lh5.googleusercontent.com/p/AF1QipNsVIpTGBpAE6xJFe5X", reviews: 2, timeZone: "Asia/Saigon",
    },
  },
  {
    file: "omkarcloud-finished-early.csv", rows: 14, created: 14,
    business: {
      name: "VA WEBHUB WEB DESIGN CUTTACK", city: null, reviewCount: 31, countryCode: null, rating: 4.9,
      photo: "https://streetviewpixels-pa.googleapis.com/",
    },
  },
  {
    file: "omkarcloud-googlemaps-webscraper-srilanka.csv", rows: 120, created: 120,
    business: {
      name: "Laptop Repair Center Winsoft", city: null, reviewCount: 34, countryCode: null, rating: 4.7,
      photo: "https://lh5.googleusercontent.com/p/AF1QipOhZ-5JRwEWG-A68ibV",
    },
  },
  {
    file: "other-outscraper-derived-hvac-scoring-2025-default-view.csv", rows: 500, created: 500,
    business: { name: "Hvac Technologies", city: "Cheshire", reviewCount: 3, countryCode: null, rating: 5, photo: null },
  },
  {
    file: "outscraper-decontextualizing-ratings-1.xlsx", rows: 3786, created: 3786,
    business: {
      name: "Wokworks South Philadelphia", city: "Philadelphia", reviewCount: 59, countryCode: "US", rating: 4.6, hours: ["Monday", "10AM–9PM"],
      feature: ["Crowd", "Family-friendly"], photo: "https://lh5.googleusercontent.com/p/AF1QipPsz3jHGy7gMwrvWHAr", timeZone: "America/New_York",
    },
  },
  {
    file: "outscraper-qc-restaurants-1.xlsx", rows: 183, created: 183,
    business: {
      name: "Esmeralda Kitchen", city: "Quezon City", reviewCount: 395, countryCode: "PH", rating: 4.6, hours: ["Monday", "11AM–10PM"],
      feature: ["Crowd", "Groups"], photo: "https://lh5.googleusercontent.com/p/AF1QipNqUWNSweFaWICSbYHD", timeZone: "Asia/Manila",
    },
  },
  {
    // The same places re-saved by pandas ("395.0" counts, "1114.0" postal codes): merged, none created.
    file: "outscraper-qc-restaurants-2-pandas-resave.csv", rows: 183, created: 0,
    business: {
      name: "Esmeralda Kitchen", city: "Quezon City", reviewCount: 395, countryCode: "PH", rating: 4.6, hours: ["Monday", "11AM–10PM"],
      feature: ["Crowd", "Groups"], photo: "https://lh5.googleusercontent.com/p/AF1QipNqUWNSweFaWICSbYHD", timeZone: "Asia/Manila",
    },
  },
  {
    file: "outscraper-restaurants-in-zurich-1.csv", rows: 797, created: 797,
    business: {
      name: "Bistrot à Paris", city: "Zürich", reviewCount: 56, countryCode: "CH", rating: 4.7, hours: ["Wednesday", "11:30am–2:30pm,5:30–11pm"],
      feature: ["Crowd", "Groups"], photo: "https://lh5.googleusercontent.com/p/AF1QipOOvJQJGth3UgYZP6qY", timeZone: "Europe/Zurich",
    },
  },
  {
    file: "outscraper-website-email-finder-1.csv", rows: 500, created: 500,
    business: {
      name: "Law Office of Olivia Garibay Pettenó", city: "Wilmington", reviewCount: 10, countryCode: "US", rating: 4.4, hours: ["Monday", "1–7PM"],
      feature: ["Amenities", "Restroom"], photo: "https://lh5.googleusercontent.com/p/AF1QipMH5lTP3qMTi23wb4B-", timeZone: "America/Los_Angeles",
    },
  },
];

/** Imported after the others: they need their columns named (see the column-mapping step). */
const NEEDS_MAPPING = ["apify-crawler-csvdb-sweden.csv", "other-apify-derived-disparos-leads-semicolon.csv"];

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_every_fixture");
});
afterAll(async () => {
  await scratch?.drop();
});

async function importFixture(file: string, columnMapping?: ColumnMapping): Promise<ImportResult> {
  const filePath = scraperFixture(file);
  const { kind } = await inspectUpload(filePath, file);
  return importSpreadsheetFile(scratch.pool, { path: filePath, kind, columnMapping });
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
              coalesce(b.photo_url, b.image_url) AS photo, b.business_status, b.time_zone,
              (SELECT count(*)::int FROM reviews r WHERE r.business_id = b.id) AS reviews
         FROM businesses b WHERE b.name = $1 AND b.city IS NOT DISTINCT FROM $2 AND b.review_count = $3`,
      [business.name, business.city, business.reviewCount],
    );
    expect(found).toHaveLength(1);
    const row = found[0];
    expect(row.country_code).toBe(business.countryCode);
    expect(row.rating).toBe(business.rating);
    if (business.hours) expect(row.working_hours[business.hours[0]]).toBe(business.hours[1]);
    if (business.feature) expect(row.about[business.feature[0]]?.[business.feature[1]]).toBe(true);
    if (business.photo === null) expect(row.photo).toBeNull();
    else expect(row.photo?.startsWith(business.photo), row.photo).toBe(true);
    if (business.timeZone) expect(row.time_zone).toBe(business.timeZone);
    if (business.reviews !== undefined) expect(row.reviews).toBe(business.reviews);
    expect(row.business_status).toBe(business.status ?? "OPERATIONAL");
  });
});

describe("files whose name column Locus cannot tell by itself", () => {
  it("apify-crawler-csvdb-sweden.csv holds no name at all: it is refused, nothing imported", async () => {
    const before = await businessCount();
    await expect(importFixture("apify-crawler-csvdb-sweden.csv")).rejects.toMatchObject({ status: 422, message: NO_NAME_COLUMN_MESSAGE });
    expect(await businessCount()).toBe(before);
  });

  it("other-apify-derived-disparos-leads-semicolon.csv imports once 'Empresa' is mapped to the name", async () => {
    await expect(importFixture("other-apify-derived-disparos-leads-semicolon.csv")).rejects.toMatchObject({ status: 422 });
    const before = await businessCount();
    const result = await importFixture("other-apify-derived-disparos-leads-semicolon.csv", { Empresa: "name" });
    expect(result.totalRows).toBe(61);
    expect((await businessCount()) - before).toBe(result.imported);
    const { rows } = await scratch.pool.query("SELECT phone FROM businesses WHERE name = 'Gih modas'");
    expect(rows.length).toBeGreaterThan(0);
  });
});

it("one category per kind of place, whatever each scraper calls it", async () => {
  const { rows } = await scratch.pool.query<{ name: string }>(
    "SELECT name FROM categories WHERE lower(name) IN ('restaurant', 'restaurants') AND business_count > 0",
  );
  expect(rows).toHaveLength(1);
});
