import { describe, expect, it } from "vitest";
import { readSharedStrings, type SharedStrings } from "./shared-strings";
import { SPREADSHEET_MESSAGES } from "./spreadsheet-error";
import { byteTextPieces } from "./zip-fixture";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

function read(xml: string, pieceSize = 64 * 1024): Promise<SharedStrings> {
  return readSharedStrings(each(byteTextPieces(xml, pieceSize)));
}

const all = (strings: SharedStrings) => Array.from({ length: strings.size }, (_, index) => strings.get(index));

describe("readSharedStrings", () => {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="${MAIN}" count="6" uniqueCount="6">` +
    "<si><t>Köşe Büfe</t></si>" +
    '<si><r><t>AT</t></r><r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">&amp;T </t></r></si>' +
    "<si><t>&amp;amp;</t></si>" +
    '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>' +
    "<si/><si><t/></si>" +
    "</sst>";
  const expected = ["Köşe Büfe", "AT&T ", "&amp;", "東京", "", ""];

  it("reads plain and rich texts, without phonetic runs, entities decoded once", async () => {
    expect(all(await read(xml))).toEqual(expected);
  });

  it("reads the same texts whatever the piece boundaries", async () => {
    expect(all(await read(xml, 1))).toEqual(expected);
    expect(all(await read(xml, 7))).toEqual(expected);
  });

  it("reads elements with a namespace prefix", async () => {
    const prefixed = `<x:sst xmlns:x="${MAIN}"><x:si><x:t>a</x:t></x:si><x:si><x:r><x:t>b</x:t></x:r><x:r><x:t>c</x:t></x:r></x:si></x:sst>`;
    expect(all(await read(prefixed))).toEqual(["a", "bc"]);
  });

  it("has nothing at positions it does not hold", async () => {
    const strings = await read(xml);
    for (const index of [-1, 6, 1.5, Number.NaN]) expect(strings.get(index)).toBeUndefined();
  });

  it("keeps many texts, and texts longer than its storage blocks", async () => {
    const long = "ğ".repeat(100_000);
    const texts = Array.from({ length: 20_000 }, (_, index) => `işletme ${index} – ${"x".repeat(index % 50)}`);
    texts.splice(12_345, 0, long);
    const strings = await read(`<sst xmlns="${MAIN}">${texts.map((text) => `<si><t>${text}</t></si>`).join("")}</sst>`);
    expect(strings.size).toBe(texts.length);
    expect(all(strings)).toEqual(texts);
  });

  it("refuses an item that never ends as a corrupt file", async () => {
    await expect(read(`<sst xmlns="${MAIN}"><si><t>a</t>`)).rejects.toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.corrupt });
  });
});
