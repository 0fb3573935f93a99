import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSpreadsheet } from "./read-spreadsheet";
import { mostlyBrokenMessage, SPREADSHEET_MESSAGES, SpreadsheetError } from "./spreadsheet-error";
import { collectGarbage, readAll, readError, tempFolder, type TempFolder } from "./spreadsheet-fixtures";

const BOM = "\uFEFF";
const MEBIBYTE = 1024 ** 2;

let folder: TempFolder;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.remove());

describe("readSpreadsheet (csv)", () => {
  it("reads a Turkish-locale export: BOM, ';' separator, quoted line breaks, empty lines", async () => {
    const csv = `${BOM}name;email;email;;about\r\n"Kebapçı Şahin – Kadıköy";a@x.tr;b@x.tr;x;"Satır 1\nSatır 2; devamı"\r\n\r\nÖzlem Büfe;;;;\r\n`;
    const events = await readAll(await folder.write("tr.csv", csv), "csv");
    expect(events).toEqual([
      { type: "header", headers: ["name", "email", "email_2", "column_4", "about"] },
      {
        type: "row",
        rowNumber: 2,
        values: { name: "Kebapçı Şahin – Kadıköy", email: "a@x.tr", email_2: "b@x.tr", column_4: "x", about: "Satır 1\nSatır 2; devamı" },
      },
      { type: "row", rowNumber: 4, values: { name: "Özlem Büfe", email: "", email_2: "", column_4: "", about: "" } },
    ]);
  });

  it("detects tabs, tolerates short rows and padded rows, and skips a row with text past the header", async () => {
    const events = await readAll(await folder.write("tab.csv", "name\tcity\nA\nB\tİzmir\textra\nC\tBursa\t\t\n"), "csv");
    expect(events).toEqual([
      { type: "header", headers: ["name", "city"] },
      { type: "row", rowNumber: 2, values: { name: "A" } },
      { type: "broken", rowNumber: 3, message: "Line 3 has 3 fields where the header has 2 (a damaged or cut line); the row was skipped" },
      { type: "row", rowNumber: 4, values: { name: "C", city: "Bursa" } },
    ]);
  });

  it("reads a stray quote as text and skips a damaged fragment line, reading on after it", async () => {
    const csv = 'name,city,notes\nA,İzmir,"ok"\nB,Ankara,5" ekran\nDsCh3g""x,"y",z,w,v\nC,Bursa,\n';
    const events = await readAll(await folder.write("fragment.csv", csv), "csv");
    expect(events).toEqual([
      { type: "header", headers: ["name", "city", "notes"] },
      { type: "row", rowNumber: 2, values: { name: "A", city: "İzmir", notes: "ok" } },
      { type: "row", rowNumber: 3, values: { name: "B", city: "Ankara", notes: '5" ekran' } },
      { type: "broken", rowNumber: 4, message: "Line 4 has 5 fields where the header has 3 (a damaged or cut line); the row was skipped" },
      { type: "row", rowNumber: 5, values: { name: "C", city: "Bursa", notes: "" } },
    ]);
  });

  it("repairs a header cell that lost its opening quote, and says so", async () => {
    const events = await readAll(await folder.write("header.csv", 'ot "Name","City"\n"Usta Klima","Konya"\n'), "csv");
    expect(events).toEqual([
      { type: "header", headers: ["Name", "City"] },
      { type: "repaired", rowNumber: 1, column: 'ot "Name"', message: 'Header cell "ot \\"Name\\"" had a stray quote; it was read as "Name"' },
      { type: "row", rowNumber: 2, values: { Name: "Usta Klima", City: "Konya" } },
    ]);
  });

  it("refuses an empty file", async () => {
    const error = await readError(await folder.write("empty.csv", `${BOM}\n\n`), "csv");
    expect(error).toBeInstanceOf(SpreadsheetError);
    expect(error).toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.empty });
  });

  it("refuses a file whose rows are mostly unreadable (a quote that is never closed swallows the rest)", async () => {
    const error = await readError(await folder.write("quote.csv", 'name,city\n"Unclosed,İzmir\nA,B\n'), "csv");
    expect(error).toMatchObject({ status: 422, message: mostlyBrokenMessage(1, 1) });
  });

  it("streams 50,000 rows without holding them in memory", async () => {
    const rowCount = 50_000;
    const filler = "Ç".repeat(200); // ~20 MB of text, far above the growth allowed below
    const filePath = folder.file("large.csv");
    const out = createWriteStream(filePath);
    out.write("name,city,notes\n");
    for (let index = 1; index <= rowCount; index++) {
      if (!out.write(`İşletme ${index},Ankara,${filler}\n`)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");

    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let rows = 0;
    let lastRowNumber = 0;
    for await (const event of readSpreadsheet(filePath, "csv")) {
      if (event.type !== "row") continue;
      rows++;
      lastRowNumber = event.rowNumber;
      if (rows % 5_000 === 0) {
        collectGarbage();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(rows).toBe(rowCount);
    expect(lastRowNumber).toBe(rowCount + 1);
    expect(peak - baseline).toBeLessThan(16 * MEBIBYTE);
  });
});
