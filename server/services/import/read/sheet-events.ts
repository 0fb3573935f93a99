// Shared by the xlsx and CSV readers: turns positional rows into header and row events, taking
// the first non-empty row as the header and skipping empty rows without renumbering the rest.
import { isBlankRow, rowObject } from "./row-object";
import { RowTally } from "./row-tally";
import type { SheetEvent } from "./sheet-event";
import { readHeaders } from "./sheet-headers";
import { emptySheetError } from "./spreadsheet-error";

export interface PositionalRow {
  /** The spreadsheet's own 1-based row number. */
  rowNumber: number;
  /** Cells by 0-based column position. */
  cells: readonly unknown[];
}

/** A row the reader could not split into cells, and why. */
export interface BrokenRow {
  rowNumber: number;
  broken: string;
}

export type PositionalItem = PositionalRow | BrokenRow;

export async function* sheetEvents(rows: AsyncIterable<PositionalItem>, signal?: AbortSignal): AsyncGenerator<SheetEvent> {
  let headers: string[] | null = null;
  const tally = new RowTally();
  // Broken rows met before the header wait for it, so that the header comes first.
  const waiting: SheetEvent[] = [];
  for await (const row of rows) {
    signal?.throwIfAborted();
    if ("broken" in row) {
      tally.broken++;
      const event: SheetEvent = { type: "broken", rowNumber: row.rowNumber, message: row.broken };
      if (headers) yield event;
      else waiting.push(event);
      continue;
    }
    const { rowNumber, cells } = row;
    if (!headers) {
      if (isBlankRow(cells)) continue;
      const read = readHeaders(trimTrailingBlanks(cells));
      headers = read.headers;
      yield { type: "header", headers };
      for (const repair of read.repairs) yield { type: "repaired", rowNumber, ...repair };
      yield* waiting;
      continue;
    }
    const values = rowObject(headers, cells);
    if (!values) continue;
    tally.read++;
    yield { type: "row", rowNumber, values };
  }
  tally.assertMostlyReadable();
  if (!headers) throw emptySheetError();
}

/** Formatting often reaches far right of the last real column; those cells are not columns. */
function trimTrailingBlanks(cells: readonly unknown[]): unknown[] {
  let end = cells.length;
  while (end > 0 && isBlankRow([cells[end - 1]])) end--;
  return cells.slice(0, end);
}
