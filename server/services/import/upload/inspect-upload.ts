// Decides what an uploaded file is from its bytes (names lie: scrapers save CSV as .xls) and
// reads just enough of it to refuse a bad file while the admin is still waiting for the
// answer: wrong type, damaged zip, zip bomb, no rows. It also returns the header and the first
// rows, for the column-mapping step of a file whose name column Locus does not recognise.
// JSON is told from CSV by its first character: "[" opens an array of objects, "{" the first
// line of JSON Lines.
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { cellText, plainValue } from "../parse/cell-value";
import { countXlsxRows } from "../read/count-rows";
import { readJsonLines } from "../read/read-json";
import { readSpreadsheet, uncompressedLimitFor, type SheetEvent, type SpreadsheetKind } from "../read/read-spreadsheet";
import {
  emptySheetError,
  legacyXlsError,
  notJsonRowsError,
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

/** The first characters of a text file (no NUL bytes), BOM and leading blanks removed; null for binary. */
function textStart(bytes: Buffer): string | null {
  if (bytes.length === 0 || bytes.includes(0)) return null;
  return bytes.toString("utf8").replace(/^\uFEFF/, "").trimStart();
}

export function kindOf(bytes: Buffer, fileName: string): SpreadsheetKind {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return "xlsx";
  if (bytes.subarray(0, 4).equals(OLE_MAGIC)) throw legacyXlsError();
  const start = textStart(bytes);
  const extension = path.extname(fileName).toLowerCase();
  // Not an HTML page saved as a spreadsheet.
  if (start !== null && !start.startsWith("<")) {
    if (extension !== ".csv" && start.startsWith("[")) return "json";
    if (extension !== ".csv" && start.startsWith("{")) return "jsonl";
    return "csv";
  }
  throw extension === ".xlsx" ? notXlsxError() : notSpreadsheetError();
}

/** JSON Lines starts with a whole object on its first line; a pretty-printed object does not. */
async function checkFirstJsonLine(filePath: string): Promise<void> {
  const lines = readJsonLines(filePath);
  try {
    const first = await lines.next();
    if (first.done || "error" in first.value) throw notJsonRowsError();
  } finally {
    await lines.return(undefined);
  }
}

/** Rows shown under the header in the mapping step. */
export const PREVIEW_ROWS = 5;
/** A long description is cut in the preview: the admin only needs to recognise the column. */
const PREVIEW_CELL_CHARS = 120;
const PREVIEW_EVENTS = 100;

export interface InspectedUpload {
  kind: SpreadsheetKind;
  headers: string[];
  /** The first rows' cells, in header order, as text (null for empty). */
  preview: (string | null)[][];
}

/** Throws a SpreadsheetError (4xx, Turkish) for a file that cannot be imported; returns its kind, header and first rows. */
export async function inspectUpload(filePath: string, fileName: string): Promise<InspectedUpload> {
  const bytes = await head(filePath);
  if (bytes.length === 0) throw emptySheetError();
  const kind = kindOf(bytes, fileName);
  // The counting pass inflates the sheet once: a lying zip (declared sizes small, content
  // huge) is caught here, before the import starts.
  const limit = uncompressedLimitFor((await stat(filePath)).size);
  if (kind === "xlsx") await countXlsxRows(filePath, limit);
  if (kind === "jsonl") await checkFirstJsonLine(filePath);
  const events = readSpreadsheet(filePath, kind, { maxUncompressedBytes: limit });
  try {
    const first = await events.next();
    if (first.done || first.value.type !== "header") throw emptySheetError();
    const { headers } = first.value;
    // A broken first row is fine: the import reports it and reads on.
    const row = await events.next();
    if (row.done) throw emptySheetError();
    return { kind, headers, preview: await previewRows(headers, row.value, events) };
  } finally {
    await events.return(undefined);
  }
}

/**
 * The first readable rows, in header order. Past the first row, reading stops at the first
 * problem instead of refusing the file: the import itself judges the rest (a mostly broken
 * file fails there, with its numbers).
 */
async function previewRows(headers: string[], first: SheetEvent, events: AsyncGenerator<SheetEvent>): Promise<(string | null)[][]> {
  const preview: (string | null)[][] = [];
  let event: SheetEvent | undefined = first;
  // A file of broken lines is not read to its end while the admin waits.
  for (let seen = 0; event && preview.length < PREVIEW_ROWS && seen < PREVIEW_EVENTS; seen++) {
    if (event.type === "row") {
      const { values } = event;
      preview.push(headers.map((header) => previewCell(Object.hasOwn(values, header) ? values[header] : null)));
    }
    event = await events.next().then(
      (next) => (next.done ? undefined : next.value),
      () => undefined,
    );
  }
  return preview;
}

function previewCell(value: unknown): string | null {
  const plain = plainValue(value);
  // JSON files bring lists and objects: shown as they are written.
  const text = plain !== null && typeof plain === "object" && !(plain instanceof Date) ? JSON.stringify(plain) : cellText(value);
  return text && text.length > PREVIEW_CELL_CHARS ? `${text.slice(0, PREVIEW_CELL_CHARS - 1)}…` : text;
}
