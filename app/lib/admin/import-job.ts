// One spreadsheet import as the server reports it (GET /api/import-jobs/{id})
// and the Excel screen shows it. Browser-safe: the server builds these answers
// with the same types.

export type ImportJobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/**
 * counting: a quick pass that learns the number of rows (not for JSON, whose total is estimated
 * while reading); reading: rows parsed; saving: the database write.
 */
export type ImportJobPhase = "counting" | "reading" | "saving";

/**
 * What an import did about a problem: skipped the whole row, dropped one value and kept the
 * rest of the row, or repaired a value damaged by a spreadsheet (the message says how it was read).
 */
export type ImportRowOutcome = "skipped" | "dropped" | "repaired";

export interface ImportRowError {
  /** The row's number in the spreadsheet. */
  row: number;
  /** The header as written in the file. */
  column: string;
  message: string;
  /** Unset where a problem was recorded without one. */
  outcome?: ImportRowOutcome;
}

export interface ImportResultView {
  imported: number;
  updated: number;
  unchanged: number;
  merged: number;
  skipped: number;
  categoriesCreated: number;
  citiesFound: number;
  totalRows: number;
  /** The first problems found, in row order; `errorCount` counts them all. */
  errors: ImportRowError[];
  errorCount: number;
}

export interface ImportJob {
  id: number;
  status: ImportJobStatus;
  fileName: string;
  /** bytes */
  fileSize: number;
  phase: ImportJobPhase | null;
  /** Data rows handled so far. */
  done: number;
  /** Data rows in the file; null until the counting pass has run (JSON: estimated from the bytes read). */
  total: number | null;
  rowsPerSecond: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why a failed import failed, in words an admin can act on. */
  error: string | null;
  /** The HTTP status that best describes the failure (400 bad file, 413 too large ...). */
  errorStatus: number | null;
  /** Set once the import has succeeded. */
  result: ImportResultView | null;
}

/** A finished import changes no more: succeeded, failed or cancelled. */
export function isFinished(status: ImportJobStatus): boolean {
  return status === "succeeded" || status === "failed" || status === "cancelled";
}
