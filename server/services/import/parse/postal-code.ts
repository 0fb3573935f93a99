// Postal codes are text that looks like a number, so spreadsheets turn them into numbers:
// pandas writes "90744.0", Excel drops leading zeros. Only what the cell proves is kept.
import { cellText, unwrapCell } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import { exactDigits, isScientific, withoutZeroFraction } from "./spreadsheet-numbers";

/** "0", "00000": a placeholder some tools write for an unknown code. */
const ONLY_ZEROS = /^0+$/;

export function toPostalCode(value: unknown): Parsed<string> {
  const cell = unwrapCell(value);
  const text = typeof cell === "number" ? exactDigits(cell) : cellText(cell);
  if (text === null || isScientific(text)) {
    return { error: `Postal code ${shown(value)} is a damaged spreadsheet number; it was left out` };
  }
  const whole = withoutZeroFraction(text);
  const code = whole ?? text;
  if (ONLY_ZEROS.test(code)) return { error: `Postal code ${shown(value)} is a placeholder, not a code; it was left out` };
  if (whole !== null) return { value: whole, repaired: `Postal code ${shown(text)} was written as a decimal number; read as "${whole}"` };
  return { value: text };
}
