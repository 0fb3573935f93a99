import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// A file whose name column Locus does not recognise: an Apify export re-saved by Excel
// with semicolons, its title column renamed "Empresa". The admin maps it on the mapping
// step and imports; the businesses it created are deleted afterwards, and so is the
// remembered mapping, so the next run sees the step again.

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../shared/fixtures/scrapers/other-apify-derived-disparos-leads-semicolon.csv",
);
const HEADERS = ["Empresa", "phone", "phoneUnformatted", "Enviado", "Retorno", "column_6", "Enviados", "Retornos"];

async function openExcel(page: Page) {
  await page.goto("/admin/excel");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
}

/** Drops the file on the drop zone as a browser does: a drop event carrying it. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: "text/csv" }));
      return transfer;
    },
    { name, data: [...bytes] },
  );
  await page.getByText(/Excel dosyasını buraya sürükleyin/).dispatchEvent("drop", { dataTransfer });
}

const forgetMapping = () => sql("DELETE FROM column_mappings WHERE headers = $1::jsonb", [JSON.stringify(HEADERS)]);

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test("a file with an unrecognised name column: map Empresa to the name and import it", async ({ page }) => {
  test.setTimeout(90_000);
  const bytes = await readFile(FIXTURE);
  const names = [...new Set(bytes.toString("utf8").replace(/^\uFEFF/, "").split(/\r?\n/).slice(1).map((line) => line.split(";")[0]!).filter(Boolean))];
  const started = new Date();
  await forgetMapping();
  const problems: string[] = [];

  try {
    await openExcel(page);
    await dropFile(page, "leads.csv", bytes);
    await expect(page.getByText("Seçilen dosya:")).toContainText("leads.csv");
    const [first] = await Promise.all([
      page.waitForResponse("**/api/upload-excel"),
      page.getByRole("button", { name: "Yükle ve İçe Aktar" }).click(),
    ]);
    expect(first.status()).toBe(422);

    const step = page.getByRole("region", { name: "Sütun Eşleme" });
    await expect(step).toBeVisible();
    await expect(step).toContainText("işletme adı sütunu tanınmadı");
    const table = step.getByRole("table");
    for (const header of ["Empresa", "phone", "Enviado"]) await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    // Five preview rows under the header, the first file row first.
    await expect(table.locator("tbody tr")).toHaveCount(5);
    await expect(table.locator("tbody tr").first()).toContainText("Gih modas");
    await expect(step.getByRole("combobox", { name: "phone", exact: true })).toHaveValue("phone");
    problems.push(...(await seriousAccessibilityProblems(page, "mapping step")));

    // Without a name column chosen, nothing is sent.
    await step.getByRole("button", { name: "Eşlemeyle İçe Aktar" }).click();
    await expect(step.getByRole("alert")).toContainText("İşletme adını tutan sütunu");

    await step.getByRole("combobox", { name: "Empresa", exact: true }).selectOption({ label: "İşletme adı" });
    const [second] = await Promise.all([
      page.waitForResponse("**/api/upload-excel"),
      step.getByRole("button", { name: "Eşlemeyle İçe Aktar" }).click(),
    ]);
    expect(second.status(), await second.text()).toBe(202);
    await expect(step).toHaveCount(0);

    const results = page.getByRole("region", { name: "İçe Aktarma Sonuçları" });
    await expect(results).toBeVisible({ timeout: 60_000 });
    const figure = (label: string) => results.locator("div", { has: page.getByRole("term").filter({ hasText: label }) }).getByRole("definition");
    await expect(figure("Toplam satır")).toHaveText("61");
    problems.push(...(await seriousAccessibilityProblems(page, "results")));
    expect(problems).toEqual([]);

    const imported = await sql<{ count: string }>("SELECT count(*) FROM businesses WHERE name = 'Gih modas' AND created_at >= $1", [started]);
    expect(Number(imported[0]!.count)).toBeGreaterThan(0);
  } finally {
    const created = await sql<{ id: number }>("SELECT id FROM businesses WHERE name = ANY($1) AND created_at >= $2", [names, started]);
    // Through the API, so the server forgets its cached counts as well.
    for (const { id } of created) {
      const res = await page.request.delete(`/api/businesses/${id}`, { headers: { origin: E2E_BASE_URL } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
    await forgetMapping();
  }
});
