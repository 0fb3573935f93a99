// JSON exports streamed from disk: a top-level array yields its elements, JSON Lines one
// object per line. Each element or line is cut out of the bytes as they are read and built
// with JSON.parse; only that one value is held, whatever the file size. Numbers stay text, as
// a CSV cell would give them, so a 19-digit id never passes through a float (json-value.ts).
// Text JSON.parse refuses is read again by stream-json (json-diagnosis.ts), which reports it
// as before: valid files never pay for the slower tokenizer.
import { createReadStream } from "node:fs";
import { ArrayCutter } from "./json-array";
import { diagnoseJsonArray, MAX_LINE_BYTES } from "./json-diagnosis";
import { LineCutter } from "./json-lines";

export { MAX_LINE_BYTES } from "./json-diagnosis";

/**
 * One object of the file, or why the text at that place is not one; `rows` counts the
 * objects the damage made unreadable when it is more than this one.
 */
export type JsonItem = { rowNumber: number; value: unknown } | { rowNumber: number; error: string; rows?: number };

export interface JsonReadOptions {
  signal?: AbortSignal;
  /** Bytes of the file read so far, told before each item: how far the read has come. */
  onBytesRead?: (bytes: number) => void;
}

/**
 * The array's elements; rowNumber is the element's position (1 = first). JSON cannot be
 * resynchronised after a syntax error, so a break ends the read with one error that says
 * where it is; every object before it is read.
 */
export async function* readJsonArray(filePath: string, options: JsonReadOptions = {}): AsyncGenerator<JsonItem> {
  const { signal, onBytesRead } = options;
  const array = new ArrayCutter();
  let position = 0;
  for await (const chunk of createReadStream(filePath, { signal }) as AsyncIterable<Buffer>) {
    for (const { value, end } of array.feed(chunk)) {
      onBytesRead?.(end);
      yield { rowNumber: ++position, value };
    }
    if (array.failed) break;
  }
  if (!array.failed) {
    for (const { value, end } of array.end()) {
      onBytesRead?.(end);
      yield { rowNumber: ++position, value };
    }
  }
  if (array.failed) yield* diagnoseJsonArray(filePath, position, signal);
}

/**
 * JSON Lines: rowNumber is the line number. A damaged line (cut off, stray text) is
 * reported and the next line starts clean. Blank lines are skipped; a line longer than
 * MAX_LINE_BYTES is refused as broken rather than held.
 */
export async function* readJsonLines(filePath: string, options: JsonReadOptions = {}): AsyncGenerator<JsonItem> {
  const { signal, onBytesRead } = options;
  const lines = new LineCutter(MAX_LINE_BYTES);
  for await (const chunk of createReadStream(filePath, { signal }) as AsyncIterable<Buffer>) {
    for (const { item, end } of lines.feed(chunk)) {
      onBytesRead?.(end);
      yield item;
    }
  }
  for (const { item, end } of lines.end()) {
    onBytesRead?.(end);
    yield item;
  }
}
