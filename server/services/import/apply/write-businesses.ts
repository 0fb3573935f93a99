// The two statements that change the catalogue: new places inserted in upload order, known
// places updated where the file says something different. A cell the file leaves empty
// keeps what Locus has, so a partial file (say, only names and phones) never erases data.
// Businesses the file does not carry are left as they are (a re-scrape of part of a city
// deletes nothing); every business the file carries is marked seen (last_seen_at).
import type pg from "pg";
import { dropSecondaryIndexes, recreateIndexes } from "../../seed/deferred-indexes";
import { NEW_PLACES_TABLE as N } from "./assign-slugs";
import { LINKS_TABLE as L, PLACES } from "./link-catalog";

/** Every business column an import writes, besides slug and global_row_number. */
const RECORD_COLUMNS = [
  "name", "category_id", "type", "rating", "review_count", "address", "street", "city", "city_id", "state",
  "postal_code", "country", "country_code", "latitude", "longitude", "time_zone", "phone", "email", "website",
  "photo_url", "image_url", "location_link", "order_link", "menu_link", "reservation_link", "reviews_link",
  "description", "about", "working_hours", "open_minutes", "open_zone", "is_verified", "is_open", "business_status",
  "price_range", "place_id", "google_id", "cid", "raw_import",
] as const;

/** Resolved in the links table (l); the rest come from the staged row (r). */
const LINKED: ReadonlySet<string> = new Set(["category_id", "city_id", "country", "country_code"]);

/** The table's defaults, for a new place whose file leaves the value empty. */
const DEFAULTS: Readonly<Partial<Record<(typeof RECORD_COLUMNS)[number], string>>> = {
  review_count: "0", about: "'{}'", working_hours: "'{}'", is_verified: "false", is_open: "true",
  business_status: "'OPERATIONAL'",
  // No hours: never open; no zone: read in UTC, as the badge reads it (open-hours-columns.ts).
  open_minutes: "'{}'", open_zone: "'UTC'",
};

const fileValue = (column: string) => `${LINKED.has(column) ? "l" : "r"}.${column}`;

function newValue(column: (typeof RECORD_COLUMNS)[number]): string {
  const fallback = DEFAULTS[column];
  return fallback ? `coalesce(${fileValue(column)}, ${fallback})` : fileValue(column);
}

/** New value of an updated column: the file's when it has one, else the current one. */
function updatedValue(column: string): string {
  if (column === "raw_import") return "CASE WHEN r.raw_import IS NULL THEN b.raw_import ELSE coalesce(b.raw_import, '{}') || r.raw_import END";
  return `coalesce(${fileValue(column)}, b.${column})`;
}

// In upload order, so ids follow it too.
const INSERT_NEW = `
  INSERT INTO businesses (slug, global_row_number, last_seen_at, ${RECORD_COLUMNS.join(", ")})
  SELECT n.slug, n.row_number_final, now(), ${RECORD_COLUMNS.map(newValue).join(", ")}
    FROM ${PLACES} JOIN ${L} l ON l.seq = r.seq JOIN ${N} n ON n.seq = r.seq
   ORDER BY r.seq`;

const UPDATE_KNOWN = `
  UPDATE businesses b SET ${RECORD_COLUMNS.map((column) => `${column} = ${updatedValue(column)}`).join(", ")},
         updated_at = now(), last_seen_at = now()
    FROM ${PLACES} JOIN ${L} l ON l.seq = r.seq
   WHERE k.target_id = b.id
     AND (${RECORD_COLUMNS.map((column) => `b.${column}`).join(", ")})
         IS DISTINCT FROM (${RECORD_COLUMNS.map(updatedValue).join(", ")})`;

/** The known places the file leaves unchanged were seen all the same. */
const MARK_SEEN = `
  UPDATE businesses b SET last_seen_at = now()
    FROM ${PLACES}
   WHERE k.target_id = b.id AND b.last_seen_at IS DISTINCT FROM now()`;

/**
 * Keeping a dozen indexes up to date row by row costs several times more than building them
 * once; when the new places are many next to the businesses already there (a first load),
 * the secondary indexes are dropped for the insert and rebuilt before COMMIT. Readers of
 * the catalogue wait for that commit; a small import into a large directory keeps the
 * indexes and never blocks them.
 */
const REBUILD_INDEXES_FROM = 20_000;
const REBUILD_WHEN_NEW_PER_EXISTING = 1 / 3;

async function shouldRebuildIndexes(client: pg.PoolClient, newPlaces: number): Promise<boolean> {
  if (newPlaces < REBUILD_INDEXES_FROM) return false;
  const { rows } = await client.query<{ estimate: number }>(
    "SELECT greatest(reltuples, 0)::float8 AS estimate FROM pg_class WHERE oid = 'businesses'::regclass",
  );
  return newPlaces >= (rows[0]?.estimate ?? 0) * REBUILD_WHEN_NEW_PER_EXISTING;
}

export interface WriteCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

export async function writeBusinesses(client: pg.PoolClient): Promise<WriteCounts> {
  const { rows } = await client.query<{ known: string; fresh: string }>(
    `SELECT count(*) FILTER (WHERE k.target_id IS NOT NULL) AS known, count(*) FILTER (WHERE k.target_id IS NULL) AS fresh
       FROM ${PLACES}`,
  );
  const known = Number(rows[0]!.known);
  const updated = known > 0 ? ((await client.query(UPDATE_KNOWN)).rowCount ?? 0) : 0;
  if (known > updated) await client.query(MARK_SEEN);
  const rebuild = await shouldRebuildIndexes(client, Number(rows[0]!.fresh));
  const indexes = rebuild ? await dropSecondaryIndexes(client, "businesses") : [];
  const imported = (await client.query(INSERT_NEW)).rowCount ?? 0;
  if (rebuild) await recreateIndexes(client, indexes);
  return { imported, updated, unchanged: known - updated };
}
