// The temporary table a spreadsheet is copied into before anything touches the catalogue:
// rows are grouped, matched and linked there with set-based SQL, and the catalogue changes
// in a few statements at the end of the same transaction.
import { businessSlugBase } from "../../../../app/lib/slug";
import { sanitizeDescription } from "../../html/sanitize-description";
import { openMinutesOf, openZoneOf } from "../../businesses/open-now/open-hours-columns";
import { copyValue } from "../../seed/copy-text";
import type { ImportRecord } from "../parse/import-record";

export const STAGING_TABLE = "import_rows";
/** One narrow row per staged row: the ids and keys the grouping and matching passes rewrite. */
export const KEYS_TABLE = "import_keys";

/** Columns the reader fills, in COPY order. */
export const STAGED_COLUMNS = [
  "seq", "row_number", "name", "given_slug", "slug_base", "given_row_number", "category_name", "category_icon",
  "type", "rating", "review_count", "address", "street", "city", "state", "postal_code", "country", "country_code",
  "latitude", "longitude", "time_zone", "phone", "email", "website", "photo_url", "image_url", "location_link",
  "order_link", "menu_link", "reservation_link", "reviews_link", "description", "about", "working_hours",
  "open_minutes", "open_zone", "is_verified", "is_open", "business_status", "price_range", "place_id", "google_id",
  "cid", "raw_import", "reviews",
] as const;

/**
 * The record columns, for merging rows of one place and writing businesses. Reviews are not
 * merged here: they are written from every row of a place (write-reviews.ts).
 */
export const RECORD_COLUMNS = STAGED_COLUMNS.filter((column) => !["seq", "row_number", "reviews"].includes(column));

// ON COMMIT DROP: the table lives exactly as long as the import's transaction.
export const CREATE_STAGING_TABLE = `
  CREATE TEMP TABLE ${STAGING_TABLE} (
    seq               integer PRIMARY KEY,
    row_number        integer NOT NULL,
    name              text NOT NULL,
    given_slug        text,
    slug_base         text NOT NULL,
    given_row_number  bigint,
    category_name     text,
    category_icon     text,
    type              text,
    rating            numeric(2,1),
    review_count      integer,
    address           text,
    street            text,
    city              text,
    state             text,
    postal_code       text,
    country           text,
    country_code      text,
    latitude          double precision,
    longitude         double precision,
    time_zone         text,
    phone             text,
    email             text,
    website           text,
    photo_url         text,
    image_url         text,
    location_link     text,
    order_link        text,
    menu_link         text,
    reservation_link  text,
    reviews_link      text,
    description       text,
    about             jsonb,
    working_hours     jsonb,
    -- what Open Now reads: set exactly when working_hours / time_zone are (open-hours-columns.ts)
    open_minutes      int4multirange,
    open_zone         text,
    is_verified       boolean,
    is_open           boolean,
    business_status   text,
    price_range       text,
    place_id          text,
    google_id         text,
    cid               text,
    raw_import        jsonb,
    -- [{key, author, rating, text, date}], newest first; NULL when the row has none
    reviews           jsonb
  ) ON COMMIT DROP`;

/**
 * Built once the file is staged. The wide staging rows are written only where rows of one
 * place merge; everything the passes rewrite lives here, a few dozen bytes a row.
 */
export const CREATE_KEYS_TABLE = [
  `CREATE TEMP TABLE ${KEYS_TABLE} ON COMMIT DROP AS
     SELECT seq, seq AS group_seq, place_id, google_id, cid,
            locus_match_key(name, address, city) AS match_key, NULL::integer AS target_id
       FROM ${STAGING_TABLE}`,
  `ALTER TABLE ${KEYS_TABLE} ADD PRIMARY KEY (seq)`,
  `CREATE INDEX ON ${KEYS_TABLE} (group_seq)`,
  `ANALYZE ${KEYS_TABLE}`,
];

function emptyToNull<T extends object>(value: T | null): T | null {
  return value && Object.keys(value).length > 0 ? value : null;
}

/** One record as a COPY line of the staging table. */
export function stagingLine(seq: number, rowNumber: number, record: ImportRecord): string {
  const values: unknown[] = [
    seq, rowNumber, record.name, record.slug, businessSlugBase(record.name, record.city), record.globalRowNumber,
    record.categoryName, record.categoryIcon, record.type, record.rating, record.reviewCount, record.address,
    record.street, record.city, record.state, record.postalCode, record.country, record.countryCode,
    record.latitude, record.longitude, record.timeZone, record.phone, record.email, record.website,
    record.photoUrl, record.imageUrl, record.locationLink, record.orderLink, record.menuLink,
    record.reservationLink, record.reviewsLink, sanitizeDescription(record.description), emptyToNull(record.about),
    emptyToNull(record.workingHours), ...openNowValues(record), record.isVerified, record.isOpen,
    record.businessStatus, record.priceRange, record.placeId, record.googleId, record.cid, emptyToNull(record.raw),
    record.reviews.length > 0 ? record.reviews : null,
  ];
  return `${values.map((value) => copyValue(withoutNul(value))).join("\t")}\n`;
}

/**
 * The Open Now columns of a staged row, each null exactly when the value it is computed from
 * is: every later pass (merging a place's rows, keeping Locus's value where the file has none)
 * then treats them as it treats working_hours and time_zone, and they stay in step.
 */
function openNowValues(record: ImportRecord): [string | null, string | null] {
  const hours = emptyToNull(record.workingHours);
  return [hours ? openMinutesOf(hours) : null, record.timeZone ? openZoneOf(record.timeZone) : null];
}

/** PostgreSQL text and jsonb cannot hold NUL; a stray one must cost a character, not the file. */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes("\0") ? value.replaceAll("\0", "") : value;
  if (value === null || typeof value !== "object") return value;
  const json = JSON.stringify(value);
  return json.includes("\\u0000") ? json.replace(/(?<!\\)\\u0000/g, "") : json;
}
