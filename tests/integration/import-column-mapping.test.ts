import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../app/lib/admin/import-job";
import { NO_NAME_COLUMN_MESSAGE } from "../../server/services/import/parse/aliases";
import { MAPPING_MESSAGES } from "../../server/services/import/mapping/column-mapping";
import type { ColumnsStep } from "../../server/services/import/mapping/choose-mapping";
import { scraperFixture } from "./support/scraper-fixtures";
import { startScratchAdminApp, type ScratchAdminApp } from "./support/scratch-admin-app";

let admin: ScratchAdminApp;
beforeAll(async () => {
  admin = await startScratchAdminApp("import_column_mapping");
});
afterAll(() => admin.close());

const LEADS_FILE = "other-apify-derived-disparos-leads-semicolon.csv";

function upload(content: Buffer | string, fileName: string, fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), fileName);
  return fetch(admin.app.url("/api/upload-excel"), { method: "POST", body: form, headers: { cookie: admin.cookie, origin: admin.origin } });
}

async function finished(res: Response): Promise<ImportJob> {
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: ImportJob };
  for (let attempt = 0; attempt < 600; attempt++) {
    const current = (await (await fetch(admin.app.url(`/api/import-jobs/${job.id}`), { headers: { cookie: admin.cookie } })).json()) as ImportJob;
    if (!["queued", "running"].includes(current.status)) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("import did not finish");
}

const businessCount = async () => Number((await admin.scratch.pool.query("SELECT count(*) FROM businesses")).rows[0].count);
const businessNamed = async (name: string) =>
  (await admin.scratch.pool.query<{ name: string; phone: string | null }>("SELECT name, phone FROM businesses WHERE name = $1", [name])).rows;
const leftUploads = async () => (await readdir(admin.app.ctx.config.uploadDir).catch(() => [])).length;

describe("importing a file whose name column Locus does not recognise", () => {
  it("answers the mapping step: 422 with the header, the first rows and Locus's own reading", async () => {
    const res = await upload(await readFile(scraperFixture(LEADS_FILE)), "leads.csv");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: { columns: ColumnsStep } };
    expect(body.error).toBe(NO_NAME_COLUMN_MESSAGE);
    const { columns } = body.details;
    expect(columns.fileName).toBe("leads.csv");
    expect(columns.headers).toEqual(["Empresa", "phone", "phoneUnformatted", "Enviado", "Retorno", "column_6", "Enviados", "Retornos"]);
    expect(columns.preview).toHaveLength(5);
    expect(columns.preview[0]![0]).toBe("Gih modas");
    expect(columns.mapping).toMatchObject({ Empresa: "ignore", phone: "phone", phoneUnformatted: "phone", Enviado: "ignore" });
    expect(columns.remembered).toBe(false);
    expect(columns.choices).toContainEqual({ value: "name", label: "İşletme adı" });
    expect(await leftUploads()).toBe(0);
  });

  it("imports the Empresa file with a mapping, then a file with the same header by the remembered mapping", async () => {
    const before = await businessCount();
    const mapping = JSON.stringify({ Empresa: "name", Enviado: "ignore", Retorno: "ignore" });
    const job = await finished(await upload(await readFile(scraperFixture(LEADS_FILE)), "leads.csv", { columnMapping: mapping }));
    expect(job).toMatchObject({ status: "succeeded", result: { totalRows: 61 } });
    expect(job.result!.imported).toBeGreaterThan(20);
    // Rows without an address are not merged by name alone (two shops may share a name).
    expect(await businessNamed("Gih modas")).toContainEqual({ name: "Gih modas", phone: "+55 11 94245-4686" });
    expect((await businessNamed("Mega Lojão Brás")).length).toBeGreaterThan(0);
    expect(await businessCount()).toBe(before + job.result!.imported);

    // The same columns in the same order, spelled as another export would.
    const next = "\uFEFFEMPRESA;Phone;phone_unformatted;enviado;retorno;;enviados;retornos\r\nLoja Lembrada;+55 11 91234-5678;;sim;;;;\r\n";
    const remembered = await finished(await upload(next, "leads-2.csv"));
    expect(remembered).toMatchObject({ status: "succeeded", result: { imported: 1, totalRows: 1 } });
    expect(await businessNamed("Loja Lembrada")).toEqual([{ name: "Loja Lembrada", phone: "+55 11 91234-5678" }]);

    // The admin can still see and change it: the step starts from the remembered mapping.
    const review = await upload(next, "leads-2.csv", { reviewColumns: "true" });
    expect(review.status).toBe(200);
    const { columns } = (await review.json()) as { columns: ColumnsStep };
    expect(columns).toMatchObject({ remembered: true, mapping: { EMPRESA: "name", enviado: "ignore", Phone: "phone" } });
    expect(await leftUploads()).toBe(0);
  });

  it.each([
    ["a header the file does not have", { Firma: "name" }, 'Sütun eşlemesindeki "Firma" sütunu dosyada yok.'],
    ["an unknown field", { Empresa: "company" }, /^"Empresa" sütunu için bilinmeyen alan: "company"\./],
    ["no name column", { Empresa: "ignore", phone: "phone" }, MAPPING_MESSAGES.noName],
    ["text that is not a JSON object", "Empresa=name", MAPPING_MESSAGES.notObject],
  ])("refuses a mapping with %s: 400 in Turkish, nothing imported, nothing kept", async (_label, mapping, message) => {
    const before = await businessCount();
    const columnMapping = typeof mapping === "string" ? mapping : JSON.stringify(mapping);
    const res = await upload(await readFile(scraperFixture(LEADS_FILE)), "leads.csv", { columnMapping });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    if (typeof message === "string") expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect(await businessCount()).toBe(before);
    expect(await leftUploads()).toBe(0);
  });

  it("says clearly that a file without any name column cannot be imported as mapped", async () => {
    const sweden = await readFile(scraperFixture("apify-crawler-csvdb-sweden.csv"));
    const step = await upload(sweden, "sweden.csv");
    expect(step.status).toBe(422);
    const { details } = (await step.json()) as { details: { columns: ColumnsStep } };
    expect(details.columns.mapping).toMatchObject({ city: "city", address: "address", "imageUrls/0": "ignore" });
    const res = await upload(sweden, "sweden.csv", { columnMapping: JSON.stringify({ city: "city" }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(MAPPING_MESSAGES.noName);
  });
});
