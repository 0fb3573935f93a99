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
