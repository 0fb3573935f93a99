// Reads the sheet once, row by row, and copies clean records into the staging table.
// Consecutive rows of one place (scrapers write one row per email found) are merged here,
// in memory, with one row of look-behind; repeats further apart are merged later in SQL.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { LAST_SEEN_HEADER } from "../../export/export-columns";
import type { ColumnPlan, ImportFormat } from "../parse/aliases";
import type { ColumnMapping } from "../mapping/column-mapping";
import { detectMappedFormat, planMappedColumns } from "../parse/mapped-format";
import { matchKeys, mergeRecords, samePlace, type MatchKeys } from "../parse/dedupe-key";
import { isReviewCell } from "../parse/file-reviews";
import { cidFromGoogleId } from "../parse/google-ids";
import { normalizeRow, type ImportRecord, type RowError } from "../parse/normalize-row";
import type { SheetEvent } from "../read/read-spreadsheet";
import { STAGED_COLUMNS, STAGING_TABLE, stagingLine } from "./staging-table";

const CHUNK_CHARS = 256 * 1024;
/**
 * Rows already read arrive through promise callbacks, which never let the event loop reach
 * its I/O phase: without a pause now and then an import would leave the site's own requests
 * waiting until the whole file is read.
 */
const YIELD_EVERY_MS = 15;
const PROGRESS_EVERY_ROWS = 500;

export interface StagingCounts {
  /** Data rows read. */
  totalRows: number;
  /** Rows without a name. */
  skipped: number;
  /** Rows merged into the row before them. */
  merged: number;
  /** Records copied into the staging table. */
  staged: number;
}

export interface StagingHooks {
  onRows(done: number): void;
  onErrors(errors: RowError[]): Promise<void>;
}

interface Pending {
  seq: number;
  rowNumber: number;
  record: ImportRecord;
  keys: MatchKeys;
}

/**
 * The record as it is staged: the cid its feature id carries when the row has none (so the
 * place meets the business another scraper exported with only a cid), and left out of the
 * raw data: its review cells, since the reviews become review rows (and can be large), and
 * the last-seen time of Locus's own export, which this import replaces.
 */
function withFileIdentity(record: ImportRecord): ImportRecord {
  const cid = record.cid ?? cidFromGoogleId(record.googleId);
  const dropped = Object.keys(record.raw).filter((header) => isReviewCell(header) || header === LAST_SEEN_HEADER);
  if (cid === record.cid && dropped.length === 0) return record;
  const raw = { ...record.raw };
  for (const header of dropped) delete raw[header];
  return { ...record, cid, raw };
}

/** Turns the reader's events into COPY text, counting as it goes. */
async function* stagingText(
  events: AsyncIterable<SheetEvent>,
  counts: StagingCounts,
  hooks: StagingHooks,
  mapping: ColumnMapping | null,
) {
  let plan: ColumnPlan[] | null = null;
  let format: ImportFormat = "generic";
  let pending: Pending | null = null;
  let chunk = "";
  let lastPause = Date.now();
  const flush = (entry: Pending) => {
    chunk += stagingLine(entry.seq, entry.rowNumber, entry.record);
    counts.staged++;
  };

  for await (const event of events) {
    if (event.type === "header") {
      // The header (with the admin's mapping) decides the format once; a file without a name column is refused whole (422).
      ({ format, columns: plan } = detectMappedFormat(event.headers, mapping));
      continue;
    }
    if (!plan) continue;
    if (event.type === "columns") {
      plan = [...plan, ...planMappedColumns(event.headers, format, mapping)];
      continue;
    }
    if (event.type === "repaired") {
      await hooks.onErrors([{ row: event.rowNumber, column: event.column, message: event.message, outcome: "repaired" }]);
      continue;
    }
    counts.totalRows++;
    if (event.type === "broken") {
      // A line that could not be read is a skipped row; the rest of the file goes on.
      await hooks.onErrors([{ row: event.rowNumber, column: "", message: event.message, outcome: "skipped" }]);
      counts.skipped++;
      continue;
    }
    const normalized = normalizeRow(event.values, plan, event.rowNumber);
    const { errors } = normalized;
    const record = normalized.record && withFileIdentity(normalized.record);
    if (errors.length > 0) await hooks.onErrors(errors);
    if (!record) counts.skipped++;
    else {
      const keys = matchKeys(record);
      if (pending && samePlace(pending.keys, keys)) {
        pending.record = mergeRecords(pending.record, record);
        counts.merged++;
      } else {
        if (pending) flush(pending);
        pending = { seq: counts.staged + 1, rowNumber: event.rowNumber, record, keys };
      }
    }
    if (counts.totalRows % PROGRESS_EVERY_ROWS === 0) hooks.onRows(counts.totalRows);
    if (Date.now() - lastPause >= YIELD_EVERY_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      lastPause = Date.now();
    }
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = "";
    }
  }
  if (pending) flush(pending);
  hooks.onRows(counts.totalRows);
  if (chunk) yield chunk;
}

/** Streams every row of `events` into the staging table on `client` (inside its transaction). */
export async function stageRows(
  client: pg.PoolClient,
  events: AsyncIterable<SheetEvent>,
  hooks: StagingHooks,
  mapping: ColumnMapping | null = null,
): Promise<StagingCounts> {
  const counts: StagingCounts = { totalRows: 0, skipped: 0, merged: 0, staged: 0 };
  const copy = client.query(copyFrom(`COPY ${STAGING_TABLE} (${STAGED_COLUMNS.join(", ")}) FROM STDIN`));
  await pipeline(Readable.from(stagingText(events, counts, hooks, mapping), { objectMode: false }), copy);
  return counts;
}
