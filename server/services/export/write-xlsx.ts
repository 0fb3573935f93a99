import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { EXPORT_HEADERS, exportValues } from "./export-columns";
import type { ExportRow } from "./read-export-batches";
import { Utf8Chunks } from "./utf8-chunks";
import { untilAborted, waitForDrain } from "./wait-for-drain";
import { openRawSheetStream } from "./xlsx-sheet-stream";
import { cellOpenings, xlsxRowXml } from "./xlsx-row-xml";

export const EXPORT_SHEET_NAME = "İşletmeler";

/**
 * Deflate level of the zip. At the default (6) compressing the sheet XML
 * costs more than producing it; level 1 is twice as fast for a file about a
 * fifth bigger.
 */
const XLSX_ZLIB_LEVEL = 1;

/**
 * zlib's output buffer. A batch compresses to a few MiB: with room for all of
 * it, one batch is one call on the compression thread, which then runs while
 * the next batch is rendered instead of waiting on the main thread between
 * small pieces.
 */
const XLSX_ZLIB_CHUNK_BYTES = 4 * 1024 * 1024;

const CELL_OPENINGS = cellOpenings(EXPORT_HEADERS.length);

/**
 * Streams one worksheet (header row, then every batch) as an xlsx into
 * `output` with exceljs's streaming workbook writer. exceljs writes the
 * package (workbook, styles, sheet frame, zip) and the header row; the data
 * rows are rendered here, a batch at a time, straight into the sheet's zip
 * entry: exceljs's per-cell objects would cap a 40-column export at about a
 * third of the pace a million rows need. Resolves with the number of data rows
 * once the zip is complete and `output` has finished.
 */
export async function writeXlsx(output: Writable, batches: AsyncIterable<ExportRow[]>, signal: AbortSignal): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
    zip: { zlib: { level: XLSX_ZLIB_LEVEL, chunkSize: XLSX_ZLIB_CHUNK_BYTES } },
  });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.addRow([...EXPORT_HEADERS]).commit();
  const rawSheet = openRawSheetStream(sheet);
  const chunks = new Utf8Chunks();
  let sheetRow = 1;
  // The wait for the previous batch comes after rendering this one, so the
  // two overlap and at most two batches of XML are held.
  let compressed: Promise<void> = Promise.resolve();
  for await (const batch of batches) {
    for (const row of batch) chunks.add(xlsxRowXml(++sheetRow, exportValues(row), CELL_OPENINGS));
    await compressed;
    rawSheet.write(Buffer.concat(chunks.take()));
    compressed = rawSheet.drained(signal);
    // Marked handled: when the export fails first, nobody waits for it any more.
    compressed.catch(() => {});
    if (output.writableNeedDrain) await waitForDrain(output, signal);
  }
  await compressed;
  signal.throwIfAborted();
  sheet.commit();
  // commit() settles on `output`'s finish, which never comes for a closed connection.
  await untilAborted(signal, workbook.commit());
  return sheetRow - 1;
}
