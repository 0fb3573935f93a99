// Computes the Open Now columns of businesses that lack them: every existing row once migration
// 018 has added the columns, and any row a writer left without them (a NULL is never open):
// a restored backup whose rows had none, a row written by a process of an older version.
import type pg from "pg";
import { openHoursColumns } from "./open-hours-columns";

/** Rows per transaction: a batch holds its rows' locks for about a second. */
export const FILL_BATCH_SIZE = 5000;

interface HoursRow {
  id: number;
  /** the row version read: a writer that changed the row since wrote its own columns */
  version: string;
  working_hours: unknown;
  time_zone: string | null;
}

// businesses_open_unfilled_idx holds exactly these rows, in id order: finding none is instant.
const NEXT_BATCH = `
  SELECT id, xmin::text AS version, working_hours, time_zone FROM businesses
   WHERE (open_minutes IS NULL OR open_zone IS NULL) AND id > $1
   ORDER BY id LIMIT $2`;

const WRITE_BATCH = `
  UPDATE businesses b SET open_minutes = v.minutes::int4multirange, open_zone = v.zone
    FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS v(id, version, minutes, zone)
   WHERE b.id = v.id AND b.xmin::text = v.version`;

/** The pool (each batch commits on its own) or a client inside a transaction (a restore). */
type Queryable = pg.Pool | pg.PoolClient;

/**
 * Fills the rows in keyset batches. On a pool each statement commits by itself, so the site
 * keeps reading and writing meanwhile and no lock is held between batches. A row changed
 * between the read and the write is left to its writer, which stores its own columns.
 * Returns how many rows were filled.
 */
export async function fillOpenHours(pool: Queryable, batchSize = FILL_BATCH_SIZE): Promise<number> {
  let filled = 0;
  for (let after = 0; ; ) {
    const { rows } = await pool.query<HoursRow>(NEXT_BATCH, [after, batchSize]);
    if (rows.length > 0) filled += await writeBatch(pool, rows);
    if (rows.length < batchSize) return filled;
    after = rows[rows.length - 1]!.id;
  }
}

async function writeBatch(pool: Queryable, rows: HoursRow[]): Promise<number> {
  const columns = rows.map(openHoursColumns);
  const result = await pool.query(WRITE_BATCH, [
    rows.map((row) => row.id),
    rows.map((row) => row.version),
    columns.map((column) => column.open_minutes),
    columns.map((column) => column.open_zone),
  ]);
  return result.rowCount ?? 0;
}
