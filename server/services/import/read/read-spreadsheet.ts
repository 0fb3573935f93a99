// The one entry point for uploaded spreadsheets: header names, then rows one at a time, for
// the row parser in ../parse. Nothing is accumulated, so memory does not grow with file size.
import { jsonEvents } from "./json-events";
import { readCsvRows } from "./read-csv";
import { readJsonArray, readJsonLines } from "./read-json";
import { readXlsxRows } from "./read-xlsx";
import type { SheetEvent } from "./sheet-event";
import { sheetEvents } from "./sheet-events";

export type { SheetEvent } from "./sheet-event";
export { SpreadsheetError, SPREADSHEET_MESSAGES } from "./spreadsheet-error";

/** json: a top-level array of objects; jsonl: one object per line (JSON Lines, NDJSON). */
export type SpreadsheetKind = "xlsx" | "csv" | "json" | "jsonl";

export interface ReadSpreadsheetOptions {
  /** Refuse an .xlsx whose entries would inflate beyond this (zip-bomb protection). */
  maxUncompressedBytes?: number;
  signal?: AbortSignal;
  /** JSON only: bytes of the file read so far, for a progress total estimated without a counting pass. */
  onBytesRead?: (bytes: number) => void;
}

const MEBIBYTE = 1024 ** 2;
const GIBIBYTE = 1024 ** 3;
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 2 * GIBIBYTE;

/**
 * How far an .xlsx of `fileSize` bytes may inflate. Real sheets compress 5 to 15 times (a
 * 500 MB scraper export is several GB of XML); a zip bomb compresses a thousand times or
 * more. 25 times the file, at least 256 MiB and at most 8 GiB, admits the first and stops
 * the second after little work.
 */
export function uncompressedLimitFor(fileSize: number): number {
  return Math.min(8 * GIBIBYTE, Math.max(256 * MEBIBYTE, 25 * fileSize));
}

/** Throws SpreadsheetError (status 400/413/415/422, Turkish message) for files that cannot be read. */
export function readSpreadsheet(
  filePath: string,
  kind: SpreadsheetKind,
  options: ReadSpreadsheetOptions = {},
): AsyncGenerator<SheetEvent> {
  const { maxUncompressedBytes = DEFAULT_MAX_UNCOMPRESSED_BYTES, signal, onBytesRead } = options;
  switch (kind) {
    case "xlsx":
      return sheetEvents(readXlsxRows(filePath, maxUncompressedBytes, signal), signal);
    case "csv":
      return sheetEvents(readCsvRows(filePath, signal), signal);
    case "json":
      return jsonEvents(readJsonArray(filePath, { signal, onBytesRead }), signal);
    case "jsonl":
      return jsonEvents(readJsonLines(filePath, { signal, onBytesRead }), signal);
  }
}
