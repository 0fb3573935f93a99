// Writes a generated Outscraper export as .xlsx with exceljs's streaming
// writer (inline strings, no styles), one committed row at a time, the way a
// scraper's file of a hundred thousand rows is produced without holding it.
import { stat } from "node:fs/promises";
import ExcelJS from "exceljs";
import { openRawSheetStream } from "../../server/services/export/xlsx-sheet-stream";
import { OUTSCRAPER_COLUMNS } from "./outscraper-columns";
import { outscraperRows } from "./outscraper-rows";

export interface GeneratedFile {
  rows: number;
  /** Distinct places (place_id); the other rows repeat one with another email. */
  places: number;
  bytes: number;
}

/** Rows between checks of the zip entry's backlog. */
const DRAIN_EVERY = 500;

export async function writeOutscraperXlsx(
  filePath: string,
  options: { rows: number; seed: number; onProgress?: (done: number) => void },
): Promise<GeneratedFile> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.addRow([...OUTSCRAPER_COLUMNS]).commit();
  // exceljs never waits for the compressor: without these pauses the whole
  // sheet would queue in memory in front of it.
  const entry = openRawSheetStream(sheet);
  const signal = new AbortController().signal;
  let rows = 0;
  let places = 0;
  let previousPlace: string | number | null = null;
  for (const row of outscraperRows(options.rows, options.seed)) {
    sheet.addRow(OUTSCRAPER_COLUMNS.map((column) => row[column])).commit();
    if (row.place_id !== previousPlace) places++;
    previousPlace = row.place_id;
    if (++rows % DRAIN_EVERY === 0) {
      await entry.drained(signal);
      options.onProgress?.(rows);
    }
  }
  sheet.commit();
  await workbook.commit();
  options.onProgress?.(rows);
  return { rows, places, bytes: (await stat(filePath)).size };
}
