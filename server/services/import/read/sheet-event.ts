// What a spreadsheet reader yields: the header names once, then one event per non-empty row.
// A JSON file has no header row: each object brings its own keys, so later objects may add
// columns. A line that cannot be read at all is reported where it was met, and reading goes on.

export type SheetEvent =
  | { type: "header"; headers: string[] }
  /** Keys first met in a later row (JSON); they extend the header. */
  | { type: "columns"; headers: string[] }
  | { type: "row"; rowNumber: number; values: Record<string, unknown> }
  /** A row that could not be parsed; it is skipped and counted as a row. */
  | { type: "broken"; rowNumber: number; message: string }
  /** Something the reader repaired to read the file (a stray quote in a header cell). */
  | { type: "repaired"; rowNumber: number; column: string; message: string };
