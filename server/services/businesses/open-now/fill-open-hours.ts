// Computes the stored Open Now columns again where they may be missing or out of date: every
// row once migration 018 has added them, every row when the hours parser reads some text
// differently (OPEN_HOURS_VERSION), and any row a writer left without them (a NULL is never
// open): a row of a restored backup, a row written by a process of an older version.
import type pg from "pg";
import { openHoursColumns, OPEN_HOURS_VERSION } from "./open-hours-columns";

/** Rows per statement: a batch holds its rows' locks for about a second. */
export const FILL_BATCH_SIZE = 5000;

/** The pool (each statement commits by itself) or a client inside a transaction (a restore). */
type Queryable = pg.Pool | pg.PoolClient;

interface HoursRow {
  id: number;
  /** the row version read: a writer that changed the row since wrote its own columns */
  version: string;
  working_hours: unknown;
  time_zone: string | null;
  open_minutes: string | null;
  open_zone: string | null;
}

const COLUMNS = "id, xmin::text AS version, working_hours, time_zone, open_minutes::text AS open_minutes, open_zone";
// businesses_open_unfilled_idx holds exactly the rows without columns, in id order: finding none is instant.
const WITHOUT_COLUMNS = `SELECT ${COLUMNS} FROM businesses
  WHERE (open_minutes IS NULL OR open_zone IS NULL) AND id > $1 ORDER BY id LIMIT $2`;
const EVERY_ROW = `SELECT ${COLUMNS} FROM businesses WHERE id > $1 ORDER BY id LIMIT $2`;

const WRITE_BATCH = `
  UPDATE businesses b SET open_minutes = v.minutes::int4multirange, open_zone = v.zone
    FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS v(id, version, minutes, zone)
   WHERE b.id = v.id AND b.xmin::text = v.version`;

export interface FillOptions {
  /** Read every business, not only those without columns, and write those whose columns differ. */
  everyRow?: boolean;
  batchSize?: number;
}

/**
 * Keyset batches in id order; only rows whose columns change are written. On a pool the site
 * keeps reading and writing meanwhile and no lock is held between batches; a row changed between
 * the read and the write is left to its writer, which stored its own columns.
 * Returns how many rows were written.
 */
export async function fillOpenHours(db: Queryable, options: FillOptions = {}): Promise<number> {
  const { everyRow = false, batchSize = FILL_BATCH_SIZE } = options;
  let written = 0;
  for (let after = 0; ; ) {
    const { rows } = await db.query<HoursRow>(everyRow ? EVERY_ROW : WITHOUT_COLUMNS, [after, batchSize]);
    written += await writeChanged(db, rows);
    if (rows.length < batchSize) return written;
    after = rows[rows.length - 1]!.id;
  }
}

async function writeChanged(db: Queryable, rows: HoursRow[]): Promise<number> {
  const changed = rows
    .map((row) => ({ row, columns: openHoursColumns(row) }))
    .filter(({ row, columns }) => row.open_minutes !== columns.open_minutes || row.open_zone !== columns.open_zone);
  if (changed.length === 0) return 0;
  const result = await db.query(WRITE_BATCH, [
    changed.map(({ row }) => row.id),
    changed.map(({ row }) => row.version),
    changed.map(({ columns }) => columns.open_minutes),
    changed.map(({ columns }) => columns.open_zone),
  ]);
  return result.rowCount ?? 0;
}

/** The site setting naming the OPEN_HOURS_VERSION the stored columns were computed with (backed up with them). */
export const OPEN_HOURS_SETTING = { key: "openHoursVersion", value: { version: OPEN_HOURS_VERSION } } as const;

/**
 * Brings the stored columns up to date: every row when they were computed by another version of
 * the hours reading (or never: right after migration 018, or a backup from before), else only the
 * rows without them. Returns how many rows were written.
 */
export async function refreshOpenHours(db: Queryable, batchSize = FILL_BATCH_SIZE): Promise<number> {
  const { key, value } = OPEN_HOURS_SETTING;
  const { rows } = await db.query<{ value: { version?: unknown } }>("SELECT value FROM site_settings WHERE key = $1", [key]);
  const current = rows[0]?.value.version === OPEN_HOURS_VERSION;
  const written = await fillOpenHours(db, { everyRow: !current, batchSize });
  if (!current) {
    await db.query(
      `INSERT INTO site_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
  return written;
}
