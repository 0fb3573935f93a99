// One spreadsheet row (header -> cell) to one clean business record. Bad values are dropped
// and reported so the rest of the row, and the file, still import; values a spreadsheet
// damaged repairably are repaired and reported too. Only a row without a name is skipped,
// because a business cannot exist without one.
import type { ImportField } from "./alias-map";
import type { ColumnPlan } from "./aliases";
import { resolveStatus, statusOfText, toBusinessStatus } from "./business-status";
import { cellText, isBlank } from "./cell-value";
import { toEmails } from "./emails";
import {
  toBoolean,
  toCoordinate,
  toCount,
  toCountryCode,
  toJsonObject,
  toPositiveInteger,
  toRating,
  toSlug,
  toTimeZone,
  type Parsed,
} from "./field-values";
import { fieldColumns } from "./field-columns";
import { fileReviews } from "./file-reviews";
import { completeAddressOf } from "./gosom-address";
import { toCid, toTextId } from "./google-ids";
import { ADDITIONAL_EMAILS_KEY, type ImportRecord, type RowError } from "./import-record";
import { toWebUrl } from "./links";
import { withMapsLinkFacts } from "./maps-link";
import { toPhone } from "./phone";
import { toPostalCode } from "./postal-code";
import { REPEATED_HEADER_MESSAGE, repeatsHeader } from "./repeated-header";
import { gatherCells } from "./row-cells";
import { aboutOf, categoryAndType, workingHoursOf, type Report } from "./row-structures";

export type { ImportRecord, RowError } from "./import-record";

export const MISSING_NAME_MESSAGE = "Business name is missing; the row was skipped";

export interface NormalizedRow {
  record: ImportRecord | null;
  errors: RowError[];
}

export function normalizeRow(raw: Record<string, unknown>, plan: ColumnPlan[], rowNumber: number): NormalizedRow {
  const cells = gatherCells(raw, plan);
  const errors: RowError[] = [];
  const report: Report = (column, message, outcome = "dropped") => errors.push({ row: rowNumber, column, message, outcome });

  const nameCell = cells.fields.get("name");
  const name = cellText(nameCell?.value);
  if (!name || !nameCell) {
    report(nameHeader(plan), MISSING_NAME_MESSAGE, "skipped");
    return { record: null, errors };
  }
  // Only a row named like its name column can be a repeated header: one comparison per row.
  if (name === nameCell.header.trim() && repeatsHeader(raw)) {
    report(nameCell.header, REPEATED_HEADER_MESSAGE, "skipped");
    return { record: null, errors };
  }

  const text = (field: ImportField): string | null => cellText(cells.fields.get(field)?.value);
  const take = <T>(field: ImportField, parse: (value: unknown) => Parsed<T>): T | null => {
    const cell = cells.fields.get(field);
    if (!cell) return null;
    let parsed = parse(cell.value);
    let header = cell.header;
    if ("error" in parsed) {
      report(cell.header, parsed.error);
      const other = otherColumn(raw, plan, field, cell.header, parse);
      if (!other) return null;
      ({ parsed, header } = other);
    }
    if (parsed.repaired) report(header, parsed.repaired, "repaired");
    return parsed.value;
  };
  const link = (field: ImportField, label: string) => take(field, (value) => toWebUrl(value, label));
  const flag = (field: ImportField, label: string) => take(field, (value) => toBoolean(value, label));

  const emails = take("email", toEmails);
  // What an earlier import kept (from Locus's export) comes back, under this file's own extra columns.
  const kept = take("rawImport", (value) => toJsonObject(value, "Raw import data"));
  const unknownCells = kept ? { ...kept, ...cells.raw } : cells.raw;
  const rawData = emails?.others.length ? { ...unknownCells, [ADDITIONAL_EMAILS_KEY]: emails.others } : unknownCells;
  const place = completeAddressOf(cells, report);
  const { businessStatus, isOpen } = resolveStatus({
    businessStatus: take("businessStatus", toBusinessStatus) ?? statusOfText(text("statusText")),
    isOpen: flag("isOpen", "Open"),
    permanentlyClosed: flag("permanentlyClosed", "Permanently closed"),
    temporarilyClosed: flag("temporarilyClosed", "Temporarily closed"),
  });

  const record: ImportRecord = {
    name,
    slug: take("slug", toSlug),
    globalRowNumber: take("globalRowNumber", (value) => toPositiveInteger(value, "Global row number")),
    ...categoryAndType(cells),
    categoryIcon: text("categoryIcon"),
    rating: take("rating", toRating),
    reviewCount: take("reviewCount", (value) => toCount(value, "Review count")),
    address: text("address"),
    street: text("street") ?? place.street,
    city: text("city") ?? place.city,
    state: text("state") ?? place.state,
    postalCode: take("postalCode", toPostalCode) ?? place.postalCode,
    country: text("country") ?? place.country,
    countryCode: take("countryCode", toCountryCode) ?? place.countryCode,
    latitude: take("latitude", (value) => toCoordinate(value, "Latitude")),
    longitude: take("longitude", (value) => toCoordinate(value, "Longitude")),
    timeZone: take("timeZone", toTimeZone),
    phone: take("phone", toPhone),
    email: emails?.first ?? null,
    website: link("website", "Website"),
    photoUrl: link("photoUrl", "Photo URL"),
    imageUrl: link("imageUrl", "Image URL"),
    locationLink: link("locationLink", "Location link"),
    orderLink: link("orderLink", "Order link"),
    menuLink: link("menuLink", "Menu link"),
    reservationLink: link("reservationLink", "Reservation link"),
    reviewsLink: link("reviewsLink", "Reviews link"),
    description: text("description"),
    about: aboutOf(cells, report),
    workingHours: workingHoursOf(cells, report),
    isVerified: flag("isVerified", "Verified"),
    isOpen,
    businessStatus,
    priceRange: text("priceRange"),
    placeId: take("placeId", (value) => toTextId(value, "Place ID")),
    googleId: take("googleId", (value) => toTextId(value, "Google ID")),
    cid: take("cid", toCid),
    raw: rawData,
    reviews: fileReviews(raw),
  };
  return { record: withMapsLinkFacts(record), errors };
}

/** The next column of the field whose cell is a good value, after the preferred one failed. */
function otherColumn<T>(
  raw: Record<string, unknown>,
  plan: ColumnPlan[],
  field: ImportField,
  failed: string,
  parse: (value: unknown) => Parsed<T>,
): { parsed: { value: T; repaired?: string }; header: string } | null {
  for (const header of fieldColumns(plan, field)) {
    if (header === failed || isBlank(raw[header])) continue;
    const parsed = parse(raw[header]);
    if (!("error" in parsed)) return { parsed, header };
  }
  return null;
}

/** The name column as the file spells it, for the error of a row without a name. */
function nameHeader(plan: ColumnPlan[]): string {
  const column = plan.find(({ target }) => target.kind === "field" && target.field === "name");
  return column?.header ?? "name";
}
