// Scalar cells to typed values. Each answers the value, or an error message when the cell
// holds something that cannot be that field (the row keeps going without it).
import { cellText, unwrapCell } from "./cell-value";

/** The value, or why the cell cannot be that field; `repaired` tells how a damaged cell was read. */
export type Parsed<T> = { value: T; repaired?: string } | { error: string };

const MAX_RATING = 5;
const MAX_SHOWN_VALUE = 40;
/** Thousands grouped by comma, dot or space: "1,234", "12.345", "1 234 567". */
const GROUPED_INTEGER = /^\d{1,3}(?:([,. \u00a0\u202f])\d{3})(?:\1\d{3})*$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: "GB" };

/** The cell as shown in a message: quoted, shortened. */
export function shown(value: unknown): string {
  const text = cellText(value) ?? "";
  return JSON.stringify(text.length > MAX_SHOWN_VALUE ? `${text.slice(0, MAX_SHOWN_VALUE)}…` : text);
}

/** A finite number from a number cell or text ("4.5", "4,5", " 12 "); null otherwise. */
export function parseNumber(value: unknown): number | null {
  const cell = unwrapCell(value);
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== "string") return null;
  const text = cell.trim();
  const normal = DECIMAL_COMMA.test(text) ? text.replace(",", ".") : text;
  if (normal === "" || !/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(normal)) return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

export function toRating(value: unknown): Parsed<number> {
  const number = parseNumber(value);
  if (number === null || number < 0 || number > MAX_RATING) {
    return { error: `Rating must be a number from 0 to ${MAX_RATING}, got ${shown(value)}` };
  }
  return { value: Math.round(number * 10) / 10 };
}

/** A whole count; grouped thousands ("1,234") are read, fractions are not. */
export function toCount(value: unknown, label: string): Parsed<number> {
  const text = cellText(value) ?? "";
  const number = GROUPED_INTEGER.test(text) ? Number(text.replace(/\D/g, "")) : parseNumber(value);
  if (number === null || !Number.isSafeInteger(number) || number < 0) {
    return { error: `${label} must be a whole number of 0 or more, got ${shown(value)}` };
  }
  return { value: number };
}

export function toCoordinate(value: unknown, label: "Latitude" | "Longitude"): Parsed<number> {
  const limit = label === "Latitude" ? 90 : 180;
  const number = parseNumber(value);
  if (number === null || Math.abs(number) > limit) {
    return { error: `${label} must be a number between -${limit} and ${limit}, got ${shown(value)}` };
  }
  return { value: number };
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "t"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "f"]);

export function toBoolean(value: unknown, label: string): Parsed<boolean> {
  const cell = unwrapCell(value);
  if (typeof cell === "boolean") return { value: cell };
  // pandas writes a 1/0 column with a missing value as floats: "1.0", "0.0".
  const word = (cellText(cell)?.toLowerCase() ?? "").replace(/^([01])\.0+$/, "$1");
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { error: `${label} must be true or false (yes/no, 1/0), got ${shown(value)}` };
}

export function toCountryCode(value: unknown): Parsed<string> {
  const code = (cellText(value) ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return { error: `Country code must be two letters (ISO 3166), got ${shown(value)}` };
  return { value: COUNTRY_ALIASES[code] ?? code };
}

// Validating a zone builds an Intl formatter; a file repeats a few zones a million times.
const knownZones = new Map<string, boolean>();
const MAX_KNOWN_ZONES = 2000;

export function toTimeZone(value: unknown): Parsed<string> {
  const zone = cellText(value) ?? "";
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      valid = zone !== "";
    } catch {
      valid = false;
    }
    if (knownZones.size >= MAX_KNOWN_ZONES) knownZones.clear();
    knownZones.set(zone, valid);
  }
  return valid ? { value: zone } : { error: `Unknown time zone ${shown(value)}` };
}

export function toSlug(value: unknown): Parsed<string> {
  const slug = cellText(value) ?? "";
  if (SLUG.test(slug)) return { value: slug };
  return { error: `Slug must be lower-case letters, digits and dashes, got ${shown(value)}` };
}

export function toPositiveInteger(value: unknown, label: string): Parsed<number> {
  const number = parseNumber(value);
  if (number === null || !Number.isSafeInteger(number) || number < 1) {
    return { error: `${label} must be a whole number of 1 or more, got ${shown(value)}` };
  }
  return { value: number };
}

/** A JSON object written as text (Locus's export writes nested data so). */
export function toJsonObject(value: unknown, label: string): Parsed<Record<string, unknown>> {
  const text = cellText(value) ?? "";
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return { value: parsed as Record<string, unknown> };
  } catch {
    // reported below
  }
  return { error: `${label} must be a JSON object, got ${shown(value)}` };
}
