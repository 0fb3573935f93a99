import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectFormat } from "../parse/aliases";
import { normalizeRow } from "../parse/normalize-row";
import { countJsonArrayRows, countJsonLines } from "./count-json-rows";
import { readSpreadsheet, type SheetEvent } from "./read-spreadsheet";
import { mostlyBrokenMessage, SPREADSHEET_MESSAGES } from "./spreadsheet-error";
import { collectGarbage, readAll, readError, tempFolder, type TempFolder } from "./spreadsheet-fixtures";

const MEBIBYTE = 1024 ** 2;

/** Garbage collection on demand, so the test measures what is kept, not what is not yet collected. */
let folder: TempFolder;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.remove());

const apifyPlace = {
  title: "Köşe Kebap",
  totalScore: 4.6,
  cid: "12345678901234567890",
  location: { lat: 41.01, lng: 28.97 },
  categories: ["Kebab shop", "Restaurant"],
  openingHours: [{ day: "Monday", hours: "9 AM to 5 PM" }],
  additionalInfo: { "Service options": [{ "Dine-in": true }, { Delivery: false }] },
  imageUrls: [],
  reviewsDistribution: {},
  phone: null,
};

describe("readSpreadsheet (json)", () => {
  it("reads a top-level array, flattening nested objects to slash paths", async () => {
    const filePath = await folder.write("places.json", JSON.stringify([apifyPlace, { title: "İkinci", website: "https://x.tr" }], null, 2));
    expect(await readAll(filePath, "json")).toEqual([
      {
        type: "header",
        headers: [
          "title", "totalScore", "cid", "location/lat", "location/lng", "categories/0", "categories/1",
          "openingHours/0/day", "openingHours/0/hours", "additionalInfo/Service options/0/Dine-in",
          "additionalInfo/Service options/1/Delivery",
        ],
      },
      {
        type: "row",
        rowNumber: 1,
        values: {
          title: "Köşe Kebap",
          // Numbers stay text, as in a CSV cell: a 20-digit id keeps every digit.
          totalScore: "4.6",
          cid: "12345678901234567890",
          "location/lat": "41.01",
          "location/lng": "28.97",
          "categories/0": "Kebab shop",
          "categories/1": "Restaurant",
          "openingHours/0/day": "Monday",
          "openingHours/0/hours": "9 AM to 5 PM",
          "additionalInfo/Service options/0/Dine-in": true,
          "additionalInfo/Service options/1/Delivery": false,
        },
      },
      { type: "columns", headers: ["website"] },
      { type: "row", rowNumber: 2, values: { title: "İkinci", website: "https://x.tr" } },
    ]);
  });

  it("gives the row parser the same record as the CSV export with flattened headers", async () => {
    const json = await folder.write("one.json", JSON.stringify([apifyPlace]));
    const csvHeader = [
      "title", "totalScore", "cid", "location/lat", "location/lng", "categories/0", "categories/1",
      "openingHours/0/day", "openingHours/0/hours", "additionalInfo/Service options/0/Dine-in",
      "additionalInfo/Service options/1/Delivery",
    ];
    const csvRow = ["Köşe Kebap", "4.6", "12345678901234567890", "41.01", "28.97", "Kebab shop", "Restaurant", "Monday", "9 AM to 5 PM", "true", "false"];
    const csv = await folder.write("one.csv", `${csvHeader.map((h) => `"${h}"`).join(",")}\n${csvRow.map((c) => `"${c}"`).join(",")}\n`);
    const recordOf = async (events: SheetEvent[]) => {
      const header = events.find((event) => event.type === "header")!;
      const row = events.find((event) => event.type === "row")!;
      if (header.type !== "header" || row.type !== "row") throw new Error("no row");
      return normalizeRow(row.values, detectFormat(header.headers).columns, 2).record;
    };
    const fromJson = await recordOf(await readAll(json, "json"));
    const fromCsv = await recordOf(await readAll(csv, "csv"));
    expect(fromJson).toMatchObject({ name: "Köşe Kebap", rating: 4.6, latitude: 41.01, categoryName: "Kebab shop" });
    expect(fromJson?.workingHours).toEqual(fromCsv?.workingHours);
    expect(fromJson?.about).toEqual(fromCsv?.about);
    expect({ ...fromJson, raw: null }).toEqual({ ...fromCsv, raw: null });
  });

  it("reports the break of a damaged array with the object it stopped at, keeping the objects before it", async () => {
    const text = `[\n${[1, 2, 3].map((n) => JSON.stringify({ name: `Yer ${n}` })).join(",\n")},\n{"name": "Yer 4", "city": "İzm`;
    const events = await readAll(await folder.write("cut.json", text), "json");
    expect(events.filter((event) => event.type === "row")).toHaveLength(3);
    const broken = events.find((event) => event.type === "broken");
    expect(broken).toMatchObject({ type: "broken", rowNumber: 4 });
    expect(broken?.type === "broken" && broken.message).toMatch(/JSON is damaged at line 5 .*object 4 and everything after it \(about 1 objects\)/);
  });

  it("refuses an array that breaks early, losing most of its objects", async () => {
    // The object just before the break, a few bytes from it, is kept: one read, nine lost.
    const objects = Array.from({ length: 10 }, (_, index) => JSON.stringify({ name: `Yer ${index}` }));
    objects[1] = '{"name": "Yer 1" "city": "İzmir"}';
    const error = await readError(await folder.write("early.json", `[${objects.join(",\n")}]`), "json");
    expect(error).toMatchObject({ status: 422, message: mostlyBrokenMessage(9, 10) });
  });

  it("reads a damaged array as stream-json did: text running into the break goes with it", async () => {
    const text = '[{"name":"A"},{"name":"B"},"C" junk, {"name":"D"}]';
    const events = await readAll(await folder.write("text-break.json", text), "json");
    expect(events).toEqual([
      { type: "header", headers: ["name"] },
      { type: "row", rowNumber: 1, values: { name: "A" } },
      { type: "row", rowNumber: 2, values: { name: "B" } },
      {
        type: "broken",
        rowNumber: 3,
        message: expect.stringMatching(/^JSON is damaged at line 1 \(expected ','\); object 3 and everything after it \(about 2 objects\)/),
      },
    ]);
  });

  it("refuses numbers that are not JSON, which quoting them for exact text would hide", async () => {
    const text = '[{"name":"A","n":01},{"name":"B"},{"name":"C"}]';
    const error = await readError(await folder.write("numbers.json", text), "json");
    expect(error).toMatchObject({ status: 422, message: mostlyBrokenMessage(3, 3) });
  });

  it("tells how far into the file each object ends, for a progress total without a counting pass", async () => {
    const objects = Array.from({ length: 10_000 }, (_, index) => JSON.stringify({ name: `Yer ${index}` }));
    const text = `[${objects.join(",")}]`;
    const reports: number[] = [];
    await readAll(await folder.write("progress.json", text), "json", { onBytesRead: (bytes) => reports.push(bytes) });
    expect(reports).toHaveLength(10_000);
    expect(reports[0]).toBe(1 + objects[0]!.length);
    // Just past the last object: only the closing bracket is left.
    expect(reports.at(-1)).toBe(text.length - 1);
  });

  it("skips elements that are not objects, as broken rows", async () => {
    const events = await readAll(await folder.write("mixed.json", '[{"name":"A"},{"name":"B"},"C",{"name":"D"}]'), "json");
    expect(events.map((event) => event.type)).toEqual(["header", "row", "row", "broken", "row"]);
  });

  it("refuses a file whose rows are mostly broken", async () => {
    const error = await readError(await folder.write("bad.json", '[{"name":"A"},1,2,3]'), "json");
    expect(error).toMatchObject({ status: 422, message: mostlyBrokenMessage(3, 4) });
  });

  it("refuses an empty array", async () => {
    const error = await readError(await folder.write("empty.json", "[]"), "json");
    expect(error).toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.empty });
  });
});

describe("readSpreadsheet (jsonl)", () => {
  it("reads one object per line; a bad line in the middle and a cut-off last line become broken rows", async () => {
    const lines = [
      JSON.stringify({ title: "Bir", complete_address: { city: "Hanoi" } }),
      "",
      '{"title": "İki", "rating": 4.5,, }',
      JSON.stringify({ title: "Üç", open_hours: { Friday: ["11 am–11 pm"] } }),
      '{"title": "Dört", "address": "Kesik',
    ];
    const events = await readAll(await folder.write("gosom.jsonl", `\uFEFF${lines.join("\r\n")}`), "jsonl");
    expect(events).toEqual([
      { type: "header", headers: ["title", "complete_address/city"] },
      { type: "row", rowNumber: 1, values: { title: "Bir", "complete_address/city": "Hanoi" } },
      { type: "broken", rowNumber: 3, message: expect.stringMatching(/^Line 3 is not valid JSON/) },
      { type: "columns", headers: ["open_hours/Friday/0"] },
      { type: "row", rowNumber: 4, values: { title: "Üç", "open_hours/Friday/0": "11 am–11 pm" } },
      { type: "broken", rowNumber: 5, message: "Line 5 is cut off; it was skipped" },
    ]);
  });

  it("streams 50,000 lines without holding them in memory", async () => {
    const rowCount = 50_000;
    const filler = "Ç".repeat(200);
    const filePath = folder.file("large.jsonl");
    const out = createWriteStream(filePath);
    for (let index = 1; index <= rowCount; index++) {
      const line = JSON.stringify({ title: `İşletme ${index}`, location: { lat: 39.9, lng: 32.8 }, notes: filler });
      if (!out.write(`${line}\n`)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    expect(await countJsonLines(filePath)).toBe(rowCount);

    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let rows = 0;
    // Every row kept would be well over 20 MB (the file's text alone is).
    for await (const event of readSpreadsheet(filePath, "jsonl")) {
      if (event.type !== "row") continue;
      rows++;
      if (rows % 10_000 === 0) {
        collectGarbage();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(rows).toBe(rowCount);
    expect(peak - baseline).toBeLessThan(8 * MEBIBYTE);
  });
});

describe("counting JSON rows", () => {
  it("counts array elements without parsing them, ignoring commas in strings and nested values", async () => {
    const text = JSON.stringify([{ a: "x, y", b: [1, 2, { c: "]," }] }, { a: 'quote \\" , [' }, { a: 3 }], null, 2);
    expect(await countJsonArrayRows(await folder.write("count.json", text))).toBe(3);
    expect(await countJsonArrayRows(await folder.write("none.json", "[ ]"))).toBe(0);
  });

  it("counts non-blank lines of JSON Lines", async () => {
    expect(await countJsonLines(await folder.write("count.jsonl", '{"a":1}\n\n{"a":2}\r\n{"a":3}'))).toBe(3);
  });
});
