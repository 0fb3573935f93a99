// CSV rows streamed straight from disk: csv-parse hands over one record at a time and the
// file stream pauses while the consumer works, so memory stays flat whatever the file size.
import { createReadStream } from "node:fs";
import { parse, CsvError } from "csv-parse";
import { sniffDelimiter } from "./csv-delimiter";
import type { PositionalRow } from "./sheet-events";
import { badCsvError } from "./spreadsheet-error";

/** Records as spreadsheet rows: record N is row N, as when Excel opens the file. */
export async function* readCsvRows(filePath: string, signal?: AbortSignal): AsyncGenerator<PositionalRow> {
  const delimiter = await sniffDelimiter(filePath);
  const source = createReadStream(filePath, { signal });
  const parser = parse({
    bom: true,
    delimiter,
    encoding: "utf8",
    relax_column_count: true,
    // Empty lines are kept (as one empty field) so that row numbers match the file; the
    // shared row layer skips them.
    skip_empty_lines: false,
  });
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber++;
      yield { rowNumber, cells: record };
    }
  } catch (error) {
    throw error instanceof CsvError ? badCsvError(error) : error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
