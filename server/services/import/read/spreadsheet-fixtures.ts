// Test helpers: small spreadsheet files written to a private temporary folder.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import ExcelJS from "exceljs";
import { readSpreadsheet, type SheetEvent, type SpreadsheetKind, type ReadSpreadsheetOptions } from "./read-spreadsheet";

export interface TempFolder {
  file(name: string): string;
  write(name: string, content: string | Buffer): Promise<string>;
  remove(): Promise<void>;
}

export async function tempFolder(): Promise<TempFolder> {
  const folder = await mkdtemp(path.join(tmpdir(), "locus-read-"));
  const file = (name: string) => path.join(folder, name);
  return {
    file,
    async write(name, content) {
      await writeFile(file(name), content);
      return file(name);
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** An .xlsx written by exceljs's regular writer (cell text goes to shared strings, as Excel does). */
export async function writeXlsx(filePath: string, rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  rows.forEach((row, index) => {
    if (row.length > 0) sheet.getRow(index + 1).values = row as ExcelJS.CellValue[];
  });
  await workbook.xlsx.writeFile(filePath);
  return filePath;
}

/** An .xlsx whose text cells are inline (`t="str"` / `t="inlineStr"`), as some generators write them. */
export async function writeInlineXlsx(filePath: string, rows: ExcelJS.CellValue[][]): Promise<string> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row).commit();
  await sheet.commit();
  await workbook.commit();
  return filePath;
}

export async function readAll(filePath: string, kind: SpreadsheetKind, options?: ReadSpreadsheetOptions): Promise<SheetEvent[]> {
  const events: SheetEvent[] = [];
  for await (const event of readSpreadsheet(filePath, kind, options)) events.push(event);
  return events;
}

/** The rejection of a read, for asserting its status and message. */
export async function readError(filePath: string, kind: SpreadsheetKind, options?: ReadSpreadsheetOptions): Promise<unknown> {
  try {
    await readAll(filePath, kind, options);
  } catch (error) {
    return error;
  }
  throw new Error("expected the read to fail");
}

/**
 * Runs a full garbage collection, so heap figures show what is still held, not garbage a
 * later collection would free (which varies with the machine's load and V8's timing).
 */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
