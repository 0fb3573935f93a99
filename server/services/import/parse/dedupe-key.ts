// Rows that describe one place: scrapers repeat a place once per email found, and a new
// file often holds places Locus has already. Google's ids identify a place best; without
// them, its name and address do.
import { mergeAbout } from "./about";
import { foldText } from "../../../../app/lib/fold-text";
import { newestReviews } from "./file-reviews";
import { ADDITIONAL_EMAILS_KEY, type ImportRecord } from "./import-record";
import { setOwn } from "./own-property";

export interface MatchKeys {
  placeId?: string;
  googleId?: string;
  cid?: string;
  /** Name, address and city folded: "Café Roma|Via Roma 1|Milano" -> "cafe roma|via roma 1|milano". */
  nameAddressKey: string;
}

/** Case, accents, punctuation and spacing do not tell two spellings of one place apart. */
function fold(text: string | null): string {
  return text ? foldText(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim() : "";
}

export function matchKeys(record: ImportRecord): MatchKeys {
  const keys: MatchKeys = { nameAddressKey: [record.name, record.address, record.city].map(fold).join("|") };
  if (record.placeId) keys.placeId = record.placeId;
  if (record.googleId) keys.googleId = record.googleId;
  if (record.cid) keys.cid = record.cid;
  return keys;
}

/**
 * One record from two rows of the same place: per field the first non-null value, about
 * sections merged, `raw` merged (first wins), and emails after the first kept in
 * `raw.additionalEmails` so enrichment rows add contacts instead of losing them; the
 * reviews of both, each once.
 */
export function mergeRecords(a: ImportRecord, b: ImportRecord): ImportRecord {
  const merged = { ...a } as Record<keyof ImportRecord, unknown>;
  for (const key of Object.keys(b) as (keyof ImportRecord)[]) {
    if (merged[key] === null || merged[key] === undefined) merged[key] = b[key];
  }
  const record = merged as unknown as ImportRecord;
  record.about = mergeAbout(a.about, b.about);
  record.reviews = newestReviews([...a.reviews, ...b.reviews]);

  const raw: Record<string, unknown> = { ...a.raw };
  for (const [key, value] of Object.entries(b.raw)) if (!Object.hasOwn(raw, key)) setOwn(raw, key, value);
  const others = distinctEmails([a.email, ...emailsIn(a.raw), b.email, ...emailsIn(b.raw)], record.email);
  if (others.length > 0) raw[ADDITIONAL_EMAILS_KEY] = others;
  else delete raw[ADDITIONAL_EMAILS_KEY];
  record.raw = raw;
  return record;
}

function emailsIn(raw: Record<string, unknown>): string[] {
  const list = raw[ADDITIONAL_EMAILS_KEY];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
}

/** The addresses other than `primary`, in order, each once (emails compare without case). */
function distinctEmails(emails: (string | null)[], primary: string | null): string[] {
  const seen = new Set(primary ? [primary.toLowerCase()] : []);
  const result: string[] = [];
  for (const email of emails) {
    if (email && !seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase());
      result.push(email);
    }
  }
  return result;
}

/**
 * Whether two rows describe one place: Google's ids decide when both rows carry the same
 * kind, in the order they are trusted (place id, cid, then the "0x…:0x…" feature id);
 * name, address and city only when neither row has an id and the key says more than a
 * bare name ("Starbucks" alone names thousands of places).
 */
export function samePlace(a: MatchKeys, b: MatchKeys): boolean {
  if (a.placeId && b.placeId) return a.placeId === b.placeId;
  if (a.cid && b.cid) return a.cid === b.cid;
  if (a.googleId && b.googleId) return a.googleId === b.googleId;
  if (a.placeId || b.placeId || a.googleId || b.googleId || a.cid || b.cid) return false;
  return a.nameAddressKey === b.nameAddressKey && !a.nameAddressKey.endsWith("||");
}
