// A cell as the spreadsheet reader hands it over: text and numbers from CSV, and
// from exceljs also booleans, dates, rich text, hyperlinks and formula results.

type Unwrapped = string | number | boolean | Date | null;

const EXCEL_CELL_KEYS = ["richText", "result", "text", "hyperlink"] as const;

/**
 * Text that means "no value": what pandas (None, nan, NaN), JSON and SQL tools (null, NULL),
 * empty Python/JSON containers and spreadsheet formula errors (#N/A ...) leave in a cell.
 * Compared lower-cased; a business never has such a name, phone or address.
 */
const EMPTY_WORDS: ReadonlySet<string> = new Set([
  "none", "null", "nan", "undefined", "[]", "{}", "()",
  "#n/a", "#na", "#null!", "#value!", "#ref!", "#name?", "#num!", "#div/0!", "#error!", "#spill!", "#calc!",
]);
const LONGEST_EMPTY_WORD = Math.max(...[...EMPTY_WORDS].map((word) => word.length));

/** Whether the text is one of the words spreadsheets and data tools write for "empty". */
export function isEmptyWord(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= LONGEST_EMPTY_WORD && EMPTY_WORDS.has(trimmed.toLowerCase());
}

/** exceljs's rich text, hyperlink and formula cells are objects with one of these keys. */
function isExcelObject(value: object): boolean {
  return !Array.isArray(value) && !(value instanceof Date) && EXCEL_CELL_KEYS.some((key) => key in value);
}

/** exceljs's object cells reduced to their plain value; `preferLink` picks a hyperlink's target over its label. */
export function unwrapCell(value: unknown, preferLink = false): Unwrapped {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return isEmptyWord(value) ? null : value;
  if (typeof value === "boolean" || value instanceof Date) return value;
  if (typeof value === "number") return Number.isNaN(value) ? null : value;
  if (typeof value !== "object" || !isExcelObject(value)) return null;
  const cell = value as { text?: unknown; hyperlink?: unknown; richText?: unknown; result?: unknown };
  if (preferLink && typeof cell.hyperlink === "string") return cell.hyperlink;
  if (Array.isArray(cell.richText)) {
    return cell.richText.map((part: { text?: unknown }) => (typeof part?.text === "string" ? part.text : "")).join("");
  }
  if ("result" in cell) return unwrapCell(cell.result, preferLink);
  return unwrapCell(cell.text, preferLink);
}

/** The value itself where it is structured data already (a list, an object), else the plain cell. */
export function plainValue(value: unknown): unknown {
  return value !== null && typeof value === "object" && !isExcelObject(value) && !(value instanceof Date)
    ? value
    : unwrapCell(value);
}

/** Empty for every purpose: missing, blank text, NaN, an empty list or object, "None", "null", "[]" ... */
export function isBlank(value: unknown): boolean {
  const plain = plainValue(value);
  if (plain === null) return true;
  if (typeof plain === "string") return plain.trim() === "";
  if (typeof plain === "object" && !(plain instanceof Date)) return Object.keys(plain).length === 0;
  return false;
}

/** Trimmed text of a cell, or null when blank. Whole numbers keep every digit (no "1e+21"). */
export function cellText(value: unknown, preferLink = false): string | null {
  const cell = unwrapCell(value, preferLink);
  if (cell === null) return null;
  if (typeof cell === "number") return Number.isInteger(cell) ? BigInt(cell).toString() : String(cell);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString();
  const text = String(cell).trim();
  return text === "" ? null : text;
}
