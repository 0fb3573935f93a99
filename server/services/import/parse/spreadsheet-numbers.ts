// How spreadsheets damage digit strings. A file that went through pandas writes every
// number of a column with a missing value as a float ("90744.0"); Excel and pandas show
// big numbers in scientific notation ("5,51194E+12", "2.89e+18") and keep only the
// digits shown; a number cell holds at most 15–17 significant digits. The first is
// repairable (the digits are all there), the others have lost digits for good.

/** "5.51194E+12", "5,51194E+12", "2.8931274508625183e+18": digits gone, never an id or phone. */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e[+-]?\d+$/i;
/** Digits with a float's zero fraction: "90744.0", "56.000000". */
const ZERO_FRACTION = /^(\d+)\.0+$/;

export function isScientific(text: string): boolean {
  return SCIENTIFIC.test(text.trim());
}

/** The digits of "90744.0"; null when the text is not digits with a zero fraction. */
export function withoutZeroFraction(text: string): string | null {
  return ZERO_FRACTION.exec(text.trim())?.[1] ?? null;
}

/**
 * A number cell as the digits it stands for, when those are certainly exact: a whole
 * number a double holds without rounding. Null otherwise (a fraction, or a number so big
 * its last digits were rounded away).
 */
export function exactDigits(number: number): string | null {
  return Number.isSafeInteger(number) && number >= 0 ? String(number) : null;
}
