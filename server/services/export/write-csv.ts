import type { Writable } from "node:stream";
import { EXPORT_HEADERS, exportValues, type ExportValue } from "./export-columns";
import { guardFormula } from "./formula-guard";
import type { ExportRow } from "./read-export-batches";
import { Utf8Chunks } from "./utf8-chunks";
import { untilAborted, waitForDrain } from "./wait-for-drain";

/** Excel reads a CSV without a byte-order mark as the local code page and garbles "ü", "ş", "é". */
export const UTF8_BOM = "\uFEFF";

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * RFC 4180 field: quoted only when it holds a comma, quote or line break; quotes doubled. Text
 * that a spreadsheet would run as a formula is guarded first (formula-guard.ts); numbers and
 * booleans are written as they are.
 */
export function csvField(value: ExportValue): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  const text = typeof value === "number" ? String(value) : guardFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF terminator. */
export function csvLine(values: readonly ExportValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * Writes the header and every batch as CSV, then ends `output`. A batch is
 * written at once; when the client reads slower than the database answers, the
 * next batch waits for `drain`, so memory holds about one batch whatever the
 * export size.
 * Resolves with the number of data rows once `output` has flushed.
 */
export async function writeCsv(output: Writable, batches: AsyncIterable<ExportRow[]>, signal: AbortSignal): Promise<number> {
  let rows = 0;
  output.write(UTF8_BOM + csvLine(EXPORT_HEADERS));
  const chunks = new Utf8Chunks();
  for await (const batch of batches) {
    for (const row of batch) chunks.add(csvLine(exportValues(row)));
    rows += batch.length;
    let room = true;
    for (const chunk of chunks.take()) room = output.write(chunk);
    if (!room) await waitForDrain(output, signal);
  }
  signal.throwIfAborted();
  // Not end(callback): the compression middleware's end() takes no callback.
  const finished = new Promise<void>((resolve) => output.once("finish", resolve));
  output.end();
  await untilAborted(signal, finished);
  return rows;
}
