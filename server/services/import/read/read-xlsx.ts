// Rows of the first worksheet of an .xlsx, streamed: the zip is vetted by zip-guard, the
// shared strings are read into memory (cells refer to them by position), and the sheet is
// inflated and scanned piece by piece as the consumer asks for rows, so memory does not grow
// with the file. See docs/decisions/006-own-xlsx-reader.md.
import type { PositionalRow } from "./sheet-events";
import { readSharedStrings, SharedStrings } from "./shared-strings";
import { sheetRows } from "./sheet-rows";
import { xlsxReadFailure } from "./spreadsheet-error";
import { locateWorkbookParts } from "./workbook-parts";
import { entryByteText, InflateBudget } from "./zip-entry";
import { guardZipFile } from "./zip-guard";

/**
 * Cell values are strings, numbers, booleans or null. Styles are not read, so dates arrive as
 * Excel serial numbers; formulas give their cached result.
 */
export async function* readXlsxRows(
  filePath: string,
  maxUncompressedBytes: number,
  signal?: AbortSignal,
): AsyncGenerator<PositionalRow> {
  const entries = await guardZipFile(filePath, maxUncompressedBytes);
  signal?.throwIfAborted();
  const budget = new InflateBudget(maxUncompressedBytes);
  try {
    const parts = await locateWorkbookParts(filePath, entries, budget, signal);
    if (!parts.sheet) return;
    const sharedStrings = parts.sharedStrings
      ? await readSharedStrings(entryByteText(filePath, parts.sharedStrings, budget, signal))
      : new SharedStrings();
    yield* sheetRows(entryByteText(filePath, parts.sheet, budget, signal), sharedStrings);
  } catch (error) {
    throw xlsxReadFailure(error, signal);
  }
}
