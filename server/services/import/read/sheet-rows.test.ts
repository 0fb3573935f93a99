import { describe, expect, it } from "vitest";
import { readSharedStrings, SharedStrings } from "./shared-strings";
import type { PositionalRow } from "./sheet-events";
import { sheetRows } from "./sheet-rows";
import { SPREADSHEET_MESSAGES } from "./spreadsheet-error";
import { byteTextPieces } from "./zip-fixture";

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const worksheet = (rows: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet ${MAIN}><sheetData>${rows}</sheetData></worksheet>`;

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

async function rowsOf(xml: string, pieceSize = 64 * 1024, strings = new SharedStrings()): Promise<PositionalRow[]> {
  const rows: PositionalRow[] = [];
  for await (const row of sheetRows(each(byteTextPieces(xml, pieceSize)), strings)) rows.push(row);
  return rows;
}

async function sharedStrings(items: string): Promise<SharedStrings> {
  return readSharedStrings(each(byteTextPieces(`<sst ${MAIN}>${items}</sst>`, 1000)));
}

describe("sheetRows", () => {
  it("reads every cell type", async () => {
    const strings = await sharedStrings("<si><t>shared</t></si><si><t>ikinci</t></si>");
    const xml = worksheet(
      '<row r="1">' +
        '<c r="A1" t="s"><v>1</v></c>' +
        '<c r="B1" t="inlineStr"><is><t>inline</t></is></c>' +
        '<c r="C1" t="str"><f>A1&amp;""</f><v>formula text</v></c>' +
        '<c r="D1" t="b"><v>1</v></c><c r="E1" t="b"><v>0</v></c>' +
        '<c r="F1" t="e"><v>#N/A</v></c>' +
        '<c r="G1" t="d"><v>2024-03-01T00:00:00Z</v></c>' +
        '<c r="H1"><v>4.5</v></c><c r="I1" t="n"><v>-1E3</v></c><c r="J1" s="2"><v>45352</v></c>' +
        '<c r="K1" t="n"><v>not a number</v></c>' +
        "</row>",
    );
    expect(await rowsOf(xml, undefined, strings)).toEqual([
      {
        rowNumber: 1,
        cells: ["ikinci", "inline", "formula text", true, false, "#N/A", "2024-03-01T00:00:00Z", 4.5, -1000, 45352, "not a number"],
      },
    ]);
  });

  it("gives null for cells without a value", async () => {
    const xml = worksheet('<row r="1"><c r="A1"/><c r="B1" s="3"></c><c r="C1"><f>1/0</f></c><c r="D1"><v></v></c><c r="E1" t="str"><v/></c></row>');
    expect(await rowsOf(xml)).toEqual([{ rowNumber: 1, cells: [null, null, null, null, ""] }]);
  });

  it("places cells by their reference and fills the gaps with null", async () => {
    const xml = worksheet('<row r="3"><c r="B3"><v>2</v></c><c r="AB3"><v>28</v></c></row>');
    const [row] = await rowsOf(xml);
    expect(row?.rowNumber).toBe(3);
    expect(row?.cells).toHaveLength(28);
    expect([row?.cells[0], row?.cells[1], row?.cells[26], row?.cells[27]]).toEqual([null, 2, null, 28]);
  });

  it("numbers rows and cells without references after their predecessors", async () => {
    const xml = worksheet(
      '<row><c><v>1</v></c><c t="inlineStr"><is><t>b</t></is></c></row>' +
        '<row r="5"><c r="C5"><v>3</v></c><c><v>4</v></c></row>' +
        "<row><c><v>5</v></c></row>",
    );
    expect(await rowsOf(xml)).toEqual([
      { rowNumber: 1, cells: [1, "b"] },
      { rowNumber: 5, cells: [null, null, 3, 4] },
      { rowNumber: 6, cells: [5] },
    ]);
  });

  it("decodes entities exactly once, in every kind of text", async () => {
    const strings = await sharedStrings("<si><t>&amp;amp;</t></si><si><t>&lt;p&gt;</t></si>");
    const xml = worksheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
        '<c r="C1" t="str"><v>&amp;amp;</v></c><c r="D1" t="inlineStr"><is><t>&lt;p&gt;</t></is></c>' +
        '<c r="E1" t="inlineStr"><is><r><t>AT&amp;</t></r><r><rPr><b/></rPr><t>T &amp;amp;</t></r></is></c></row>',
    );
    expect((await rowsOf(xml, undefined, strings))[0]?.cells).toEqual(["&amp;", "<p>", "&amp;", "<p>", "AT&T &amp;"]);
  });

  it("reads rich inline text whole and keeps preserved spaces", async () => {
    const xml = worksheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t>a</t></r><r><rPr><i/></rPr><t xml:space="preserve"> b </t></r>' +
        "<rPh sb=\"0\" eb=\"1\"><t>ア</t></rPh></is></c></row>",
    );
    expect((await rowsOf(xml))[0]?.cells).toEqual(["a b "]);
  });

  it("reads elements with a namespace prefix", async () => {
    const xml =
      '<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>ad</x:t></x:is></x:c><x:c r="B1"><x:v>7</x:v></x:c></x:row>' +
      '<x:row r="2"><x:c r="A2" t="str" cm="1"><x:v>ikinci</x:v></x:c></x:row>' +
      "</x:sheetData></x:worksheet>";
    expect(await rowsOf(xml)).toEqual([
      { rowNumber: 1, cells: ["ad", 7] },
      { rowNumber: 2, cells: ["ikinci"] },
    ]);
  });

  it("reads cells with other attributes, other quotes and whitespace", async () => {
    const xml = worksheet(
      "<row r='1' spans='1:3'>\n  <c t='inlineStr' r='A1' s=\"1\"><is><t>a</t></is></c>\n" +
        '  <c  r = "B1"  t = "str" vm="1" ><v>b &gt; a</v></c>\n  <c r="C1" ph="1"><v>3</v></c>\n</row>',
    );
    expect(await rowsOf(xml)).toEqual([{ rowNumber: 1, cells: ["a", "b > a", 3] }]);
  });

  it("reads the same rows whatever the piece boundaries, in the middle of characters too", async () => {
    const strings = await sharedStrings("<si><t>Çiğ</t></si>");
    const xml = worksheet(
      '<row r="1" spans="1:3"><c r="A1" t="str"><v>Çiğköfteci Şükrü – Üsküdar &amp; 🍕</v></c><c r="B1" t="s"><v>0</v></c></row>' +
        '<row r="2"/><row r="3"><c r="A3" t="inlineStr"><is><r><t>İğde</t></r><r><t> Ağacı</t></r></is></c><c r="B3"><v>3.25</v></c></row>' +
        '</sheetData><rowBreaks count="1"><brk id="2"/></rowBreaks><sheetData>',
    );
    const whole = await rowsOf(xml, xml.length * 4, strings);
    expect(whole).toEqual([
      { rowNumber: 1, cells: ["Çiğköfteci Şükrü – Üsküdar & 🍕", "Çiğ"] },
      { rowNumber: 2, cells: [] },
      { rowNumber: 3, cells: ["İğde Ağacı", 3.25] },
    ]);
    expect(await rowsOf(xml, 1, strings)).toEqual(whole);
    expect(await rowsOf(xml, 7, strings)).toEqual(whole);
  });

  it.each([
    ["a row that never ends", worksheet('<row r="1"><c r="A1"><v>1</v></c>').replace("</sheetData></worksheet>", "")],
    ["a cell that never ends", worksheet('<row r="1"><c r="A1"><v>1</v></row>')],
    ["an attribute without quotes", worksheet("<row r=1><c><v>1</v></c></row>")],
    ["a shared string that does not exist", worksheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')],
    ["a column beyond XFD", worksheet('<row r="1"><c r="XFE1"><v>1</v></c></row>')],
    ["no root element", "just text"],
  ])("refuses %s as a corrupt file", async (_, xml) => {
    await expect(rowsOf(xml)).rejects.toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.corrupt });
  });
});
