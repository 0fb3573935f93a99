// Apify's full export of German sheep farms (apify-crawler-agrivoltaisme-de.json), read as
// objects: real places to build small files of one shape or another from.
import { readFile } from "node:fs/promises";
import { scraperFixture } from "./scraper-fixtures";

export interface ApifyPlace {
  title: string;
  address: string;
  city: string;
  street: string;
  placeId: string;
  fid: string;
  cid: string;
  categoryName: string;
  reviews: Record<string, unknown>[];
  [key: string]: unknown;
}

export async function apifyPlaces(): Promise<ApifyPlace[]> {
  return JSON.parse(await readFile(scraperFixture("apify-crawler-agrivoltaisme-de.json"), "utf8")) as ApifyPlace[];
}
