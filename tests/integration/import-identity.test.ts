import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadCache } from "../../server/services/cache";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import { cidFromGoogleId } from "../../server/services/import/parse/google-ids";
import type { SpreadsheetKind } from "../../server/services/import/read/read-spreadsheet";
import { resetCatalog } from "../../server/services/import/reset-catalog";
import { apifyPlaces, type ApifyPlace } from "./support/apify-places";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

let scratch: ScratchDatabase;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_identity");
  folder = await mkdtemp(path.join(tmpdir(), "locus-import-identity-"));
});
afterAll(async () => {
  await scratch?.drop();
  await rm(folder, { recursive: true, force: true });
});

const importFile = (filePath: string, kind: SpreadsheetKind) => importSpreadsheetFile(scratch.pool, { path: filePath, kind });
const reset = () => resetCatalog({ db: scratch.db, cache: new ReadCache() });

const GOSOM_HEADER = ["input_id", "title", "category", "address", "review_count", "review_rating", "cid", "data_id", "user_reviews"];

/** The place as gosom writes it: its full address, its cid and data id, no place id, reviews as JSON text. */
function gosomCsv(place: ApifyPlace, withCid: boolean): string {
  const reviews = [{ Name: "Gosom Reviewer", ProfilePicture: "", Rating: 4, Description: "Nette Schafe.", Images: null, When: "2024-9-8" }];
  const cells = ["q1", place.title, place.categoryName, `${place.address}, Germany`, "3", "4.700000", withCid ? place.cid : "", place.fid, JSON.stringify(reviews)];
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return `${GOSOM_HEADER.join(",")}\n${cells.map(quote).join(",")}\n`;
}

/** The place as Apify writes it, without its cid: only the feature id (fid) carries it. */
function apifyJson(places: ApifyPlace[]): string {
  return JSON.stringify(places.map(({ cid: _cid, ...place }) => place));
}

async function businessesOf(place: ApifyPlace) {
  const { rows } = await scratch.pool.query(
    `SELECT id, place_id, google_id, cid, (SELECT count(*)::int FROM reviews r WHERE r.business_id = b.id) AS reviews
       FROM businesses b WHERE cid = $1 OR place_id = $2 OR name = $3`,
    [place.cid, place.placeId, place.title],
  );
  return rows;
}

describe("one place from two scrapers", () => {
  it("gosom's cid meets the cid Apify's fid carries: one business", async () => {
    await reset();
    const place = (await apifyPlaces()).find((candidate) => candidate.reviews.length >= 2)!;
    await writeFile(path.join(folder, "apify.json"), apifyJson([place]));
    await writeFile(path.join(folder, "gosom.csv"), gosomCsv(place, true));

    expect(await importFile(path.join(folder, "apify.json"), "json")).toMatchObject({ imported: 1 });
    expect(await importFile(path.join(folder, "gosom.csv"), "csv")).toMatchObject({ imported: 0, updated: 1 });
    expect(await businessesOf(place)).toEqual([
      { id: expect.any(Number), place_id: place.placeId, google_id: place.fid, cid: place.cid, reviews: place.reviews.length + 1 },
    ]);
  });

  it("in the other order too: Apify's fid gives the cid gosom's business has", async () => {
    await reset();
    const place = (await apifyPlaces())[0]!;
    await writeFile(path.join(folder, "apify.json"), apifyJson([place]));
    await writeFile(path.join(folder, "gosom.csv"), gosomCsv(place, true));

    expect(await importFile(path.join(folder, "gosom.csv"), "csv")).toMatchObject({ imported: 1 });
    expect(await importFile(path.join(folder, "apify.json"), "json")).toMatchObject({ imported: 0, updated: 1 });
    const businesses = await businessesOf(place);
    expect(businesses).toHaveLength(1);
    expect(businesses[0]).toMatchObject({ place_id: place.placeId, cid: place.cid });
  });

  it("within one file as well: a row with only the cid and a row with only the fid are one place", async () => {
    await reset();
    const { placeId: _placeId, fid, cid, ...place } = (await apifyPlaces())[0]!;
    const rows = [{ ...place, cid }, { ...place, address: `${place.address}, Germany`, fid }];
    await writeFile(path.join(folder, "two-runs.json"), JSON.stringify(rows));
    expect(await importFile(path.join(folder, "two-runs.json"), "json")).toMatchObject({ imported: 1, merged: 1 });
    const { rows: stored } = await scratch.pool.query("SELECT cid, google_id FROM businesses WHERE cid = $1", [cid]);
    expect(stored).toEqual([{ cid, google_id: fid }]);
  });
});

describe("the cid a feature id carries", () => {
  it("is the same in SQL (for businesses already stored) as in the importer", async () => {
    const places = await apifyPlaces();
    const fids = [...places.map((place) => place.fid), "0x0:0x0", "ChIJy5xuG4_xokcRmBC658jakYo"];
    const { rows } = await scratch.pool.query<{ cid: string | null }>(
      "SELECT locus_cid_from_google_id(fid) AS cid FROM unnest($1::text[]) WITH ORDINALITY AS f(fid, n) ORDER BY n",
      [fids],
    );
    expect(rows.map((row) => row.cid)).toEqual(fids.map(cidFromGoogleId));
    expect(rows.slice(0, places.length).map((row) => row.cid)).toEqual(places.map((place) => place.cid));
  });
});

describe("re-importing part of a file", () => {
  it("deletes nothing and marks as seen only the businesses the file carries", async () => {
    await reset();
    const places = (await apifyPlaces()).slice(0, 4);
    await writeFile(path.join(folder, "all.json"), JSON.stringify(places));
    await writeFile(path.join(folder, "subset.json"), JSON.stringify(places.slice(1, 3)));
    const seen = async () => {
      const { rows } = await scratch.pool.query<{ place_id: string; last_seen_at: Date | null }>(
        "SELECT place_id, last_seen_at FROM businesses WHERE place_id = ANY($1) ORDER BY place_id",
        [places.map((place) => place.placeId)],
      );
      return new Map(rows.map((row) => [row.place_id, row.last_seen_at]));
    };

    expect(await importFile(path.join(folder, "all.json"), "json")).toMatchObject({ imported: 4 });
    const first = await seen();
    expect(first.size).toBe(4);
    for (const time of first.values()) expect(time).toBeInstanceOf(Date);

    // Nothing in the subset changed: the businesses are unchanged, and seen all the same.
    expect(await importFile(path.join(folder, "subset.json"), "json")).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    const second = await seen();
    expect(second.size).toBe(4);
    places.forEach((place, index) => {
      const before = first.get(place.placeId)!.getTime();
      const after = second.get(place.placeId)!.getTime();
      if (index === 1 || index === 2) expect(after).toBeGreaterThan(before);
      else expect(after).toBe(before);
    });
  });
});
