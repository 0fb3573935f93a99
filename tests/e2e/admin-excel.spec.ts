import { expect, test, type Page, type Route } from "@playwright/test";
import type { ImportJob, ImportRowError } from "../../app/lib/admin/import-job";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// The import story runs a real spreadsheet through the server and deletes the
// businesses it created afterwards, so the other browser tests see the demo
// data as it was. The progress and failure stories stand in for the server
// with fixed answers: a real import of three rows ends before anyone could
// press "stop". The database reset is left out on purpose: it would wipe the
// demo data every other test reads.

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const count = (value: number) => new Intl.NumberFormat("tr-TR").format(value);
const fileInput = (page: Page) => page.getByLabel(/Excel dosyasını buraya sürükleyin/);
const uploadButton = (page: Page) => page.getByRole("button", { name: /Yükle ve İçe Aktar|Yükleniyor|İçe aktarılıyor/ });
const resetButton = (page: Page) => page.getByRole("button", { name: "Veritabanını Sıfırla" });

interface Stats {
  total: number;
  categories: number;
  cities: number;
  countries: number;
}

async function stats(page: Page): Promise<Stats> {
  const res = await page.request.get("/api/businesses/stats");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Stats;
}

/** Opens the screen signed in and waits until its scripts run. */
async function openExcel(page: Page) {
  const response = await page.goto("/admin/excel");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  return response;
}

function csvFile(name: string, text: string) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") };
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test("shows the database status, the upload limit, and asks for a file before uploading", async ({ page }) => {
  const response = await openExcel(page);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Excel İçe Aktarma" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" }).locator('[aria-current="page"]')).toHaveAccessibleName("Excel Import");

  const figures = await stats(page);
  await expect(page.getByRole("group", { name: "Toplam İşletme" })).toContainText(count(figures.total));
  await expect(page.getByRole("group", { name: "Kategoriler" })).toContainText(count(figures.categories));
  await expect(page.getByRole("group", { name: "Şehirler" })).toContainText(count(figures.cities));
  await expect(page.getByRole("group", { name: "Ülkeler" })).toContainText(count(figures.countries));

  await expect(page.getByText("Maksimum dosya boyutu: 500MB")).toBeVisible();
  await expect(fileInput(page)).toHaveAttribute("accept", ".xlsx,.xls,.csv,.json,.jsonl,.ndjson");
  await expect(page.getByText(".xlsx, .xls, .csv, .json veya .jsonl")).toBeVisible();

  await uploadButton(page).click();
  await expect(toast(page)).toContainText("Dosya Seçilmedi");
  await expect(toast(page)).toContainText("Lütfen önce bir Excel dosyası seçin");

  // The picker's filter is only a hint: anything else chosen is refused here too.
  await fileInput(page).setInputFiles({ name: "rapor.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(toast(page)).toContainText("Desteklenmeyen dosya türü");
  await expect(page.getByText("Seçilen dosya:")).toHaveCount(0);

  // A chosen file shows its name and size; 'Temizle' forgets it.
  await fileInput(page).setInputFiles(csvFile("isletmeler.csv", "name\nA\n"));
  await expect(page.getByText("Seçilen dosya:")).toContainText("isletmeler.csv");
  await expect(page.getByText("(7 B)")).toBeVisible();
  await page.getByRole("button", { name: "Temizle" }).click();
  await expect(page.getByText("Seçilen dosya:")).toHaveCount(0);

  // Export: the shared range controls, with this screen's own filters.
  const exportCard = page.getByRole("region", { name: "Dışa Aktar" });
  await expect(exportCard.getByRole("button", { name: "Tümünü Dışa Aktar" })).toBeVisible();
  await expect(exportCard.getByLabel("Kategori (isteğe bağlı)")).toBeVisible();
  await expect(exportCard.getByLabel("Ülke (isteğe bağlı)")).toBeVisible();
  await exportCard.getByLabel("Bitiş #").fill("2000000");
  await exportCard.getByRole("button", { name: "Dışa Aktar", exact: true }).click();
  await expect(exportCard.getByRole("alert")).toContainText("en fazla 1.000.000 kayıt");

  // The reset only asks here; this story cancels.
  await resetButton(page).click();
  const dialog = page.getByRole("alertdialog", { name: "Veritabanı sıfırlansın mı?" });
  await expect(dialog).toContainText("tüm işletmeler, kategoriler, şehirler, ülkeler ve yorumlar");
  await dialog.getByRole("button", { name: "İptal" }).click();
  await expect(dialog).toHaveCount(0);
});

test("imports a CSV file: results card, then the business count goes up", async ({ page }) => {
  const before = await stats(page);
  const [category] = (await (await page.request.get("/api/categories")).json()) as { name: string }[];
  const [city] = (await (await page.request.get("/api/cities?limit=1")).json()) as { name: string; countryCode: string }[];
  expect(category && city).toBeTruthy();
  const stamp = Date.now();
  const placeIds = [1, 2, 3].map((n) => `e2e-excel-${stamp}-${n}`);
  const rows = placeIds.map((placeId, index) => `"E2E Excel ${stamp} ${index + 1}","${category!.name}","${city!.name}",${city!.countryCode},${placeId}`);
  const csv = ["name,category,city,country_code,place_id", ...rows].join("\n");

  try {
    await openExcel(page);
    await fileInput(page).setInputFiles(csvFile(`e2e-${stamp}.csv`, csv));
    await expect(page.getByText("Seçilen dosya:")).toContainText(`e2e-${stamp}.csv`);
    const [upload] = await Promise.all([page.waitForResponse("**/api/upload-excel"), uploadButton(page).click()]);
    expect(upload.status(), await upload.text()).toBe(202);

    const results = page.getByRole("region", { name: "İçe Aktarma Sonuçları" });
    await expect(results).toBeVisible({ timeout: 30_000 });
    await expect(results.locator("div", { has: page.getByRole("term").filter({ hasText: "Toplam satır" }) }).getByRole("definition")).toHaveText("3");
    await expect(results.locator("div", { has: page.getByRole("term").filter({ hasText: "Yeni eklenen" }) }).getByRole("definition")).toHaveText("3");
    await expect(toast(page)).toContainText("Başarılı!");
    await expect(toast(page)).toContainText("3 işletme başarıyla içe aktarıldı");
    await expect(page.getByRole("group", { name: "Toplam İşletme" })).toContainText(count(before.total + 3));
    await expect(resetButton(page)).toBeEnabled();
  } finally {
    const created = await sql<{ id: number }>("SELECT id FROM businesses WHERE place_id = ANY($1)", [placeIds]);
    // Through the API, so the server forgets its cached counts as well.
    for (const { id } of created) {
      const res = await page.request.delete(`/api/businesses/${id}`, { headers: { origin: E2E_BASE_URL } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
  }
});

test("imports a JSON Lines file with a cut-off line: the other rows import and the line is listed", async ({ page }) => {
  const [city] = (await (await page.request.get("/api/cities?limit=1")).json()) as { name: string; countryCode: string }[];
  expect(city).toBeTruthy();
  const stamp = Date.now();
  const placeIds = [1, 2].map((n) => `e2e-jsonl-${stamp}-${n}`);
  const place = (placeId: string, index: number) =>
    JSON.stringify({ title: `E2E JSONL ${stamp} ${index + 1}`, city: city!.name, countryCode: city!.countryCode, placeId, location: { lat: 41.01, lng: 28.97 } });
  const lines = [place(placeIds[0]!, 0), `{"title": "E2E JSONL ${stamp} kesik", "city": "`, place(placeIds[1]!, 1)];

  try {
    await openExcel(page);
    await fileInput(page).setInputFiles({ name: `e2e-${stamp}.jsonl`, mimeType: "application/x-ndjson", buffer: Buffer.from(lines.join("\n"), "utf8") });
    const [upload] = await Promise.all([page.waitForResponse("**/api/upload-excel"), uploadButton(page).click()]);
    expect(upload.status(), await upload.text()).toBe(202);

    const results = page.getByRole("region", { name: "İçe Aktarma Sonuçları" });
    await expect(results).toBeVisible({ timeout: 30_000 });
    const figure = (label: string) => results.locator("div", { has: page.getByRole("term").filter({ hasText: label }) }).getByRole("definition");
    await expect(figure("Toplam satır")).toHaveText("3");
    await expect(figure("Yeni eklenen")).toHaveText("2");
    await expect(figure("Atlanan")).toHaveText("1");
    const row = results.getByRole("table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Line 2 is cut off; it was skipped");
  } finally {
    const created = await sql<{ id: number }>("SELECT id FROM businesses WHERE place_id = ANY($1)", [placeIds]);
    for (const { id } of created) {
      const res = await page.request.delete(`/api/businesses/${id}`, { headers: { origin: E2E_BASE_URL } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
  }
});

test("a real import shows rows done, total and rate, and stopping it leaves the directory as it was", async ({ page }) => {
  test.setTimeout(120_000);
  const before = await stats(page);
  const stamp = Date.now();
  // Large enough that the server is still reading when "stop" is pressed, small enough to upload at once.
  const rows = Array.from({ length: 300_000 }, (_, i) => `E2E Stop ${stamp} ${i},Lyon,FR`);
  await openExcel(page);
  await fileInput(page).setInputFiles(csvFile(`stop-${stamp}.csv`, ["name,city,country_code", ...rows].join("\n")));
  await uploadButton(page).click();

  const bar = page.getByRole("progressbar", { name: "İçe aktarma ilerlemesi" });
  await expect(page.getByRole("status").filter({ hasText: "Satırlar okunuyor" })).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute("aria-valuemax", "300000");
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/ \/ 300\.000 satır · [\d.]+ satır\/sn/)).toBeVisible();

  await page.getByRole("button", { name: "İçe aktarmayı durdur" }).click();
  await expect(page.getByText("İçe aktarma durduruldu; veritabanında hiçbir değişiklik yapılmadı.").first()).toBeVisible({ timeout: 30_000 });
  const left = await sql<{ count: string }>("SELECT count(*) AS count FROM businesses WHERE name LIKE $1", [`E2E Stop ${stamp} %`]);
  expect(Number(left[0]?.count)).toBe(0);
  expect((await stats(page)).total).toBe(before.total);
});

function job(patch: Partial<ImportJob>): ImportJob {
  return {
    id: 9001,
    status: "queued",
    fileName: "buyuk.csv",
    fileSize: 4096,
    phase: null,
    done: 0,
    total: null,
    rowsPerSecond: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
    errorStatus: null,
    result: null,
    ...patch,
  };
}

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

test("follows a running import with a real progress bar, and stopping it changes nothing", async ({ page }) => {
  let current = job({ status: "running", phase: "counting", done: 1200 });
  await page.route("**/api/import-jobs/current", (route) => json(route, 200, { job: null }));
  await page.route("**/api/upload-excel", (route) => json(route, 202, { job: job({}) }));
  await page.route("**/api/import-jobs/9001", (route) => {
    if (route.request().method() === "DELETE") {
      current = job({ status: "cancelled", phase: "reading", done: 40, total: 120, finishedAt: new Date().toISOString() });
      return json(route, 202, { job: current });
    }
    return json(route, 200, current);
  });

  await openExcel(page);
  await fileInput(page).setInputFiles(csvFile("buyuk.csv", "name\nA\n"));
  await uploadButton(page).click();

  const bar = page.getByRole("progressbar", { name: "İçe aktarma ilerlemesi" });
  await expect(page.getByRole("status").filter({ hasText: "Satırlar sayılıyor" })).toBeVisible();
  // Counting: the total is not known yet, so the bar has no value.
  await expect(bar).not.toHaveAttribute("aria-valuenow");
  await expect(page.getByText("1.200 satır", { exact: true })).toBeVisible();
  await expect(resetButton(page)).toBeDisabled();
  await expect(uploadButton(page)).toBeDisabled();

  current = job({ status: "running", phase: "reading", done: 40, total: 120, rowsPerSecond: 1234.4 });
  await expect(page.getByRole("status").filter({ hasText: "Satırlar okunuyor" })).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "40");
  await expect(bar).toHaveAttribute("aria-valuemax", "120");
  await expect(page.getByText("40 / 120 satır · 1.234 satır/sn")).toBeVisible();

  current = job({ status: "running", phase: "saving", done: 120, total: 120 });
  await expect(page.getByRole("status").filter({ hasText: "Veritabanına yazılıyor" })).toBeVisible();

  await page.getByRole("button", { name: "İçe aktarmayı durdur" }).click();
  await expect(page.getByText("İçe aktarma durduruldu; veritabanında hiçbir değişiklik yapılmadı.").first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(resetButton(page)).toBeEnabled();
});

test("an import running when the page opens is picked up again", async ({ page }) => {
  let polled = 0;
  await page.route("**/api/import-jobs/current", (route) => json(route, 200, { job: job({ status: "running", phase: "reading", done: 10, total: 50, fileName: "onceki.xlsx" }) }));
  await page.route("**/api/import-jobs/9001", (route) => {
    polled += 1;
    return json(route, 200, job({ status: "running", phase: "reading", done: 25, total: 50, fileName: "onceki.xlsx" }));
  });
  await openExcel(page);
  await expect(page.getByText("onceki.xlsx")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "İçe aktarma ilerlemesi" })).toHaveAttribute("aria-valuenow", "25");
  expect(polled).toBeGreaterThan(0);
  await expect(resetButton(page)).toBeDisabled();
});

test("refusals and failures are shown with the server's reason; row errors are listed", async ({ page }) => {
  let answer: { status: number; body: unknown } = { status: 413, body: { error: "Dosya 500MB sınırını aşıyor" } };
  let current = job({ status: "failed", error: "Başlık satırı bulunamadı", errorStatus: 400, finishedAt: new Date().toISOString() });
  await page.route("**/api/import-jobs/current", (route) => json(route, 200, { job: null }));
  await page.route("**/api/upload-excel", (route) => json(route, answer.status, answer.body));
  await page.route("**/api/import-jobs/9001", (route) => json(route, 200, current));

  await openExcel(page);
  await fileInput(page).setInputFiles(csvFile("bozuk.csv", "x\n1\n"));
  await uploadButton(page).click();
  await expect(toast(page)).toContainText("Hata!");
  await expect(toast(page)).toContainText("Upload failed: 413 - Dosya 500MB sınırını aşıyor");

  answer = { status: 202, body: { job: job({}) } };
  await uploadButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "İçe aktarma başarısız oldu" })).toContainText("Başlık satırı bulunamadı");
  await expect(toast(page)).toContainText("Upload failed: 400 - Başlık satırı bulunamadı");

  const errors: ImportRowError[] = [
    { row: 2, column: "website", message: "Geçersiz URL", outcome: "dropped" },
    { row: 3, column: "postal_code", message: 'Postal code "90744.0" was written as a decimal number; read as "90744"', outcome: "repaired" },
    { row: 7, column: "name", message: "Business name is missing; the row was skipped", outcome: "skipped" },
  ];
  current = job({
    status: "succeeded",
    finishedAt: new Date().toISOString(),
    result: { imported: 1200, updated: 5, unchanged: 0, merged: 2, skipped: 1, categoriesCreated: 3, citiesFound: 8, totalRows: 1208, errors, errorCount: 250 },
  });
  await uploadButton(page).click();
  const results = page.getByRole("region", { name: "İçe Aktarma Sonuçları" });
  await expect(results).toBeVisible();
  await expect(toast(page)).toContainText("1.200 işletme başarıyla içe aktarıldı");
  await expect(results.getByText("İlk 3 hata gösteriliyor; toplam 250.")).toBeVisible();
  await expect(results.getByRole("link", { name: "Tüm hataları indir (CSV)" })).toHaveAttribute("href", "/api/import-jobs/9001/errors");
  const table = results.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Satır", "Sütun", "Sonuç", "Hata"]);
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table.locator("tbody tr").first()).toContainText("Geçersiz URL");
  await expect(table.locator("tbody tr").nth(0)).toContainText("Değer alınmadı");
  await expect(table.locator("tbody tr").nth(1)).toContainText("Değer onarıldı");
  await expect(table.locator("tbody tr").nth(2)).toContainText("Satır atlandı");

  await page.getByRole("button", { name: "Temizle" }).click();
  await expect(results).toHaveCount(0);
  await expect(page.getByText("Seçilen dosya:")).toHaveCount(0);
});

test("the Excel screen has no serious accessibility problems, idle or with results @mobile", async ({ page }) => {
  const problems: string[] = [];
  const check = async (label: string) => {
    problems.push(...(await seriousAccessibilityProblems(page, label)));
  };
  let current = job({ status: "running", phase: "reading", done: 5, total: 10 });
  await page.route("**/api/import-jobs/current", (route) => json(route, 200, { job: current }));
  await page.route("**/api/import-jobs/9001", (route) => json(route, 200, current));
  await openExcel(page);
  await expect(page.getByRole("progressbar", { name: "İçe aktarma ilerlemesi" })).toBeVisible();
  await check("running");
  current = job({
    status: "succeeded",
    result: { imported: 9, updated: 0, unchanged: 0, merged: 0, skipped: 1, categoriesCreated: 0, citiesFound: 2, totalRows: 10, errors: [{ row: 4, column: "name", message: "Business name is missing; the row was skipped" }], errorCount: 1 },
  });
  await expect(page.getByRole("region", { name: "İçe Aktarma Sonuçları" })).toBeVisible();
  await check("results");
  expect(problems).toEqual([]);
});
