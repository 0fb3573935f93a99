import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPREADSHEET_MESSAGES, SpreadsheetError } from "./spreadsheet-error";
import { tempFolder, writeXlsx, type TempFolder } from "./spreadsheet-fixtures";
import { xlsxEntries, zipBytes } from "./zip-fixture";
import { guardZipFile } from "./zip-guard";

const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const COMPRESSED_SIZE_AT = 20;
const UNCOMPRESSED_SIZE_AT = 24;
const FOUR_GB_MINUS_TWO = 0xfffffffe; // just below the zip64 marker, so the 32-bit field is taken at its word
const LIMIT = 2 * 1024 ** 3;

let folder: TempFolder;
let xlsx: Buffer;

beforeAll(async () => {
  folder = await tempFolder();
  xlsx = await readFile(await writeXlsx(folder.file("small.xlsx"), [["name"], ["Köşe Büfe"]]));
});
afterAll(() => folder.remove());

async function guardError(content: Buffer | string, limit = LIMIT): Promise<SpreadsheetError> {
  const filePath = await folder.write("upload.xlsx", content);
  const error = await guardZipFile(filePath, limit).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

describe("guardZipFile", () => {
  it("accepts a real xlsx", async () => {
    const entries = await guardZipFile(await folder.write("ok.xlsx", xlsx), LIMIT);
    expect(entries.map((entry) => entry.name)).toContain("xl/workbook.xml");
  });

  it("refuses a text file renamed to .xlsx", async () => {
    const error = await guardError("name,city\nKöşe Büfe,İzmir\n");
    expect([error.status, error.message]).toEqual([415, SPREADSHEET_MESSAGES.notXlsx]);
  });

  it("refuses an empty file as not an xlsx", async () => {
    const error = await guardError(Buffer.alloc(0));
    expect([error.status, error.message]).toEqual([415, SPREADSHEET_MESSAGES.notXlsx]);
  });

  it("names the old binary .xls format", async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const error = await guardError(ole);
    expect([error.status, error.message]).toEqual([415, SPREADSHEET_MESSAGES.legacyXls]);
  });

  it("refuses a truncated upload (first half of the bytes)", async () => {
    const error = await guardError(xlsx.subarray(0, Math.floor(xlsx.length / 2)));
    expect([error.status, error.message]).toEqual([422, SPREADSHEET_MESSAGES.corrupt]);
  });

  it("refuses a zip whose central directory claims a huge uncompressed size", async () => {
    const bomb = Buffer.from(xlsx);
    const header = bomb.indexOf(CENTRAL_HEADER);
    bomb.writeUInt32LE(FOUR_GB_MINUS_TWO, header + UNCOMPRESSED_SIZE_AT);
    const error = await guardError(bomb);
    expect([error.status, error.message]).toEqual([413, SPREADSHEET_MESSAGES.zipBomb]);
  });

  it("applies a custom limit to the sum of all entries", async () => {
    const error = await guardError(xlsx, 1024);
    expect(error.status).toBe(413);
  });

  it("takes sizes and offsets from the zip64 extra field when the 32-bit fields are all ones", async () => {
    const entries = xlsxEntries({ sheets: ['<row r="1"><c r="A1"><v>1</v></c></row>'] });
    const plain = await guardZipFile(await folder.write("plain.xlsx", zipBytes(entries)), LIMIT);
    const zip64 = await guardZipFile(await folder.write("zip64.xlsx", zipBytes(entries.map((entry) => ({ ...entry, zip64: true })))), LIMIT);
    expect(zip64.map(({ name, uncompressedSize, compressedSize }) => ({ name, uncompressedSize, compressedSize }))).toEqual(
      plain.map(({ name, uncompressedSize, compressedSize }) => ({ name, uncompressedSize, compressedSize })),
    );
    expect(zip64.map((entry) => entry.localHeaderOffset)).not.toContain(0xffffffff);
  });

  it("refuses an entry whose data would run past the end of the file", async () => {
    const damaged = Buffer.from(xlsx);
    const header = damaged.indexOf(CENTRAL_HEADER);
    damaged.writeUInt32LE(damaged.length + 1, header + COMPRESSED_SIZE_AT);
    const error = await guardError(damaged);
    expect([error.status, error.message]).toEqual([422, SPREADSHEET_MESSAGES.corrupt]);
  });
});
