import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countXlsxRows } from "./count-rows";
import { readXlsxRows } from "./read-xlsx";
import type { PositionalRow } from "./sheet-events";
import { SPREADSHEET_MESSAGES } from "./spreadsheet-error";
import { tempFolder, type TempFolder } from "./spreadsheet-fixtures";
import { xlsxEntries, zipBytes, type FixtureEntry } from "./zip-fixture";

const LIMIT = 256 * 1024 ** 2;

let folder: TempFolder;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.remove());

let files = 0;
const writeZip = (entries: readonly FixtureEntry[] | Buffer) =>
  folder.write(`book-${++files}.xlsx`, Buffer.isBuffer(entries) ? entries : zipBytes(entries));

async function readRows(filePath: string, limit = LIMIT): Promise<PositionalRow[]> {
  const rows: PositionalRow[] = [];
  for await (const row of readXlsxRows(filePath, limit)) rows.push(row);
  return rows;
}

const cellsOf = (rows: PositionalRow[]) => rows.map((row) => row.cells);
const textRow = (row: number, ...texts: string[]) =>
  `<row r="${row}">${texts.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join("")}</row>`;
const manyRows = (count: number) => Array.from({ length: count }, (_, index) => textRow(index + 1, `İşletme ${index}`, "Ödemiş")).join("");
/** Replaces the content of one part. */
const withPart = (entries: FixtureEntry[], name: string, change: (content: string) => string) =>
  entries.map((entry) => (entry.name === name ? { ...entry, content: change(String(entry.content)) } : entry));

describe("readXlsxRows", () => {
  it("reads a workbook whose elements carry a namespace prefix", async () => {
    const entries = xlsxEntries({
      prefix: "x",
      sheets: ['<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"><x:v>2</x:v></x:c></x:row>'],
      sharedStrings: "<x:si><x:r><x:t>Köşe</x:t></x:r><x:r><x:t> Büfe</x:t></x:r></x:si>",
    });
    expect(await readRows(await writeZip(entries))).toEqual([{ rowNumber: 1, cells: ["Köşe Büfe", 2] }]);
  });

  it("reads the first sheet in tab order, wherever its part is", async () => {
    const entries = withPart(xlsxEntries({ sheets: [textRow(1, "second part"), textRow(1, "first part")] }), "xl/workbook.xml", (xml) =>
      xml.replace('r:id="rId1"/>', 'r:id="rIdFirst"/>').replace('r:id="rId2"/>', 'r:id="rId1"/>').replace('r:id="rIdFirst"/>', 'r:id="rId2"/>'),
    );
    expect(cellsOf(await readRows(await writeZip(entries)))).toEqual([["first part"]]);
  });

  it("follows an absolute relationship target", async () => {
    const entries = withPart(xlsxEntries({ sheets: [textRow(1, "a"), textRow(1, "b")] }), "xl/_rels/workbook.xml.rels", (xml) =>
      xml.replace('Target="worksheets/sheet1.xml"', 'Target="/xl/worksheets/sheet2.xml"'),
    );
    expect(cellsOf(await readRows(await writeZip(entries)))).toEqual([["b"]]);
  });

  it("reads the lowest-numbered sheet when the workbook part is missing", async () => {
    const [, , , sheet1, sheet2] = xlsxEntries({ sheets: [textRow(1, "a"), textRow(1, "b")] });
    const entries = [
      { ...sheet1!, name: "xl/worksheets/sheet10.xml" },
      { ...sheet2!, name: "xl/worksheets/sheet2.xml" },
    ];
    expect(cellsOf(await readRows(await writeZip(entries)))).toEqual([["b"]]);
  });

  it("reads stored entries and entries described by zip64 fields", async () => {
    const sheets = [textRow(1, "name"), textRow(2, "Lokanta")].join("");
    const stored = xlsxEntries({ sheets: [sheets] }).map((entry) => ({ ...entry, method: 0 }));
    const zip64 = xlsxEntries({ sheets: [sheets] }).map((entry) => ({ ...entry, zip64: true }));
    for (const entries of [stored, zip64]) {
      expect(cellsOf(await readRows(await writeZip(entries)))).toEqual([["name"], ["Lokanta"]]);
    }
  });

  it("stops a zip whose entries inflate beyond the limit however small they claim to be", async () => {
    const entries = xlsxEntries({ sheets: [manyRows(5000)] }).map((entry) =>
      entry.name.endsWith("sheet1.xml") ? { ...entry, declaredSize: 100 } : entry,
    );
    await expect(readRows(await writeZip(entries), 64 * 1024)).rejects.toMatchObject({ status: 413, message: SPREADSHEET_MESSAGES.zipBomb });
  });

  it.each<[string, (entry: FixtureEntry) => FixtureEntry]>([
    ["whose entry is larger than declared", (entry) => ({ ...entry, declaredSize: 50 })],
    ["whose entry is smaller than declared", (entry) => ({ ...entry, declaredSize: 10_000_000 })],
    ["whose compressed data is cut short", (entry) => ({ ...entry, cutTo: 200 })],
    ["with an unknown compression method", (entry) => ({ ...entry, method: 12 })],
  ])("refuses a zip %s as a corrupt file", async (_, damage) => {
    const entries = xlsxEntries({ sheets: [manyRows(100)] }).map((entry) => (entry.name.endsWith("sheet1.xml") ? damage(entry) : entry));
    await expect(readRows(await writeZip(entries))).rejects.toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.corrupt });
  });

  it("refuses a truncated upload as a corrupt file", async () => {
    const bytes = zipBytes(xlsxEntries({ sheets: [manyRows(100)] }));
    const truncated = await writeZip(bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(readRows(truncated)).rejects.toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.corrupt });
  });

  it("stops with the abort's reason when the signal is aborted while reading", async () => {
    const filePath = await writeZip(xlsxEntries({ sheets: [manyRows(20_000)] }));
    const controller = new AbortController();
    const rows = readXlsxRows(filePath, LIMIT, controller.signal);
    expect((await rows.next()).value).toEqual({ rowNumber: 1, cells: ["İşletme 0", "Ödemiş"] });
    const reason = new Error("stopped");
    controller.abort(reason);
    let error: unknown;
    try {
      for (;;) if ((await rows.next()).done) break;
    } catch (caught) {
      error = caught;
    }
    expect(error).toBe(reason);
  });
});

describe("countXlsxRows", () => {
  it("counts the data rows of the first sheet in tab order, prefixed or not", async () => {
    const sheets = [manyRows(3), manyRows(8)];
    const plain = withPart(xlsxEntries({ sheets }), "xl/workbook.xml", (xml) => xml.replace('r:id="rId1"', 'r:id="rId2"'));
    const prefixed = xlsxEntries({ prefix: "x", sheets: [manyRows(5).replaceAll("<row", "<x:row").replaceAll("</row>", "</x:row>")] });
    expect(await countXlsxRows(await writeZip(plain), LIMIT)).toBe(7);
    expect(await countXlsxRows(await writeZip(prefixed), LIMIT)).toBe(4);
  });
});
