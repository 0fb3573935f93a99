// Spreadsheet programs save CSV with the locale's list separator: "," in English, ";" in
// Turkish and most of Europe, tab for "text" exports. The header line tells which one.
import { open } from "node:fs/promises";

export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Enough for any real header line; a longer one is still judged on this prefix. */
const SNIFF_BYTES = 64 * 1024;
const QUOTE = '"';

/** The delimiter seen most often outside quotes on the first line; "," when none appears. */
export function detectDelimiter(firstLine: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of firstLine) {
    if (char === QUOTE) quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of CSV_DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/** Reads only the start of the file: the first line, up to a line break outside quotes. */
export async function sniffDelimiter(filePath: string): Promise<CsvDelimiter> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return detectDelimiter(firstLine(buffer.subarray(0, bytesRead).toString("utf8")));
  } finally {
    await file.close();
  }
}

function firstLine(text: string): string {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === QUOTE) quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) return text.slice(0, index);
  }
  return text;
}
