// The counting pass for JSON, like the CSV one: row boundaries are found in the raw bytes
// without building any value. An array's elements are the commas at depth one (outside
// strings) plus one; JSON Lines has one object per non-blank line.
import { createReadStream } from "node:fs";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }
const SPACES = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Elements of the top-level array. */
export async function countJsonArrayRows(filePath: string, signal?: AbortSignal): Promise<number> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let commas = 0;
  let hasElement = false;
  for await (const chunk of createReadStream(filePath, { signal }) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        continue;
      }
      if (depth === 1 && !SPACES.has(byte) && !CLOSERS.has(byte)) {
        if (byte === COMMA) commas++;
        else hasElement = true;
      }
      if (byte === QUOTE) inString = true;
      else if (OPENERS.has(byte)) depth++;
      else if (CLOSERS.has(byte)) depth--;
    }
  }
  return hasElement ? commas + 1 : 0;
}

/** Non-blank lines. */
export async function countJsonLines(filePath: string, signal?: AbortSignal): Promise<number> {
  let lines = 0;
  let filled = false;
  for await (const chunk of createReadStream(filePath, { signal }) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === LINE_FEED) {
        if (filled) lines++;
        filled = false;
      } else if (!SPACES.has(byte) && byte !== 0xef && byte !== 0xbb && byte !== 0xbf) {
        filled = true;
      }
    }
  }
  return filled ? lines + 1 : lines;
}
