// One file inside an .xlsx, as the bytes it holds: found through its local header, inflated when
// deflated, and counted against the upload's cap on inflated bytes. Consumers pull with
// `for await`, so the file is read only as fast as they parse.
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline, Readable, type TransformOptions } from "node:stream";
import { createInflateRaw, type ZlibOptions } from "node:zlib";
import { corruptFileError, zipBombError } from "./spreadsheet-error";
import type { ZipEntry } from "./zip-guard";

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;
/**
 * zlib's default pieces are 16 KiB; larger ones mean fewer hand-overs to the parser. zlib runs
 * on the thread pool: a megabyte of read-ahead lets it inflate while the parser works.
 */
const INFLATE_OPTIONS: ZlibOptions & TransformOptions = { chunkSize: 64 * 1024, readableHighWaterMark: 1024 * 1024 };

/** The inflated bytes one upload may still produce, over every part read from it. */
export class InflateBudget {
  constructor(private remaining: number) {}

  spend(bytes: number): void {
    this.remaining -= bytes;
    if (this.remaining < 0) throw zipBombError();
  }
}

/**
 * The entry's content in pieces. Throws a zip-bomb error once the budget is spent and a
 * corrupt-file error when the content is not the size the central directory declares
 * (damaged or cut-off data); zlib's own errors pass through for the caller to classify.
 */
export async function* entryBytes(
  filePath: string,
  entry: ZipEntry,
  budget: InflateBudget,
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const stream = await openEntry(filePath, entry, signal);
  let total = 0;
  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      budget.spend(piece.length);
      total += piece.length;
      yield piece;
    }
  } finally {
    stream.destroy();
  }
  if (total !== entry.uncompressedSize) {
    throw corruptFileError(new Error(`${entry.name} holds ${total} bytes, ${entry.uncompressedSize} declared`));
  }
}

/**
 * The entry's content with every byte as one character (latin1), in pieces. XML markup is
 * ASCII, so tags are found exactly as in decoded text, while one-byte strings are half the size
 * of the two-byte strings a single "–" or "ğ" forces on decoded text, and quicker to search. A
 * character cut by a piece boundary is whole again once its value is sliced out; values are
 * decoded with textValue (xml-text.ts).
 */
export async function* entryByteText(
  filePath: string,
  entry: ZipEntry,
  budget: InflateBudget,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  for await (const piece of entryBytes(filePath, entry, budget, signal)) yield piece.toString("latin1");
}

async function openEntry(filePath: string, entry: ZipEntry, signal?: AbortSignal): Promise<Readable> {
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw corruptFileError(new Error(`${entry.name} uses compression method ${entry.method}`));
  }
  const start = await dataOffset(filePath, entry);
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(filePath, { start, end: start + entry.compressedSize - 1, signal });
  if (entry.method === STORED) return raw;
  // pipeline passes an error of either stream to the other, and destroying the inflater (the
  // consumer stopping early) closes the file.
  return pipeline(raw, createInflateRaw(INFLATE_OPTIONS), () => undefined);
}

/** The local header repeats the name and may carry a different extra field; the data follows it. */
async function dataOffset(filePath: string, entry: ZipEntry): Promise<number> {
  const file = await open(filePath, "r");
  try {
    const header = Buffer.alloc(LOCAL_HEADER_SIZE);
    const { bytesRead } = await file.read(header, 0, LOCAL_HEADER_SIZE, entry.localHeaderOffset);
    if (bytesRead < LOCAL_HEADER_SIZE || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw corruptFileError();
    return entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await file.close();
  }
}

