// CSV rows streamed straight from disk: csv-parse hands over one record at a time and the
// file stream pauses while the consumer works, so memory stays flat whatever the file size.
// A damaged record (a quote that breaks the line, a fragment with more fields than the
// header) is reported as a broken row and reading goes on with the next record.
import { createReadStream } from "node:fs";
import { parse, CsvError } from "csv-parse";
import { unguardFormula } from "../../export/formula-guard";
import { isBlank } from "../parse/cell-value";
import { sniffDelimiter } from "./csv-delimiter";
import type { PositionalItem } from "./sheet-events";
import { badCsvError } from "./spreadsheet-error";

interface Record {
  record: string[];
  info: { lines: number };
}

/** Records as spreadsheet rows: record N is row N, as when Excel opens the file. */
export async function* readCsvRows(filePath: string, signal?: AbortSignal): AsyncGenerator<PositionalItem> {
  const delimiter = await sniffDelimiter(filePath);
  const source = createReadStream(filePath, { signal });
  const parser = parse({
    bom: true,
    delimiter,
    encoding: "utf8",
    info: true,
    relax_column_count: true,
    // A quote inside an unquoted field is kept as text, as Excel reads it ('ot "Name"').
    relax_quotes: true,
    // A record csv-parse cannot read is skipped (reported through "skip"), not fatal.
    skip_records_with_error: true,
    // Empty lines are kept (as one empty field) so that row numbers match the file; the
    // shared row layer skips them.
    skip_empty_lines: false,
  });
  // One damaged stretch can raise several errors; each physical line is reported once.
  const skipped: { line: number; message: string }[] = [];
  parser.on("skip", (error: CsvError & { lines?: number }) => {
    const line = error.lines ?? 0;
    if (skipped.at(-1)?.line !== line) skipped.push({ line, message: error.message });
  });
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  let rowNumber = 0;
  let headerWidth: number | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<Record>) {
      for (const { line, message } of skipped.splice(0)) {
        rowNumber++;
        yield { rowNumber, broken: `Line ${line} could not be read (${message}); the row was skipped` };
      }
      rowNumber++;
      if (headerWidth === null && !record.every((cell) => isBlank(cell))) headerWidth = record.length;
      else if (headerWidth !== null && hasExtraCells(record, headerWidth)) {
        const message = `Line ${info.lines} has ${record.length} fields where the header has ${headerWidth} (a damaged or cut line); the row was skipped`;
        yield { rowNumber, broken: message };
        continue;
      }
      // Locus's own CSV export guards formula-like text with a quote; the cells come back as they were.
      yield { rowNumber, cells: record.map(unguardFormula) };
    }
    for (const { line, message } of skipped.splice(0)) {
      rowNumber++;
      yield { rowNumber, broken: `Line ${line} could not be read (${message}); the row was skipped` };
    }
  } catch (error) {
    throw error instanceof CsvError ? badCsvError(error) : error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** Spreadsheet programs pad rows with empty cells; text past the header's last column is damage. */
function hasExtraCells(record: readonly string[], headerWidth: number): boolean {
  for (let index = headerWidth; index < record.length; index++) {
    if (!isBlank(record[index])) return true;
  }
  return false;
}
