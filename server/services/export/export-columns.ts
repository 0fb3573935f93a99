import type { ExportRow } from "./read-export-batches";

/**
 * When an import last carried the business. Reading the export back in is no sighting of
 * the place, so the importer leaves this column out (it is not kept as raw data either).
 */
export const LAST_SEEN_HEADER = "lastSeenAt";

/** A cell as the writers see it: null is an empty cell; booleans read TRUE/FALSE. */
export type ExportValue = string | number | boolean | null;

interface ExportColumn {
  header: string;
  value(row: ExportRow): ExportValue;
}

const rating = (row: ExportRow) => (row.rating === null ? null : Number(row.rating));

/**
 * Locus's own spreadsheet format, in column order: the export writes exactly
 * these headers and the importer reads them back, so export -> reset -> import
 * gives the same businesses. Nested fields travel as JSON text.
 */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: "globalRowNumber", value: (row) => row.global_row_number },
  { header: "name", value: (row) => row.name },
  { header: "slug", value: (row) => row.slug },
  { header: "category", value: (row) => row.category_name },
  { header: "categoryIcon", value: (row) => row.category_icon },
  { header: "type", value: (row) => row.type },
  { header: "rating", value: rating },
  { header: "reviewCount", value: (row) => row.review_count },
  { header: "address", value: (row) => row.address },
  { header: "street", value: (row) => row.street },
  { header: "city", value: (row) => row.city },
  { header: "state", value: (row) => row.state },
  { header: "postalCode", value: (row) => row.postal_code },
  { header: "country", value: (row) => row.country },
  { header: "countryCode", value: (row) => row.country_code },
  { header: "latitude", value: (row) => row.latitude },
  { header: "longitude", value: (row) => row.longitude },
  { header: "timeZone", value: (row) => row.time_zone },
  { header: "phone", value: (row) => row.phone },
  { header: "email", value: (row) => row.email },
  { header: "website", value: (row) => row.website },
  { header: "photoUrl", value: (row) => row.photo_url },
  { header: "imageUrl", value: (row) => row.image_url },
  { header: "locationLink", value: (row) => row.location_link },
  { header: "orderLink", value: (row) => row.order_link },
  { header: "menuLink", value: (row) => row.menu_link },
  { header: "reservationLink", value: (row) => row.reservation_link },
  { header: "reviewsLink", value: (row) => row.reviews_link },
  { header: "description", value: (row) => row.description },
  { header: "about", value: (row) => row.about },
  { header: "workingHours", value: (row) => row.working_hours },
  { header: "isVerified", value: (row) => row.is_verified },
  { header: "isOpen", value: (row) => row.is_open },
  { header: "businessStatus", value: (row) => row.business_status },
  { header: "priceRange", value: (row) => row.price_range },
  { header: "placeId", value: (row) => row.place_id },
  { header: "googleId", value: (row) => row.google_id },
  { header: "cid", value: (row) => row.cid },
  { header: "rawImport", value: (row) => row.raw_import },
  { header: "createdAt", value: (row) => row.created_at },
  { header: "updatedAt", value: (row) => row.updated_at },
  { header: LAST_SEEN_HEADER, value: (row) => row.last_seen_at },
];

export const EXPORT_HEADERS: readonly string[] = EXPORT_COLUMNS.map((column) => column.header);

/** One business as its row of cells, in EXPORT_COLUMNS order. */
export function exportValues(row: ExportRow): ExportValue[] {
  return EXPORT_COLUMNS.map((column) => column.value(row));
}
