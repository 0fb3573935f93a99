// Reads a file's header row once: which format wrote it, and what each column feeds.
// Rows are then normalised with this plan, so per-row work never looks at header text.
import {
  FIELD_ALIASES,
  FORMAT_ALIASES,
  FORMAT_SIGNATURES,
  IMPORT_FIELDS,
  LOCUS_ONLY_FIELDS,
  type ImportField,
  type KnownFormat,
} from "./alias-map";
import { SpreadsheetError } from "../read/spreadsheet-error";
import { headerKey } from "./header-key";
import { NESTED_FIELDS } from "./nested-cells";

export { FIELD_ALIASES, IMPORT_FIELDS, type ImportField } from "./alias-map";

export type ImportFormat = KnownFormat | "generic";

/** What one column feeds: a field, or one piece of Apify's flattened lists. */
export type ColumnTarget =
  | { kind: "field"; field: ImportField; priority: number }
  | { kind: "category"; index: number }
  | { kind: "openingHours"; index: number; part: "day" | "hours" }
  | { kind: "additionalInfo"; section: string; feature: string }
  | { kind: "nested"; field: ImportField; priority: number; path: string[] };

export interface ColumnPlan {
  header: string;
  target: ColumnTarget;
}

export interface DetectedFormat {
  format: ImportFormat;
  columns: ColumnPlan[];
  /** Headers Locus has no field for; their values are kept in the record's `raw`. */
  unknown: string[];
}

export const NO_NAME_COLUMN_MESSAGE = "Dosyada işletme adı sütunu bulunamadı (name / title).";

/** The file cannot be imported at all: no column holds the business name (422). */
export class NoNameColumnError extends SpreadsheetError {
  constructor() {
    super(422, NO_NAME_COLUMN_MESSAGE);
  }
}

/** Fewer distinct signature columns than this and the file is read as generic. */
const MIN_SIGNATURE_HITS = 2;

/** Header key -> the field it feeds and its rank among that field's aliases (0 = preferred). */
export const HEADER_ALIASES: ReadonlyMap<string, { field: ImportField; priority: number }> = new Map(
  IMPORT_FIELDS.flatMap((field) => FIELD_ALIASES[field].map((key, priority) => [key, { field, priority }] as const)),
);

const CATEGORY = /^categories\/(\d+)$/;
const OPENING_HOURS = /^openinghours\/(\d+)\/(day|hours)$/;
const ADDITIONAL_INFO = /^additionalinfo\/[^/]+\/\d+\/.+$/;

export function detectFormat(headers: string[]): DetectedFormat {
  const detected = planHeader(headers);
  if (!hasNameColumn(detected.columns)) throw new NoNameColumnError();
  return detected;
}

export function hasNameColumn(columns: readonly ColumnPlan[]): boolean {
  return columns.some(({ target }) => target.kind === "field" && target.field === "name");
}

/** The format and column plan of a header, whether or not it names the business. */
export function planHeader(headers: readonly string[]): DetectedFormat {
  const format = formatOf(headers.map(headerKey));
  const columns: ColumnPlan[] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    const target = targetOf(header, format);
    if (target) columns.push({ header, target });
    else unknown.push(header);
  }
  return { format, columns, unknown };
}

/** Columns met after the header (a JSON file's later keys), planned for the format already detected. */
export function planColumns(headers: readonly string[], format: ImportFormat): ColumnPlan[] {
  return headers.flatMap((header) => {
    const target = targetOf(header, format);
    return target ? [{ header, target }] : [];
  });
}

function formatOf(keys: string[]): ImportFormat {
  let best: ImportFormat = "generic";
  let bestHits = MIN_SIGNATURE_HITS - 1;
  for (const [format, signature] of Object.entries(FORMAT_SIGNATURES) as [KnownFormat, readonly string[]][]) {
    const hits = signature.filter((mark) =>
      mark.endsWith("/") ? keys.some((key) => key.startsWith(mark)) : keys.includes(mark),
    ).length;
    if (hits > bestHits) [best, bestHits] = [format, hits];
  }
  return best;
}

function targetOf(header: string, format: ImportFormat): ColumnTarget | null {
  const key = headerKey(header);
  const special = format === "generic" ? undefined : FORMAT_ALIASES[format]?.[key];
  if (special) return { kind: "field", field: special, priority: 0 };
  const known = HEADER_ALIASES.get(key);
  if (known) return format !== "locus" && LOCUS_ONLY_FIELDS.has(known.field) ? null : { kind: "field", ...known };

  const category = CATEGORY.exec(key);
  if (category) return { kind: "category", index: Number(category[1]) };
  const hours = OPENING_HOURS.exec(key);
  if (hours) return { kind: "openingHours", index: Number(hours[1]), part: hours[2] === "day" ? "day" : "hours" };
  if (ADDITIONAL_INFO.test(key)) {
    // Section and feature names are shown to visitors, so they come from the header as written.
    const [, section = "", , ...feature] = header.trim().split("/");
    if (section.trim() && feature.join("/").trim()) {
      return { kind: "additionalInfo", section: section.trim(), feature: feature.join("/").trim() };
    }
  }
  return nestedTarget(header, key, format);
}

/** One leaf of a structure a field reads whole ("open_hours/Friday/0"), named as the file wrote it. */
function nestedTarget(header: string, key: string, format: ImportFormat): ColumnTarget | null {
  const [head = "", ...rest] = key.split("/");
  const path = header.trim().split("/").slice(1).map((segment) => segment.trim());
  if (rest.length === 0 || path.length !== rest.length) return null;
  const special = format === "generic" ? undefined : FORMAT_ALIASES[format]?.[head];
  const known = special ? { field: special, priority: 0 } : HEADER_ALIASES.get(head);
  return known && NESTED_FIELDS.has(known.field) ? { kind: "nested", ...known, path } : null;
}
