// The two statements that change the catalogue: new places inserted in upload order, known
// places updated where the file says something different. A cell the file leaves empty
// keeps what Locus has, so a partial file (say, only names and phones) never erases data.
import type pg from "pg";
import { STAGING_TABLE as T } from "./staging-table";

/** Business column -> its value for a new business (the table's defaults where the file is silent). */
const INSERT_VALUES: Readonly<Record<string, string>> = {
  slug: "slug", name: "name", category_id: "category_id", type: "type", rating: "rating",
  review_count: "coalesce(review_count, 0)", address: "address", street: "street", city: "city",
  city_id: "city_id", state: "state", postal_code: "postal_code", country: "country",
  country_code: "country_code", latitude: "latitude", longitude: "longitude", time_zone: "time_zone",
  phone: "phone", email: "email", website: "website", photo_url: "photo_url", image_url: "image_url",
  location_link: "location_link", order_link: "order_link", menu_link: "menu_link",
  reservation_link: "reservation_link", reviews_link: "reviews_link", description: "description",
  about: "coalesce(about, '{}')", working_hours: "coalesce(working_hours, '{}')",
  is_verified: "coalesce(is_verified, false)", is_open: "coalesce(is_open, true)",
  business_status: "coalesce(business_status, 'OPERATIONAL')", price_range: "price_range",
  place_id: "place_id", google_id: "google_id", cid: "cid", raw_import: "raw_import",
  global_row_number: "row_number_final",
};

/** The columns an update may change; slug and upload number stay as they are. */
const UPDATED_COLUMNS = Object.keys(INSERT_VALUES).filter((column) => !["slug", "global_row_number"].includes(column));

/** New value of an updated column: the file's when it has one, else the current one. */
function updatedValue(column: string): string {
  if (column === "raw_import") return "CASE WHEN r.raw_import IS NULL THEN b.raw_import ELSE coalesce(b.raw_import, '{}') || r.raw_import END";
  return `coalesce(r.${column}, b.${column})`;
}

// In upload order, so ids follow it too.
const INSERT_NEW = `
  INSERT INTO businesses (${Object.keys(INSERT_VALUES).join(", ")})
  SELECT ${Object.values(INSERT_VALUES).join(", ")} FROM ${T} WHERE target_id IS NULL ORDER BY seq`;

const UPDATE_KNOWN = `
  UPDATE businesses b SET ${UPDATED_COLUMNS.map((column) => `${column} = ${updatedValue(column)}`).join(", ")},
         updated_at = now()
    FROM ${T} r
   WHERE r.target_id = b.id
     AND (${UPDATED_COLUMNS.map((column) => `b.${column}`).join(", ")})
         IS DISTINCT FROM (${UPDATED_COLUMNS.map(updatedValue).join(", ")})`;

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

export async function writeBusinesses(client: pg.PoolClient): Promise<WriteCounts> {
  const known = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${T} WHERE target_id IS NOT NULL`);
  const updated = (await client.query(UPDATE_KNOWN)).rowCount ?? 0;
  const imported = (await client.query(INSERT_NEW)).rowCount ?? 0;
  return { imported, updated, unchanged: Number(known.rows[0]!.count) - updated };
}
