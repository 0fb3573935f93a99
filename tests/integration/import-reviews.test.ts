import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessDetail } from "../../app/lib/business";
import { ReadCache } from "../../server/services/cache";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import { MAX_REVIEWS_PER_BUSINESS } from "../../server/services/import/parse/file-reviews";
import type { SpreadsheetKind } from "../../server/services/import/read/read-spreadsheet";
import { resetCatalog } from "../../server/services/import/reset-catalog";
import { apifyPlaces } from "./support/apify-places";
import { scraperFixture } from "./support/scraper-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

let scratch: ScratchDatabase;
let app: TestApp;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_reviews");
  app = await startTestApp(scratch.url);
  folder = await mkdtemp(path.join(tmpdir(), "locus-import-reviews-"));
});
afterAll(async () => {
  await app?.close();
  await scratch?.drop();
  await rm(folder, { recursive: true, force: true });
});

const importFile = (filePath: string, kind: SpreadsheetKind) => importSpreadsheetFile(scratch.pool, { path: filePath, kind });
const reset = () => resetCatalog({ db: scratch.db, cache: new ReadCache() });

interface GosomReview {
  Name: string;
  Rating: number;
  Description: string;
  When: string;
}
interface GosomPlace {
  title: string;
  cid: string;
  data_id: string;
  place_id: string;
  user_reviews: GosomReview[] | null;
  user_reviews_extended?: GosomReview[] | null;
}

async function reviewsPerBusiness(placeIds: string[]) {
  const { rows } = await scratch.pool.query<{ place_id: string; count: number; keys: number }>(
    `SELECT b.place_id, count(r.id)::int AS count, count(DISTINCT r.source_key)::int AS keys
       FROM businesses b LEFT JOIN reviews r ON r.business_id = b.id
      WHERE b.place_id = ANY($1) GROUP BY b.place_id ORDER BY b.place_id`,
    [placeIds],
  );
  return rows;
}

describe("reviews from gosom JSON Lines", () => {
  it("become review rows, at most the cap per business, newest kept; importing again adds none", async () => {
    await reset();
    const lines = (await readFile(scraperFixture("gosom-pr248-panda.json"), "utf8")).split("\n").filter(Boolean);
    const places = lines.map((line) => JSON.parse(line) as GosomPlace);
    const placeIds = places.map((place) => place.place_id);

    const first = await importFile(scraperFixture("gosom-pr248-panda.json"), "jsonl");
    expect(first).toMatchObject({ totalRows: 8, imported: 8 });
    const counted = await reviewsPerBusiness(placeIds);
    expect(counted).toHaveLength(8);
    for (const { count, keys } of counted) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(MAX_REVIEWS_PER_BUSINESS);
      expect(keys).toBe(count);
    }
    // Every place has more than the cap in the file: each keeps exactly the cap.
    expect(counted.every(({ count }) => count === MAX_REVIEWS_PER_BUSINESS)).toBe(true);

    // The newest dated review of the first place is among them, with its author, stars, text and day.
    const all = [...(places[0]!.user_reviews ?? []), ...(places[0]!.user_reviews_extended ?? [])];
    const newest = all.filter((review) => review.When).sort((a, b) => dayOf(b.When) - dayOf(a.When))[0]!;
    const { rows: stored } = await scratch.pool.query(
      `SELECT r.author_name, r.rating, r.comment, r.created_at FROM reviews r JOIN businesses b ON b.id = r.business_id
        WHERE b.place_id = $1 ORDER BY r.created_at DESC NULLS LAST, r.id DESC`,
      [placeIds[0]],
    );
    expect(stored[0]).toEqual({
      author_name: newest.Name, rating: newest.Rating, comment: newest.Description || null, created_at: new Date(dayOf(newest.When)),
    });
    // The business page shows them, newest first, a review without a date after the dated ones.
    const { rows: slugs } = await scratch.pool.query("SELECT slug FROM businesses WHERE place_id = $1", [placeIds[0]]);
    const detail = (await (await fetch(app.url(`/api/businesses/${slugs[0].slug}`))).json()) as BusinessDetail;
    expect(detail.reviews[0]).toMatchObject({ authorName: newest.Name, createdAt: new Date(dayOf(newest.When)).toISOString() });
    const dates = detail.reviews.map((item) => item.createdAt);
    expect(dates).toContain(null);
    expect(dates.slice(dates.indexOf(null))).toEqual(dates.slice(dates.indexOf(null)).map(() => null));

    // The review lists became rows; they are not kept twice as raw data.
    const { rows: raw } = await scratch.pool.query(
      `SELECT count(*)::int AS count FROM businesses, jsonb_object_keys(raw_import) AS key
        WHERE place_id = ANY($1) AND key LIKE 'user_reviews%'`,
      [placeIds],
    );
    expect(raw[0].count).toBe(0);

    const { rows: before } = await scratch.pool.query("SELECT id FROM reviews ORDER BY id");
    const again = await importFile(scraperFixture("gosom-pr248-panda.json"), "jsonl");
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 8 });
    expect(await reviewsPerBusiness(placeIds)).toEqual(counted);
    const { rows: after } = await scratch.pool.query("SELECT id FROM reviews ORDER BY id");
    expect(after).toEqual(before);
  });
});

function dayOf(when: string): number {
  const [year, month, day] = when.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

describe("reviews from a gosom CSV", () => {
  it("read from the JSON text of user_reviews, for every place of the file", async () => {
    await reset();
    const result = await importFile(scraperFixture("gosom-example.csv"), "csv");
    expect(result).toMatchObject({ totalRows: 125, skipped: 0 });
    const { rows } = await scratch.pool.query<{ businesses: number; with_reviews: number; most: number }>(
      `SELECT count(*)::int AS businesses, count(*) FILTER (WHERE n > 0)::int AS with_reviews, max(n)::int AS most
         FROM (SELECT b.id, count(r.id) AS n FROM businesses b LEFT JOIN reviews r ON r.business_id = b.id
                WHERE b.cid IS NOT NULL GROUP BY b.id) counted`,
    );
    // Every row carries 8 reviews; a place repeated under several queries keeps each review once.
    expect(rows[0]).toEqual({ businesses: 118, with_reviews: 118, most: 8 });
    const { rows: found } = await scratch.pool.query(
      "SELECT rating, created_at FROM reviews WHERE author_name = 'Panayiotis JT' AND comment LIKE 'Lovely view outside of restaurant%'",
    );
    expect(found).toEqual([{ rating: 3, created_at: new Date("2022-12-07T00:00:00Z") }]);
  });
});

describe("the review cap across imports", () => {
  it("keeps a business's newest imported reviews when a re-scrape brings newer ones", async () => {
    await reset();
    const place = (await apifyPlaces())[0]!;
    const review = (day: number) => ({
      reviewId: `review-${day}`, name: `Reviewer ${day}`, stars: 5, text: `Visit on day ${day}`,
      publishedAtDate: new Date(Date.UTC(2025, 0, day)).toISOString(),
    });
    const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => review(from + index));
    await writeFile(path.join(folder, "older.json"), JSON.stringify([{ ...place, reviews: days(1, 15) }]));
    await writeFile(path.join(folder, "newer.json"), JSON.stringify([{ ...place, reviews: days(11, 25) }]));

    await importFile(path.join(folder, "older.json"), "json");
    await importFile(path.join(folder, "newer.json"), "json");
    const { rows } = await scratch.pool.query<{ source_key: string }>(
      `SELECT r.source_key FROM reviews r JOIN businesses b ON b.id = r.business_id WHERE b.place_id = $1
        ORDER BY r.created_at DESC`,
      [place.placeId],
    );
    expect(rows.map((row) => row.source_key)).toEqual(days(6, 25).reverse().map((item) => item.reviewId));
  });
});
