// Checks an uploaded .xlsx before any decompression: the right magic bytes, a complete
// central directory, and a total uncompressed size under the limit. The central directory
// is the zip's own table of contents, so a zip bomb is refused without inflating one byte.
import { open, type FileHandle } from "node:fs/promises";
import { corruptFileError, legacyXlsError, notXlsxError, zipBombError } from "./spreadsheet-error";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // "PK\x03\x04", a local file header
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]); // the old binary .xls container

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const ZIP64_EXTRA_ID = 0x0001;
/** A 16- or 32-bit field holding all ones means "the real value is in the zip64 record or extra field". */
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

interface CentralDirectory {
  offset: number;
  size: number;
  entries: number;
}

/** Where one file of the zip lives, as its central directory says. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Throws a SpreadsheetError unless the file is a complete zip whose entries inflate to at most
 * `maxUncompressedBytes`; returns the entries.
 */
export async function guardZipFile(filePath: string, maxUncompressedBytes: number): Promise<ZipEntry[]> {
  const file = await open(filePath, "r");
  try {
    const { size } = await file.stat();
    await checkMagic(file);
    const directory = await findCentralDirectory(file, size);
    if (directory.offset + directory.size > size) throw corruptFileError();
    const entries = await readEntries(file, directory, size);
    const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (total > maxUncompressedBytes) throw zipBombError();
    return entries;
  } finally {
    await file.close();
  }
}

async function checkMagic(file: FileHandle): Promise<void> {
  // Read without readAt: a file shorter than the magic is simply "not an xlsx", not a damaged one.
  const head = Buffer.alloc(ZIP_MAGIC.length);
  await file.read(head, 0, head.length, 0);
  if (head.equals(OLE_MAGIC)) throw legacyXlsError();
  if (!head.equals(ZIP_MAGIC)) throw notXlsxError();
}

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment. */
async function findCentralDirectory(file: FileHandle, fileSize: number): Promise<CentralDirectory> {
  const tailLength = Math.min(fileSize, EOCD_MIN_SIZE + MAX_COMMENT_SIZE);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(file, tailStart, tailLength);
  for (let at = tail.length - EOCD_MIN_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const directory = {
      entries: tail.readUInt16LE(at + 10),
      size: tail.readUInt32LE(at + 12),
      offset: tail.readUInt32LE(at + 16),
    };
    const needsZip64 = directory.entries === U16_MAX || directory.size === U32_MAX || directory.offset === U32_MAX;
    return needsZip64 ? readZip64Directory(file, tailStart + at) : directory;
  }
  throw corruptFileError();
}

async function readZip64Directory(file: FileHandle, eocdOffset: number): Promise<CentralDirectory> {
  if (eocdOffset < ZIP64_LOCATOR_SIZE) throw corruptFileError();
  const locator = await readAt(file, eocdOffset - ZIP64_LOCATOR_SIZE, ZIP64_LOCATOR_SIZE);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) throw corruptFileError();
  const record = await readAt(file, safeNumber(locator.readBigUInt64LE(8)), ZIP64_EOCD_SIZE);
  if (record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) throw corruptFileError();
  return {
    entries: safeNumber(record.readBigUInt64LE(32)),
    size: safeNumber(record.readBigUInt64LE(40)),
    offset: safeNumber(record.readBigUInt64LE(48)),
  };
}

/** Walks every central header; a header that runs past the directory means a damaged file. */
async function readEntries(file: FileHandle, directory: CentralDirectory, fileSize: number): Promise<ZipEntry[]> {
  const table = await readAt(file, directory.offset, directory.size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < directory.entries; index++) {
    if (at + CENTRAL_HEADER_SIZE > table.length || table.readUInt32LE(at) !== CENTRAL_HEADER_SIGNATURE) {
      throw corruptFileError();
    }
    const nameLength = table.readUInt16LE(at + 28);
    const extraLength = table.readUInt16LE(at + 30);
    const commentLength = table.readUInt16LE(at + 32);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > table.length) throw corruptFileError();
    const extra = table.subarray(at + CENTRAL_HEADER_SIZE + nameLength, at + CENTRAL_HEADER_SIZE + nameLength + extraLength);
    const sizes = withZip64Values(
      {
        uncompressedSize: table.readUInt32LE(at + 24),
        compressedSize: table.readUInt32LE(at + 20),
        localHeaderOffset: table.readUInt32LE(at + 42),
      },
      extra,
    );
    // An entry whose data would run past the end of the file was cut off by the upload.
    if (sizes.localHeaderOffset + sizes.compressedSize > fileSize) throw corruptFileError();
    entries.push({
      name: table.toString("utf8", at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength),
      method: table.readUInt16LE(at + 10),
      ...sizes,
    });
    at = next;
  }
  return entries;
}

type EntrySizes = Pick<ZipEntry, "uncompressedSize" | "compressedSize" | "localHeaderOffset">;
const ZIP64_FIELDS = ["uncompressedSize", "compressedSize", "localHeaderOffset"] as const;

/**
 * A 32-bit field of all ones defers to the zip64 extra field, which holds 64-bit values for
 * exactly those fields, in this order: uncompressed size, compressed size, local header offset.
 */
function withZip64Values(sizes: EntrySizes, extra: Buffer): EntrySizes {
  const deferred = ZIP64_FIELDS.filter((key) => sizes[key] === U32_MAX);
  if (deferred.length === 0) return sizes;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_ID && length >= 8 * deferred.length && at + 4 + length <= extra.length) {
      const resolved = { ...sizes };
      deferred.forEach((key, index) => {
        resolved[key] = safeNumber(extra.readBigUInt64LE(at + 4 + 8 * index));
      });
      return resolved;
    }
    at += 4 + length;
  }
  throw corruptFileError();
}

/** Sizes beyond 2^53 are not real spreadsheets; Infinity still trips the size limit. */
function safeNumber(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(value);
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  if (!Number.isFinite(position) || !Number.isFinite(length)) throw corruptFileError();
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead < length) throw corruptFileError();
  return buffer;
}
