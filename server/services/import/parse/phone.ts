// Phone numbers are digits a spreadsheet likes to turn into a number. Excel shows a long
// one as "5,51194E+12" and saves it so: the last digits are gone, and guessing them would
// call somebody else. pandas writes "6328422338.0": all digits there, only a float's tail.
import { cellText, unwrapCell } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import { exactDigits, isScientific, withoutZeroFraction } from "./spreadsheet-numbers";

export function toPhone(value: unknown): Parsed<string> {
  const cell = unwrapCell(value);
  const text = typeof cell === "number" ? exactDigits(cell) : cellText(cell);
  if (text === null || isScientific(text)) {
    return { error: `Phone ${shown(value)} lost digits in scientific notation; it was left out` };
  }
  const whole = withoutZeroFraction(text);
  if (whole !== null) return { value: whole, repaired: `Phone ${shown(text)} was written as a decimal number; read as "${whole}"` };
  return { value: text };
}
