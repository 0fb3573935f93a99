import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessDetail } from "../../app/lib/business";
import { EXPORT_HEADERS } from "../../server/services/export/export-columns";
import { EXPORT_RANGE_MESSAGE, EXPORT_TOO_MANY_MESSAGE } from "../../server/services/export/export-query";
import { EXPORT_UNKNOWN_CATEGORY_MESSAGE } from "../../server/services/export/plan-export";
import { createAdminSession } from "./support/admin-session";
import { startTestApp, type TestApp } from "./support/test-app";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// Written out, not imported: the importer reads exactly these headers, so a change must be deliberate.
const FORMAT_HEADERS = (
  "globalRowNumber name slug category categoryIcon type rating reviewCount address street city state postalCode " +
  "country countryCode latitude longitude timeZone phone email website photoUrl imageUrl locationLink orderLink " +
  "menuLink reservationLink reviewsLink description about workingHours isVerified isOpen businessStatus priceRange " +
  "placeId googleId cid rawImport createdAt updatedAt lastSeenAt"
).split(" ");

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);
const exportCall = (query = "", headers: Record<string, string> = { cookie }) => fetch(app.url(`/api/export-businesses${query}`), { headers });
const fileName = (res: Response) => /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];

type Sheet = { headers: string[]; rows: Record<string, unknown>[] };

/** The workbook's only sheet as header names and one record per data row. */
async function readXlsx(res: Response): Promise<Sheet> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index + 1] ?? null])));
  });
  return { headers, rows };
}

/** The fixtures in upload order, as the database holds them. */
async function businessesInRowOrder(filter: { categorySlug?: string; countryCode?: string } = {}) {
  return app.ctx.db
    .selectFrom("businesses as b")
    .leftJoin("categories as c", "c.id", "b.category_id")
    .select(["b.slug", "b.name", "b.global_row_number", "b.country_code", "c.slug as category_slug"])
    .$if(filter.categorySlug !== undefined, (q) => q.where("c.slug", "=", filter.categorySlug!))
    .$if(filter.countryCode !== undefined, (q) => q.where("b.country_code", "=", filter.countryCode!))
    .orderBy("b.global_row_number")
    .execute();
}

const categoryId = async (slug: string) =>
  (await app.ctx.db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

/** Minimal RFC 4180 reader: enough to prove the writer's quoting round-trips. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  return records;
}

describe("GET /api/export-businesses", () => {
  it("answers 401 without an admin session", async () => {
    const res = await exportCall("", {});
    expect(res.status).toBe(401);
    expect(res.headers.get("content-disposition")).toBeNull();
  });

  it("exports every business as xlsx, in global row order, with every column", async () => {
    const res = await exportCall();
    expect(fileName(res)).toBe(`isletmeler_export_${today()}.xlsx`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { headers, rows } = await readXlsx(res);
    expect(headers).toEqual(FORMAT_HEADERS);
    expect(EXPORT_HEADERS).toEqual(FORMAT_HEADERS);
    const expected = await businessesInRowOrder();
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.slug)).toEqual(expected.map((business) => business.slug));
    expect(rows.map((row) => row.globalRowNumber)).toEqual(expected.map((business) => business.global_row_number));

    for (const row of rows) {
      const detail = (await (await app.get(`/api/businesses/${row.slug as string}`)).json()) as BusinessDetail;
      expect(JSON.parse(row.about as string)).toEqual(detail.about);
      expect(JSON.parse(row.workingHours as string)).toEqual(detail.workingHours);
      expect(row).toMatchObject({
        name: detail.name,
        category: detail.category?.name ?? null,
        categoryIcon: detail.category?.icon ?? null,
        rating: detail.rating === null ? null : Number(detail.rating),
        reviewCount: detail.reviewCount,
        countryCode: detail.countryCode,
        latitude: detail.latitude,
        isVerified: detail.isVerified,
        isOpen: detail.isOpen,
        placeId: detail.placeId,
        createdAt: detail.createdAt,
        updatedAt: detail.updatedAt,
      });
    }
    const marios = rows.find((row) => row.name === "Mario's Pizzeria")!;
    expect(marios).toMatchObject({ rating: 4.7, isOpen: true, isVerified: false, menuLink: "https://mariospizzeria.example/menu" });
    expect(JSON.parse(marios.about as string)).toEqual({ "Service options": { "Dine-in": true, Delivery: false }, Payments: { "Credit cards": true } });
  });

  it("records the export in the audit log", async () => {
    const res = await exportCall("?startIndex=1&endIndex=3&countryCode=TR");
    await res.arrayBuffer();
    // The audit row is written once the last byte is out, so it may trail the download a little.
    const latestExport = () =>
      app.ctx.db.selectFrom("audit_log").selectAll().where("action", "=", "export").orderBy("id", "desc").executeTakeFirst();
    await expect.poll(async () => (await latestExport())?.details).toEqual({
      rows: 3,
      format: "xlsx",
      query: { startIndex: 1, endIndex: 3, countryCode: "TR" },
    });
    const entry = (await latestExport())!;
    expect(entry.admin_user_id).toBe(adminUserId);
  });

  it("exports a range of global row numbers, both ends included", async () => {
    const res = await exportCall("?startIndex=2&endIndex=5");
    expect(fileName(res)).toBe(`isletmeler_export_2-5_${today()}.xlsx`);
    const { rows } = await readXlsx(res);
    expect(rows.map((row) => row.globalRowNumber)).toEqual([2, 3, 4, 5]);
    const expected = (await businessesInRowOrder()).slice(1, 5);
    expect(rows.map((row) => row.slug)).toEqual(expected.map((business) => business.slug));
  });

  it("filters by category and country and names the file after them", async () => {
    const restaurant = await categoryId("restaurant");
    const turkish = await exportCall(`?categoryId=${restaurant}&countryCode=tr`);
    expect(fileName(turkish)).toBe(`isletmeler_export_kat-restaurant_ulke-tr_${today()}.xlsx`);
    const expected = await businessesInRowOrder({ categorySlug: "restaurant", countryCode: "TR" });
    expect(expected.length).toBeGreaterThan(1);
    expect((await readXlsx(turkish)).rows.map((row) => row.slug)).toEqual(expected.map((business) => business.slug));

    const ranged = await exportCall(`?startIndex=1&endIndex=12&categoryId=${restaurant}`);
    expect(fileName(ranged)).toBe(`isletmeler_export_1-12_kat-restaurant_${today()}.xlsx`);
    const { rows } = await readXlsx(ranged);
    expect(rows.map((row) => row.category)).toEqual((await businessesInRowOrder({ categorySlug: "restaurant" })).map(() => "Restaurant"));

    const american = await exportCall("?startIndex=1&endIndex=12&countryCode=US");
    expect(fileName(american)).toBe(`isletmeler_export_1-12_ulke-us_${today()}.xlsx`);
    expect((await readXlsx(american)).rows.every((row) => row.countryCode === "US")).toBe(true);
  });

  it("answers HEAD with the download's headers and no body", async () => {
    const res = await fetch(app.url("/api/export-businesses?startIndex=2&endIndex=5&format=csv"), { method: "HEAD", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(fileName(res)).toBe(`isletmeler_export_2-5_${today()}.csv`);
    expect(await res.text()).toBe("");
  });

  it("answers an empty sheet, not an error, when nothing matches", async () => {
    const { headers, rows } = await readXlsx(await exportCall("?startIndex=900000&endIndex=900010"));
    expect(headers).toEqual([...EXPORT_HEADERS]);
    expect(rows).toEqual([]);
  });

  it("exports CSV with the same columns, a byte-order mark and RFC 4180 quoting", async () => {
    const tricky = 'Say "hi", then\nleave';
    const target = (await businessesInRowOrder())[0]!;
    const { price_range: before } = await app.ctx.db.selectFrom("businesses").select("price_range").where("slug", "=", target.slug).executeTakeFirstOrThrow();
    await app.ctx.db.updateTable("businesses").set({ price_range: tricky }).where("slug", "=", target.slug).execute();
    try {
      const res = await exportCall("?format=csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(fileName(res)).toBe(`isletmeler_export_${today()}.csv`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text).toContain('"Say ""hi"", then\nleave"');
      const [headers, ...rows] = parseCsv(text.slice(1));
      expect(headers).toEqual([...EXPORT_HEADERS]);
      expect(rows).toHaveLength(12);
      const record = (row: string[]) => Object.fromEntries(headers!.map((header, index) => [header, row[index]]));
      const first = record(rows[0]!);
      expect(first).toMatchObject({ slug: target.slug, priceRange: tricky, isOpen: "TRUE", isVerified: "FALSE" });
      const cafe = record(rows.find((row) => row.includes("Café Crème"))!);
      expect(JSON.parse(cafe.workingHours!)).toMatchObject({ Monday: "7:30AM–7PM" });
      expect(cafe.rating).toBe("4.2");
    } finally {
      await app.ctx.db.updateTable("businesses").set({ price_range: before }).where("slug", "=", target.slug).execute();
    }
  });

  it("writes text that a spreadsheet would run as a formula with a leading quote, and numbers as numbers", async () => {
    const target = (await businessesInRowOrder())[1]!;
    const saved = await app.ctx.db.selectFrom("businesses").select(["name", "phone", "street", "type", "longitude"]).where("slug", "=", target.slug).executeTakeFirstOrThrow();
    const hostile = { name: '=HYPERLINK("https://evil.example","Menu")', phone: "+90 212 555 12 34", street: "-5 Rue", type: "@SUM(A1)", longitude: -73.98 };
    await app.ctx.db.updateTable("businesses").set(hostile).where("slug", "=", target.slug).execute();
    try {
      const text = new TextDecoder().decode(await (await exportCall("?format=csv")).arrayBuffer());
      const [headers, ...rows] = parseCsv(text);
      const record = (row: string[]) => Object.fromEntries(headers!.map((header, index) => [header, row[index]]));
      const row = record(rows.find((cells) => cells.includes(target.slug))!);
      expect(row).toMatchObject({ name: `'${hostile.name}`, phone: `'${hostile.phone}`, street: "'-5 Rue", type: "'@SUM(A1)", longitude: "-73.98" });
      expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Menu"")"`);
      // No cell of the whole file starts a formula.
      expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell))).toEqual([]);

      // The xlsx export writes text cells as strings, which spreadsheets never evaluate.
      const { rows: sheetRows } = await readXlsx(await exportCall());
      expect(sheetRows.find((cells) => cells.slug === target.slug)).toMatchObject({ name: hostile.name, phone: hostile.phone, longitude: -73.98 });
    } finally {
      await app.ctx.db.updateTable("businesses").set(saved).where("slug", "=", target.slug).execute();
    }
  });

  it.each([
    ["start after end", "?startIndex=10&endIndex=5"],
    ["a zero bound", "?startIndex=0&endIndex=5"],
    ["only a start", "?startIndex=5"],
    ["only an end", "?endIndex=5"],
    ["a non-numeric bound", "?startIndex=abc&endIndex=10"],
  ])("refuses %s with 400 and the range message", async (_name, query) => {
    const res = await exportCall(query);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(((await res.json()) as { error: string }).error).toBe(EXPORT_RANGE_MESSAGE);
  });

  it("refuses more than 1,000,000 rows", async () => {
    const res = await exportCall("?startIndex=1&endIndex=1000001");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: EXPORT_TOO_MANY_MESSAGE });
    const widest = await exportCall("?startIndex=1&endIndex=1000000");
    expect(widest.status).toBe(200);
    await widest.arrayBuffer();
  });

  it("refuses an unknown category, a bad country code and an unknown format", async () => {
    const unknown = await exportCall("?categoryId=999999");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: EXPORT_UNKNOWN_CATEGORY_MESSAGE });
    expect((await exportCall("?countryCode=TUR")).status).toBe(400);
    expect((await exportCall("?format=pdf")).status).toBe(400);
  });
});
