// What one spreadsheet import reports while it runs and when it ends. The shapes are the
// ones the Excel screen reads, defined once in app/lib/admin/import-job.ts.
import type { ImportJobPhase, ImportResultView } from "../../../../app/lib/admin/import-job";

export type { RowError } from "../parse/import-record";

export type ImportPhase = ImportJobPhase;

export interface ImportProgress {
  phase: ImportPhase;
  /** Data rows read so far (the header row is not counted). */
  done: number;
  /** Data rows in the file, once the counting pass has run; for JSON, estimated from the bytes read. */
  total: number | null;
}

/** At most this many errors travel with the result; the full list is kept for download. */
export const RESULT_ERROR_LIMIT = 100;

/**
 * imported + updated + unchanged + merged + skipped = totalRows; `errors` holds the first
 * RESULT_ERROR_LIMIT problems, `errorCount` counts them all.
 */
export type ImportResult = ImportResultView;
