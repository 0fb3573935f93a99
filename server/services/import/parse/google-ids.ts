// Google's numeric place id (cid) is a 64-bit number. Excel shows such numbers as
// 1.23457E+19 and JavaScript numbers keep only 15–17 digits, so a cid that went
// through a number is usually already wrong; a wrong id would merge different places.
import { cellText, unwrapCell } from "./cell-value";
import { shown, type Parsed } from "./field-values";

const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e[+-]?\d+$/i;

/** The cid as digits; a number beyond safe-integer precision, or text in scientific notation, is refused. */
export function toCid(value: unknown): Parsed<string> {
  const cell = unwrapCell(value);
  if (typeof cell === "number") {
    if (Number.isSafeInteger(cell) && cell >= 0) return { value: String(cell) };
    return { error: `CID ${shown(cell)} lost digits as a spreadsheet number; store it as text to keep it` };
  }
  const text = cellText(cell) ?? "";
  if (SCIENTIFIC.test(text)) {
    return { error: `CID ${shown(text)} is in scientific notation and lost digits; store it as text to keep it` };
  }
  return { value: text };
}
