import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../app/lib/admin/import-job";
import { csvLine } from "../../server/services/export/write-csv";
import { IMPORT_MESSAGES } from "../../server/services/import/jobs/import-messages";
import { mostlyBrokenMessage, SPREADSHEET_MESSAGES } from "../../server/services/import/read/spreadsheet-error";
import { outscraperTable, OUTSCRAPER_ROWS, type Table } from "./support/import-fixtures";
import { startScratchAdminApp } from "./support/scratch-admin-app";
import type { ScratchDatabase } from "./support/scratch-database";
import type { TestApp } from "./support/test-app";

let scratch: ScratchDatabase;
let app: TestApp;
let cookie: string;
let origin: string;
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ scratch, app, cookie, origin, close } = await startScratchAdminApp("import_api"));
});
afterAll(() => close());

const csv = (table: Table) => Buffer.from(table.map((row) => csvLine(row)).join(""));

function upload(content: Buffer | string, fileName: string, field = "file"): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([typeof content === "string" ? content : new Uint8Array(content)]), fileName);
  return fetch(app.url("/api/upload-excel"), { method: "POST", body: form, headers: { cookie, origin } });
}

async function accepted(res: Response): Promise<ImportJob> {
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: ImportJob };
  // Queued, or already taken by a worker of the queue.
  expect(job).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), done: 0 });
  return job;
}

async function waitForEnd(id: number): Promise<ImportJob> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const res = await fetch(app.url(`/api/import-jobs/${id}`), { headers: { cookie } });
    expect(res.status).toBe(200);
    const job = (await res.json()) as ImportJob;
    if (!["queued", "running"].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("import did not finish");
}

const businessCount = async () => Number((await scratch.pool.query("SELECT count(*) FROM businesses")).rows[0].count);

describe("POST /api/upload-excel", () => {
  it("accepts a file, runs the import as a job and reports its result", async () => {
    const before = await businessCount();
    const job = await accepted(await upload(csv(outscraperTable()), "outscraper.csv"));
    expect(job.fileName).toBe("outscraper.csv");
    const done = await waitForEnd(job.id);
    expect(done).toMatchObject({
      status: "succeeded", done: OUTSCRAPER_ROWS.length, total: OUTSCRAPER_ROWS.length, error: null,
      result: { imported: 5, merged: 3, skipped: 1, totalRows: OUTSCRAPER_ROWS.length, errorCount: 3 },
    });
    expect(done.result!.errors).toHaveLength(3);
    expect(await businessCount()).toBe(before + 5);

    const current = await fetch(app.url("/api/import-jobs/current"), { headers: { cookie } });
    expect(((await current.json()) as { job: ImportJob }).job.id).toBe(job.id);

    const errors = await fetch(app.url(`/api/import-jobs/${job.id}/errors`), { headers: { cookie } });
    expect(errors.headers.get("content-type")).toContain("text/csv");
    expect(errors.headers.get("content-disposition")).toContain(`ice-aktarma-hatalari-${job.id}.csv`);
    const lines = (await errors.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe("row,column,outcome,message");
    expect(lines.slice(1)).toHaveLength(3);
    expect(lines[1]).toMatch(/^5,name,skipped,/);
  });

  it("shows new businesses on the public API at once (caches cleared)", async () => {
    const stats = async () => ((await (await app.get("/api/businesses/stats")).json()) as { total: number }).total;
    const before = await stats();
    const job = await accepted(await upload(csv([["name", "city", "country_code"], ["Cache Test Kebap", "Ankara", "TR"]]), "one.csv"));
    expect((await waitForEnd(job.id)).status).toBe("succeeded");
    expect(await stats()).toBe(before + 1);
  });

  it.each([
    ["a text file", Buffer.from([0, 1, 2, 3, 4, 5]), "notes.bin", 415, SPREADSHEET_MESSAGES.notSpreadsheet],
    ["a text file named .xlsx", Buffer.from([0, 1, 2, 3]), "fake.xlsx", 415, SPREADSHEET_MESSAGES.notXlsx],
    ["the old binary .xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "old.xls", 415, SPREADSHEET_MESSAGES.legacyXls],
    ["an empty file", Buffer.alloc(0), "empty.csv", 422, SPREADSHEET_MESSAGES.empty],
    ["a header without rows", csv([["name", "city"]]), "header.csv", 422, SPREADSHEET_MESSAGES.empty],
    ["no name column", csv([["city"], ["Lyon"]]), "cities.csv", 422, "Dosyada işletme adı sütunu bulunamadı (name / title)."],
    ["a JSON object that is not a list of places", Buffer.from('{\n  "title": "Tek"\n}\n'), "one.json", 415, SPREADSHEET_MESSAGES.notJsonRows],
    ["a JSON array without a name key", Buffer.from('[{"city": "Lyon"}]'), "cities.json", 422, "Dosyada işletme adı sütunu bulunamadı (name / title)."],
  ])("refuses %s with a Turkish message and changes nothing", async (_label, content, fileName, status, message) => {
    const before = await businessCount();
    const res = await upload(content, fileName);
    expect(res.status).toBe(status);
    // A file without a name column also carries the column-mapping step in `details`.
    expect(await res.json()).toMatchObject({ error: message });
    expect(await businessCount()).toBe(before);
  });

  it("imports JSON and JSON Lines, listing a damaged line in the errors download", async () => {
    const places = [
      { title: "JSON Kebap", city: "Ankara", countryCode: "TR", location: { lat: 39.92, lng: 32.85 } },
      { title: "JSON Pide", city: "Ankara", countryCode: "TR", categories: ["Restaurant"] },
    ];
    const array = await waitForEnd((await accepted(await upload(JSON.stringify(places, null, 2), "apify.json"))).id);
    expect(array).toMatchObject({ status: "succeeded", total: 2, result: { imported: 2, totalRows: 2, errorCount: 0 } });

    const lines = ['{"title": "JSONL Köfte", "city": "İzmir"}', '{"title": "JSONL Döner", "ci', '{"title": "JSONL Balık", "city": "İzmir"}'];
    const job = await waitForEnd((await accepted(await upload(lines.join("\n"), "gosom.ndjson"))).id);
    expect(job).toMatchObject({ status: "succeeded", total: 3, result: { imported: 2, skipped: 1, totalRows: 3, errorCount: 1 } });
    const errors = await fetch(app.url(`/api/import-jobs/${job.id}/errors`), { headers: { cookie } });
    const rows = (await errors.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(rows.slice(1)).toEqual([csvLine([2, "", "skipped", "Line 2 is cut off; it was skipped"]).trim()]);
  });

  it("fails a job whose file is mostly unreadable, saying so, and changes nothing", async () => {
    const before = await businessCount();
    const lines = ['{"title": "Tek Sağlam Satır"}', "{bozuk", "{bozuk", "{bozuk"];
    const job = await waitForEnd((await accepted(await upload(lines.join("\n"), "broken.jsonl"))).id);
    expect(job).toMatchObject({ status: "failed", errorStatus: 422, error: mostlyBrokenMessage(3, 4) });
    expect(await businessCount()).toBe(before);
  });

  it("refuses a request without the file field", async () => {
    const res = await upload("name\nX\n", "x.csv", "attachment");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain("Dosya Seçilmedi");
  });

  it("refuses a body over 500 MB before reading it", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(app.url("/api/upload-excel"), {
        method: "POST",
        headers: {
          cookie, origin, "content-type": "multipart/form-data; boundary=x", "content-length": String(600 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: "Dosya 500MB sınırını aşıyor." });
  });

  it("runs one import at a time, and a stopped import leaves nothing behind", async () => {
    const rows: Table = [["name", "city", "country_code"], ...Array.from({ length: 60_000 }, (_, i) => [`Bulk ${i}`, "Lyon", "FR"])];
    const before = await businessCount();
    const job = await accepted(await upload(csv(rows), "bulk.csv"));
    const second = await upload(csv(outscraperTable()), "second.csv");
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: IMPORT_MESSAGES.busy });
    const reset = await fetch(app.url("/api/reset-database"), { method: "DELETE", headers: { cookie, origin } });
    expect(reset.status).toBe(409);

    const stop = await fetch(app.url(`/api/import-jobs/${job.id}`), { method: "DELETE", headers: { cookie, origin } });
    expect(stop.status).toBe(202);
    expect(await stop.json()).toMatchObject({ id: job.id, status: "cancelled", error: IMPORT_MESSAGES.cancelled });
    expect(await businessCount()).toBe(before);
  });

  it("answers 404 for an unknown job", async () => {
    const res = await fetch(app.url("/api/import-jobs/999999"), { headers: { cookie } });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/reset-database", () => {
  it("empties the catalogue and says how much went", async () => {
    const before = await businessCount();
    const res = await fetch(app.url("/api/reset-database"), { method: "DELETE", headers: { cookie, origin } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; deleted: Record<string, number>; backup: { name: string } };
    expect(body.message).toBe("Tüm veriler başarıyla silindi");
    expect(body.backup.name).toMatch(/^locus-backup-.+\.gz$/);
    expect(body.deleted.businesses).toBe(before);
    const { rows } = await scratch.pool.query(
      "SELECT (SELECT count(*) FROM businesses) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM cities) + (SELECT count(*) FROM countries) AS left",
    );
    expect(Number(rows[0].left)).toBe(0);
    const audit = await scratch.pool.query("SELECT action FROM audit_log WHERE action = 'database.reset'");
    expect(audit.rowCount).toBe(1);
  });
});
