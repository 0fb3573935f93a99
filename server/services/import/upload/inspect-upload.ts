// Decides what an uploaded file is from its bytes (names lie: scrapers save CSV as .xls) and
// reads just enough of it to refuse a bad file while the admin is still waiting for the
// answer: wrong type, damaged zip, zip bomb, no name column, no rows.
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { detectFormat } from "../parse/aliases";
import { countXlsxRows } from "../read/count-rows";
import { readSpreadsheet, uncompressedLimitFor, type SpreadsheetKind } from "../read/read-spreadsheet";
import {
  emptySheetError,
  legacyXlsError,
  notSpreadsheetError,
  notXlsxError,
} from "../read/spreadsheet-error";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const SNIFF_BYTES = 4096;

async function head(filePath: string): Promise<Buffer> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Text a CSV reader can take: no NUL bytes, and not an HTML page saved as a spreadsheet. */
function looksLikeCsv(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  const start = bytes.toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return !start.startsWith("<");
}

export function kindOf(bytes: Buffer, fileName: string): SpreadsheetKind {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return "xlsx";
  if (bytes.subarray(0, 4).equals(OLE_MAGIC)) throw legacyXlsError();
  if (looksLikeCsv(bytes)) return "csv";
  throw path.extname(fileName).toLowerCase() === ".xlsx" ? notXlsxError() : notSpreadsheetError();
}

/** Throws a SpreadsheetError (4xx, Turkish) for a file that cannot be imported; returns its kind. */
export async function inspectUpload(filePath: string, fileName: string): Promise<SpreadsheetKind> {
  const bytes = await head(filePath);
  if (bytes.length === 0) throw emptySheetError();
  const kind = kindOf(bytes, fileName);
  // The counting pass inflates the sheet once: a lying zip (declared sizes small, content
  // huge) is caught here, before the import starts.
  const limit = uncompressedLimitFor((await stat(filePath)).size);
  if (kind === "xlsx") await countXlsxRows(filePath, limit);
  const events = readSpreadsheet(filePath, kind, { maxUncompressedBytes: limit });
  try {
    const first = await events.next();
    if (first.done || first.value.type !== "header") throw emptySheetError();
    // Throws the 422 of a file without a name column.
    detectFormat(first.value.headers);
    const row = await events.next();
    if (row.done) throw emptySheetError();
    return kind;
  } finally {
    await events.return(undefined);
  }
}
