// Rows of the first worksheet of an .xlsx, streamed with exceljs's WorkbookReader so that a
// 500 MB upload never sits in memory; the zip is vetted by zip-guard before it is opened.
import { createReadStream } from "node:fs";
import ExcelJS from "exceljs";
import type { PositionalRow } from "./sheet-events";
import { corruptFileError, SpreadsheetError } from "./spreadsheet-error";
import { guardZipFile } from "./zip-guard";
import { pipedStreamFailure, raceFailure } from "./zip-stream-failure";

/**
 * Shared strings are cached because cells refer to them by index; styles are ignored for speed,
 * which also means date cells arrive as Excel serial numbers; hyperlink targets live in a
 * separate part and are not needed (link columns hold the URL as text).
 */
const READER_OPTIONS = {
  sharedStrings: "cache",
  hyperlinks: "ignore",
  styles: "ignore",
  worksheets: "emit",
  entries: "ignore",
} as const;

export async function* readXlsxRows(
  filePath: string,
  maxUncompressedBytes: number,
  signal?: AbortSignal,
): AsyncGenerator<PositionalRow> {
  await guardZipFile(filePath, maxUncompressedBytes);
  signal?.throwIfAborted();
  const source = createReadStream(filePath, { signal });
  const failure = pipedStreamFailure(source);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, READER_OPTIONS);
  try {
    yield* raceFailure(firstSheetRows(workbook), failure);
  } catch (error) {
    if (signal?.aborted || error instanceof SpreadsheetError) throw error;
    // unzipper, zlib and the XML parser each fail differently on a damaged file; to the user
    // it is one problem with one remedy.
    throw corruptFileError(error);
  } finally {
    source.destroy();
  }
}

async function* firstSheetRows(workbook: ExcelJS.stream.xlsx.WorkbookReader): AsyncGenerator<PositionalRow> {
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      // exceljs's row.values is 1-based (index 0 is always empty).
      yield { rowNumber: row.number, cells: (row.values as unknown[]).slice(1) };
    }
    return; // only the first worksheet is imported
  }
}
