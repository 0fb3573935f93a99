import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPREADSHEET_MESSAGES, SpreadsheetError } from "./spreadsheet-error";
import { readAll, readError, tempFolder, writeInlineXlsx, writeXlsx, type TempFolder } from "./spreadsheet-fixtures";

let folder: TempFolder;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.remove());

describe("readSpreadsheet (xlsx)", () => {
  it("yields the header, then each non-empty row with its own row number and raw values", async () => {
    const filePath = await writeXlsx(folder.file("places.xlsx"), [
      ["name", "email", "rating", "verified", "email", "", "website"],
      ["Çiğköfteci Şükrü – Üsküdar", "a@x.tr", 4.5, true, "b@x.tr", "extra", { text: "site", hyperlink: "https://x.tr" }],
      [],
      ["İğde Ağacı Kafe", null, 3, false],
    ]);
    const events = await readAll(filePath, "xlsx");
    expect(events).toEqual([
      { type: "header", headers: ["name", "email", "rating", "verified", "email_2", "column_6", "website"] },
      {
        type: "row",
        rowNumber: 2,
        values: {
          name: "Çiğköfteci Şükrü – Üsküdar",
          email: "a@x.tr",
          rating: 4.5,
          verified: true,
          email_2: "b@x.tr",
          column_6: "extra",
          // A hyperlink's target lives in another part and is not read: the cell holds its label.
          website: "site",
        },
      },
      { type: "row", rowNumber: 4, values: { name: "İğde Ağacı Kafe", rating: 3, verified: false } },
    ]);
  });

  it("takes the first non-empty row as the header", async () => {
    const filePath = await writeXlsx(folder.file("offset.xlsx"), [[], ["name"], ["Lokanta"]]);
    expect(await readAll(filePath, "xlsx")).toEqual([
      { type: "header", headers: ["name"] },
      { type: "row", rowNumber: 3, values: { name: "Lokanta" } },
    ]);
  });

  it("refuses an empty sheet", async () => {
    const error = await readError(await writeXlsx(folder.file("empty.xlsx"), []), "xlsx");
    expect(error).toBeInstanceOf(SpreadsheetError);
    expect(error).toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.empty });
  });

  it("reports damaged compressed data as a corrupt file", async () => {
    const bytes = await readFile(await writeXlsx(folder.file("good.xlsx"), [["name"], ...rowsOf(200)]));
    const damaged = Buffer.from(bytes);
    // Overwrite the middle of the entries' compressed data; the central directory stays intact.
    damaged.fill(0xff, Math.floor(bytes.length * 0.3), Math.floor(bytes.length * 0.5));
    const error = await readError(await folder.write("damaged.xlsx", damaged), "xlsx");
    expect(error).toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.corrupt });
  });

  it("stops when the signal is aborted", async () => {
    const filePath = await writeXlsx(folder.file("abort.xlsx"), [["name"], ...rowsOf(50)]);
    const controller = new AbortController();
    controller.abort();
    await expect(readAll(filePath, "xlsx", { signal: controller.signal })).rejects.toThrow();
  });
});

// Text that looks like markup or an entity must come back exactly as typed, whether the writer
// put it in shared strings (as Excel does) or inline (as Locus's own export does).
describe("XML entities in xlsx text", () => {
  const tricky = ["AT&T", "&amp;", "<b>", "&lt;b&gt;"];

  it("are read exactly from shared strings", async () => {
    const filePath = await writeXlsx(folder.file("shared.xlsx"), [["name"], ...tricky.map((text) => [text])]);
    const names = (await readAll(filePath, "xlsx")).flatMap((event) => (event.type === "row" ? [event.values.name] : []));
    expect(names).toEqual(tricky);
  });

  it("are read exactly from inline cells, rich text whole", async () => {
    const filePath = await writeInlineXlsx(folder.file("inline.xlsx"), [
      ["name", "rich"],
      ["AT&T", { richText: [{ text: "&amp;" }] }],
      ["&amp;", { richText: [{ text: "a" }, { text: "<b>" }] }],
      ["<b>", "&lt;b&gt;"],
    ]);
    const rows = (await readAll(filePath, "xlsx")).flatMap((event) => (event.type === "row" ? [event.values] : []));
    expect(rows).toEqual([
      { name: "AT&T", rich: "&amp;" },
      { name: "&amp;", rich: "a<b>" },
      { name: "<b>", rich: "&lt;b&gt;" },
    ]);
  });
});

function rowsOf(count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [`İşletme ${index} – Ödemiş, Çankırı ve Ğ harfi`]);
}
