// Shared by the xlsx and CSV readers: turns positional rows into header and row events, taking
// the first non-empty row as the header and skipping empty rows without renumbering the rest.
import { isBlankRow, rowObject } from "./row-object";
import type { SheetEvent } from "./sheet-event";
import { uniqueHeaders } from "./sheet-headers";
import { emptySheetError } from "./spreadsheet-error";

export interface PositionalRow {
  /** The spreadsheet's own 1-based row number. */
  rowNumber: number;
  /** Cells by 0-based column position. */
  cells: readonly unknown[];
}

export async function* sheetEvents(rows: AsyncIterable<PositionalRow>, signal?: AbortSignal): AsyncGenerator<SheetEvent> {
  let headers: string[] | null = null;
  for await (const { rowNumber, cells } of rows) {
    signal?.throwIfAborted();
    if (!headers) {
      if (isBlankRow(cells)) continue;
      headers = uniqueHeaders(trimTrailingBlanks(cells));
      yield { type: "header", headers };
      continue;
    }
    const values = rowObject(headers, cells);
    if (values) yield { type: "row", rowNumber, values };
  }
  if (!headers) throw emptySheetError();
}

/** Formatting often reaches far right of the last real column; those cells are not columns. */
function trimTrailingBlanks(cells: readonly unknown[]): unknown[] {
  let end = cells.length;
  while (end > 0 && isBlankRow([cells[end - 1]])) end--;
  return cells.slice(0, end);
}
