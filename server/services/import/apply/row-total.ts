// How many rows an import has to read, for its progress bar: an .xlsx or a CSV is counted by
// a quick first pass; a JSON file is not (see countRows), so its total is estimated as it is read.
import { countCsvRows, countXlsxRows } from "../read/count-rows";
import type { SpreadsheetKind } from "../read/read-spreadsheet";

/**
 * The counting pass of a spreadsheet. A JSON file gets none: its objects are read faster than
 * a second pass over its (large) text would take, and its total is estimated from the bytes
 * read instead (RowTotal).
 */
export async function countRows(
  path: string,
  kind: SpreadsheetKind,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<number | null> {
  if (kind === "xlsx") return countXlsxRows(path, maxBytes, signal);
  return kind === "csv" ? countCsvRows(path, signal) : null;
}

export function isJson(kind: SpreadsheetKind): boolean {
  return kind === "json" || kind === "jsonl";
}

/** Rows in the file: the counted total, else rows read so far scaled by the share of bytes read. */
export class RowTotal {
  private bytesRead = 0;

  constructor(
    private readonly counted: number | null,
    private readonly fileBytes: number,
  ) {}

  readonly onBytesRead = (bytes: number): void => {
    this.bytesRead = bytes;
  };

  /** The total once `done` rows are read; before the first row, only a counted one. */
  at(done: number): number | null {
    if (this.counted !== null) return Math.max(this.counted, done);
    if (done === 0) return null;
    if (this.bytesRead === 0) return done;
    return Math.max(done, Math.round((done * this.fileBytes) / this.bytesRead));
  }
}
