// Google's ids of a place identify it across files, so a wrong id would merge different
// places. The numeric place id (cid) is a 64-bit number: Excel shows it as 1.23457E+19,
// pandas writes 2.8931274508625183e+18, and a number cell keeps only 15–17 digits, so a
// cid that went through a number is refused, never rounded into somebody else's id.
// Place ids ("ChIJ…") and feature ids ("0x…:0x…") are text by nature: a number in their
// column is damage too.
import { cellText, unwrapCell } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import { exactDigits, isScientific, withoutZeroFraction } from "./spreadsheet-numbers";

/** A cid is 1–20 decimal digits and fits in 64 bits. */
const CID_DIGITS = /^\d{1,20}$/;
const MAX_CID = 2n ** 64n - 1n;

function lostDigits(label: string, value: unknown): { error: string } {
  return { error: `${label} ${shown(value)} lost digits as a spreadsheet number; it was left out (store it as text to keep it)` };
}

/** The cid as digits. A number cell is kept only when it is certainly exact; scientific notation never. */
export function toCid(value: unknown): Parsed<string> {
  const cell = unwrapCell(value);
  if (typeof cell === "number") {
    const digits = exactDigits(cell);
    return digits === null ? lostDigits("CID", cell) : { value: digits };
  }
  const text = cellText(cell) ?? "";
  if (isScientific(text)) return lostDigits("CID", text);
  const whole = withoutZeroFraction(text);
  if (whole !== null) {
    // "123.0" is a float's text: exact only while the number was a safe integer.
    if (!Number.isSafeInteger(Number(whole))) return lostDigits("CID", text);
    return { value: whole, repaired: `CID ${shown(text)} was written as a decimal number; read as "${whole}"` };
  }
  if (!CID_DIGITS.test(text) || BigInt(text) > MAX_CID) {
    return { error: `CID must be Google's decimal place number, got ${shown(text)}; it was left out` };
  }
  return { value: text };
}

/** A text id (place id, feature id, data id) as written; a number cell or scientific notation is refused. */
export function toTextId(value: unknown, label: string): Parsed<string> {
  const cell = unwrapCell(value);
  const text = cellText(cell) ?? "";
  if (typeof cell === "number" || isScientific(text)) return lostDigits(label, text);
  return { value: text };
}

/** "0x<hex>:0x<hex>", Google's feature id; its second half is the cid in hex. */
const FEATURE_ID = /^0x[0-9a-f]{1,16}:0x([0-9a-f]{1,16})$/i;

/**
 * The cid a feature id (gosom data_id, Apify fid, Outscraper google_id) carries, so a row
 * with only one of the two still meets the business another scraper gave the other. Null
 * when the text is no feature id or its cid half is zero (Google writes 0x0 for "none").
 * The same rule runs in SQL as locus_cid_from_google_id (migration 014).
 */
export function cidFromGoogleId(googleId: string | null): string | null {
  const hex = googleId ? FEATURE_ID.exec(googleId.trim())?.[1] : undefined;
  if (!hex) return null;
  const cid = BigInt(`0x${hex}`);
  return cid === 0n ? null : cid.toString();
}
