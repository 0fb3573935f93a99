import { sql } from "kysely";
import { EXPORT_MAX_ROWS } from "../../../app/lib/admin/range-export";
import type { Db } from "../../db/pool";

/** Rows per query: big enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 5_000;

/** Hard ceiling on any one export (shared with the screen), whatever was checked before the first row. */
export { EXPORT_MAX_ROWS };

export interface ExportFilter {
  /** Inclusive bounds on global_row_number; null = no bound. */
  firstRowNumber: number | null;
  lastRowNumber: number | null;
  categoryId?: number;
  countryCode?: string;
}

// JSON columns and timestamps are rendered by PostgreSQL as text: the export
// writes them as text anyway, and skipping the JSON.parse / Date round trip in
// the driver is a large part of a million-row export's CPU time.
const ISO_UTC = "YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"";

function batchQuery(db: Db, filter: ExportFilter, after: number, limit: number) {
  return db
    .selectFrom("businesses as b")
    .leftJoin("categories as c", "c.id", "b.category_id")
    .select([
      "b.global_row_number", "b.name", "b.slug", "c.name as category_name", "c.icon as category_icon",
      "b.type", "b.rating", "b.review_count", "b.address", "b.street", "b.city", "b.state", "b.postal_code",
      "b.country", "b.country_code", "b.latitude", "b.longitude", "b.time_zone", "b.phone", "b.email",
      "b.website", "b.photo_url", "b.image_url", "b.location_link", "b.order_link", "b.menu_link",
      "b.reservation_link", "b.reviews_link", "b.description", "b.is_verified", "b.is_open",
      "b.business_status", "b.price_range", "b.place_id", "b.google_id", "b.cid",
      sql<string>`b.about::text`.as("about"),
      sql<string>`b.working_hours::text`.as("working_hours"),
      sql<string | null>`b.raw_import::text`.as("raw_import"),
      sql<string>`to_char(b.created_at AT TIME ZONE 'UTC', ${sql.lit(ISO_UTC)})`.as("created_at"),
      sql<string>`to_char(b.updated_at AT TIME ZONE 'UTC', ${sql.lit(ISO_UTC)})`.as("updated_at"),
      sql<string | null>`to_char(b.last_seen_at AT TIME ZONE 'UTC', ${sql.lit(ISO_UTC)})`.as("last_seen_at"),
    ])
    .where("b.global_row_number", ">", after)
    .$if(filter.lastRowNumber !== null, (q) => q.where("b.global_row_number", "<=", filter.lastRowNumber!))
    .$if(filter.categoryId !== undefined, (q) => q.where("b.category_id", "=", filter.categoryId!))
    .$if(filter.countryCode !== undefined, (q) => q.where("b.country_code", "=", filter.countryCode!))
    .orderBy("b.global_row_number")
    .limit(limit);
}

export type ExportRow = Awaited<ReturnType<ReturnType<typeof batchQuery>["execute"]>>[number];

/**
 * The businesses of an export in global row order, as keyset batches over the
 * global_row_number index (`> last ... LIMIT n`: every batch costs the same,
 * unlike OFFSET). The next batch is asked for before the current one is
 * handed out, so the database works while the caller writes. Each batch is
 * its own query: the pool connection goes back between batches and an
 * abandoned download holds none, at the price that rows changed mid-export
 * show their newer state.
 */
export async function* readExportBatches(
  db: Db,
  filter: ExportFilter,
  signal: AbortSignal,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportRow[]> {
  let left = EXPORT_MAX_ROWS;
  const fetchAfter = (after: number) => {
    const rows = batchQuery(db, filter, after, Math.min(batchRows, left)).execute();
    // A read-ahead nobody waits for (the download stopped) must not fail the process.
    rows.catch(() => {});
    return rows;
  };
  let pending = fetchAfter(filter.firstRowNumber === null ? 0 : filter.firstRowNumber - 1);
  while (!signal.aborted) {
    const rows = await pending;
    if (rows.length === 0 || signal.aborted) return;
    const full = rows.length === Math.min(batchRows, left);
    left -= rows.length;
    const more = full && left > 0;
    if (more) pending = fetchAfter(rows[rows.length - 1]!.global_row_number);
    yield rows;
    if (!more) return;
  }
}
