import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EXPORT_HEADERS } from "./export-columns";
import type { ExportRow } from "./read-export-batches";
import { EXPORT_SHEET_NAME, writeXlsx } from "./write-xlsx";

function exportRow(globalRowNumber: number, overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    global_row_number: globalRowNumber, name: `Business ${globalRowNumber}`, slug: `business-${globalRowNumber}`,
    category_name: "Cafe", category_icon: "☕", type: null, rating: "4.5", review_count: 3, address: null, street: null,
    city: "Paris", state: null, postal_code: null, country: "France", country_code: "FR", latitude: 48.85, longitude: 2.35,
    time_zone: "Europe/Paris", phone: null, email: null, website: null, photo_url: null, image_url: null, location_link: null,
    order_link: null, menu_link: null, reservation_link: null, reviews_link: null, description: null, is_verified: false,
    is_open: true, business_status: "OPERATIONAL", price_range: null, place_id: null, google_id: null, cid: null,
    about: "{}", working_hours: "{}", raw_import: null, created_at: "2026-01-02T03:04:05.006Z", updated_at: "2026-01-02T03:04:05.006Z",
    last_seen_at: null,
    ...overrides,
  };
}

async function writeAndLoad(batches: ExportRow[][]) {
  const output = new PassThrough();
  const bytes: Buffer[] = [];
  output.on("data", (chunk: Buffer) => bytes.push(chunk));
  async function* source() {
    yield* batches;
  }
  const rows = await writeXlsx(output, source(), new AbortController().signal);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(bytes) as unknown as ArrayBuffer);
  return { rows, sheet: workbook.worksheets[0]! };
}

const cells = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe("writeXlsx", () => {
  it("writes a header-only workbook when nothing matches", async () => {
    const { rows, sheet } = await writeAndLoad([]);
    expect(rows).toBe(0);
    expect(sheet.name).toBe(EXPORT_SHEET_NAME);
    expect(sheet.rowCount).toBe(1);
    expect(cells(sheet, 1)).toEqual([...EXPORT_HEADERS]);
  });

  it("keeps every batch, in order, after the header", async () => {
    const batches = [[exportRow(1), exportRow(2)], [exportRow(5)], [exportRow(9), exportRow(10)]];
    const { rows, sheet } = await writeAndLoad(batches);
    expect(rows).toBe(5);
    expect([2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(1).value)).toEqual([1, 2, 5, 9, 10]);
    expect(cells(sheet, 2).slice(0, 8)).toEqual([1, "Business 1", "business-1", "Cafe", "☕", undefined, 4.5, 3]);
  });

  it("reads back text exactly: entities, markup, edge spaces, line breaks, emoji", async () => {
    const description = '<p>Fish &amp; "Chips" &lt;b&gt;</p>\r\n  next line  ';
    const about = JSON.stringify({ "Service options": { "Dine-in": true, Note: "a, b & c" } });
    const { sheet } = await writeAndLoad([[exportRow(1, { name: "  Çiğ köfte 😀  ", description, about, is_verified: true })]]);
    const row = sheet.getRow(2);
    const column = (header: string) => row.getCell(EXPORT_HEADERS.indexOf(header) + 1).value;
    expect(column("name")).toBe("  Çiğ köfte 😀  ");
    expect(column("description")).toBe(description);
    expect(JSON.parse(column("about") as string)).toEqual(JSON.parse(about));
    expect(column("isVerified")).toBe(true);
    expect(column("isOpen")).toBe(true);
  });
});
