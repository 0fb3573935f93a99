// A place's Google Maps address says more than where to click: gosom's and omkarcloud's
// "link" holds the coordinates (!3d…!4d…), the feature id (!1s0x…:0x…) and the place id
// (!19sChIJ…); Apify's "url" holds the place id (query_place_id=…). Files that carry no
// column for these still carry them there, so a row without the column takes them from it.
import type { ImportRecord } from "./import-record";

const COORDINATES = /!3d(-?\d{1,2}(?:\.\d+)?)!4d(-?\d{1,3}(?:\.\d+)?)/;
const FEATURE_ID = /!1s(0x[0-9a-f]{1,16}:0x[0-9a-f]{1,16})(?=!|$|\?)/i;
const PLACE_ID_IN_DATA = /!19s(ChIJ[\w-]{10,})/;
const PLACE_ID = /^ChIJ[\w-]{10,}$/;

type LinkFacts = Pick<ImportRecord, "latitude" | "longitude" | "googleId" | "placeId">;

/** A feature id's second half is the place's cid in hexadecimal ("0x…:0xda73…" -> "15741…"). */
export function cidOfFeatureId(featureId: string | null): string | null {
  const hex = featureId === null ? undefined : /^0x[0-9a-f]+:(0x[0-9a-f]{1,16})$/i.exec(featureId)?.[1];
  return hex ? BigInt(hex).toString() : null;
}

/** What a Google Maps link says of its place; nothing for any other address. */
export function factsOfMapsLink(link: string | null): Partial<LinkFacts> {
  if (!link) return {};
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return {};
  }
  if (!/(^|\.)google\.[a-z.]+$/i.test(url.hostname) || !url.pathname.startsWith("/maps")) return {};
  const path = decodeURIComponent(url.pathname);
  const facts: Partial<LinkFacts> = {};
  const coordinates = COORDINATES.exec(path);
  if (coordinates) {
    const [latitude, longitude] = [Number(coordinates[1]), Number(coordinates[2])];
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) Object.assign(facts, { latitude, longitude });
  }
  const featureId = FEATURE_ID.exec(path)?.[1];
  if (featureId) facts.googleId = featureId;
  const placeId = url.searchParams.get("query_place_id") ?? PLACE_ID_IN_DATA.exec(path)?.[1];
  if (placeId && PLACE_ID.test(placeId)) facts.placeId = placeId;
  return facts;
}

/** The record with the link's facts (and the cid its feature id gives) where the file had no column value for them. */
export function withMapsLinkFacts(record: ImportRecord): ImportRecord {
  const facts = factsOfMapsLink(record.locationLink);
  const hasPoint = record.latitude !== null && record.longitude !== null;
  const googleId = record.googleId ?? facts.googleId ?? null;
  return {
    ...record,
    latitude: hasPoint ? record.latitude : (facts.latitude ?? record.latitude),
    longitude: hasPoint ? record.longitude : (facts.longitude ?? record.longitude),
    googleId,
    placeId: record.placeId ?? facts.placeId ?? null,
    cid: record.cid ?? cidOfFeatureId(googleId),
  };
}
