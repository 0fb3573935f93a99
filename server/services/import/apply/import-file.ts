// One spreadsheet into the catalogue, all or nothing. The file is read once into a staging
// table inside a single transaction; grouping, matching and linking run there as set-based
// SQL; the catalogue changes in a few statements just before COMMIT. A bad file, a cancel,
// a crash or a lost connection therefore leaves Locus exactly as it was.
import { stat } from "node:fs/promises";
import type pg from "pg";
import { readSpreadsheet, uncompressedLimitFor, type SpreadsheetKind } from "../read/read-spreadsheet";
import { emptySheetError } from "../read/spreadsheet-error";
import { assignSlugsAndNumbers } from "./assign-slugs";
import { groupStagedRows } from "./group-rows";
import { RESULT_ERROR_LIMIT, type ImportProgress, type ImportResult, type RowError } from "./import-types";
import { linkCatalog } from "./link-catalog";
import type { ColumnMapping } from "../mapping/column-mapping";
import { stageRows } from "./stage-rows";
import { writeBusinesses } from "./write-businesses";
import { writeReviews } from "./write-reviews";
import { countRows, isJson, RowTotal } from "./row-total";
import { CREATE_STAGING_TABLE } from "./staging-table";

export interface ImportSource {
  path: string;
  kind: SpreadsheetKind;
  /** The admin's column mapping, laid over what Locus reads from the header by itself. */
  columnMapping?: ColumnMapping | null;
}

export interface ImportOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** Every row problem, in batches, for a full list beyond the result's first hundred. */
  onErrors?: (errors: RowError[]) => Promise<void> | void;
  /** Zip-bomb cap for an .xlsx; by default uncompressedLimitFor(file size). */
  maxUncompressedBytes?: number;
}

const ERROR_BATCH = 1000;

/** Collects row problems: the first hundred for the result, all of them for `onErrors`. */
class ErrorLog {
  readonly first: RowError[] = [];
  count = 0;
  private batch: RowError[] = [];

  constructor(private readonly sink: ImportOptions["onErrors"]) {}

  async add(errors: RowError[]): Promise<void> {
    for (const error of errors) {
      this.count++;
      if (this.first.length < RESULT_ERROR_LIMIT) this.first.push(error);
      if (this.sink) this.batch.push(error);
    }
    if (this.batch.length >= ERROR_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.sink || this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    await this.sink(batch);
  }
}

/** A statement in flight is cancelled on the server too, so "stop" does not wait for it. */
function cancelOnAbort(pool: pg.Pool, client: pg.PoolClient, signal?: AbortSignal): () => void {
  if (!signal) return () => undefined;
  const pid = (client as unknown as { processID?: number }).processID;
  const cancel = () => {
    if (pid) pool.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => undefined);
  };
  signal.addEventListener("abort", cancel, { once: true });
  return () => signal.removeEventListener("abort", cancel);
}

export async function importSpreadsheetFile(
  pool: pg.Pool,
  source: ImportSource,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { signal, onProgress } = options;
  const fileBytes = (await stat(source.path)).size;
  const maxBytes = options.maxUncompressedBytes ?? uncompressedLimitFor(fileBytes);
  if (!isJson(source.kind)) onProgress?.({ phase: "counting", done: 0, total: null });
  const total = new RowTotal(await countRows(source.path, source.kind, maxBytes, signal), fileBytes);
  onProgress?.({ phase: "reading", done: 0, total: total.at(0) });

  const errors = new ErrorLog(options.onErrors);
  const client = await pool.connect();
  const stopCancelling = cancelOnAbort(pool, client, signal);
  let failed = false;
  try {
    await client.query("BEGIN");
    // The grouping passes sort and hash the whole file; give them room for it.
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query(CREATE_STAGING_TABLE);
    const { onBytesRead } = total;
    const events = readSpreadsheet(source.path, source.kind, { maxUncompressedBytes: maxBytes, signal, onBytesRead });
    const counts = await stageRows(client, events, {
      onRows: (done) => onProgress?.({ phase: "reading", done, total: total.at(done) }),
      onErrors: (rowErrors) => errors.add(rowErrors),
    }, source.columnMapping);
    if (counts.totalRows === 0) throw emptySheetError();
    await errors.flush();
    onProgress?.({ phase: "saving", done: counts.totalRows, total: counts.totalRows });

    const mergedInDatabase = await groupStagedRows(client);
    const links = await linkCatalog(client);
    await assignSlugsAndNumbers(client);
    const writes = await writeBusinesses(client);
    await writeReviews(client);
    signal?.throwIfAborted();
    await client.query("COMMIT");
    return {
      ...writes,
      merged: counts.merged + mergedInDatabase,
      skipped: counts.skipped,
      ...links,
      totalRows: counts.totalRows,
      errors: errors.first,
      errorCount: errors.count,
    };
  } catch (error) {
    failed = true;
    await client.query("ROLLBACK").catch(() => undefined);
    throw signal?.aborted ? (signal.reason ?? error) : error;
  } finally {
    stopCancelling();
    // A connection that saw a failed COPY or a cancel is not trusted with the next request.
    client.release(failed);
  }
}
