import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// The reset story wipes the demo catalogue and restores it from a backup; it checks the
// data is back and removes the backups it made, so the other browser tests find the
// demo data as it was.

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const COUNT = new Intl.NumberFormat("tr-TR");

async function openDatabase(page: Page) {
  await loginAsAdmin(page);
  const response = await page.goto("/admin/database");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  return response;
}

async function backupNames(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/admin/database/backups");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { backups: { name: string }[] }).backups.map((backup) => backup.name);
}

/** The 'Satır' cell of a table's line in the Tablolar card. */
const rowsOf = (page: Page, table: string) => page.getByRole("row", { name: new RegExp(`^${table}\\b`) }).getByRole("cell").first();
const businessCount = async () => (await sql<{ n: number }>("SELECT count(*)::int AS n FROM businesses"))[0]!.n;

test("the Database screen shows what PostgreSQL reports", async ({ page }) => {
  const response = await openDatabase(page);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Veritabanı Yönetimi" })).toBeVisible();
  const [about] = await sql<{ server_version: string }>("SHOW server_version");
  await expect(page.getByRole("group", { name: "PostgreSQL Sürümü" })).toContainText(about!.server_version);
  await expect(page.getByRole("group", { name: "Veritabanı Boyutu" })).toContainText(/\d+(,\d)? (MB|GB)/);
  await expect(rowsOf(page, "businesses")).toHaveText(COUNT.format(await businessCount()));
  await expect(page.getByRole("row", { name: /^categories/ })).toBeVisible();
});

test("'Optimize Et' runs VACUUM on the server and says so", async ({ page }) => {
  await openDatabase(page);
  await page.getByRole("button", { name: "Optimize Et" }).click();
  await expect(toast(page)).toContainText("Optimize Tamamlandı");
  await expect(toast(page)).toContainText("Veritabanı optimize edildi.");
  const [audit] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'database.optimize'");
  expect(audit!.n).toBeGreaterThan(0);
});

test("a backup, then a reset, then a restore gives back the same businesses", async ({ page }) => {
  test.setTimeout(120_000);
  const countBefore = await businessCount();
  const slugs = (await sql<{ slug: string }>("SELECT slug FROM businesses ORDER BY id LIMIT 3")).map((row) => row.slug);
  expect(countBefore).toBeGreaterThan(0);
  const existing = new Set(await backupNames(page).catch(() => []));
  await openDatabase(page);
  const ours = async () => (await backupNames(page)).filter((name) => !existing.has(name));

  try {
    await page.getByRole("button", { name: "Yedek Al" }).click();
    await expect(toast(page)).toContainText("Yedek Alındı");
    const [backup] = await ours();
    expect(backup).toBeTruthy();
    await expect(page.getByRole("list", { name: "Yedek listesi" })).toContainText(backup!);
    await expect(page.getByRole("group", { name: "Son Yedek" })).toContainText(backup!);

    // The reset says a backup comes first, and takes one.
    await page.getByRole("button", { name: "Veritabanını Sıfırla" }).click();
    const resetDialog = page.getByRole("alertdialog", { name: "Veritabanı sıfırlansın mı?" });
    await expect(resetDialog).toContainText("tam bir yedeği alınacak");
    await resetDialog.getByRole("button", { name: "Yedek Al ve Sıfırla" }).click();
    await expect(toast(page)).toContainText("Tüm veriler başarıyla silindi");
    await expect(resetDialog).toHaveCount(0);
    expect(await businessCount()).toBe(0);
    expect(await ours()).toHaveLength(2);
    await expect(rowsOf(page, "businesses")).toHaveText("0");

    // Restoring the first backup, after a confirmation that says everything is replaced.
    await page.getByRole("button", { name: `${backup} geri yükle` }).click();
    const restoreDialog = page.getByRole("alertdialog", { name: "Yedek geri yüklensin mi?" });
    await expect(restoreDialog).toContainText("Şu anki tüm veriler");
    await expect(restoreDialog).toContainText("erişim anahtarı, kullanıcı kodları ve şifreler yedeğin alındığı andaki hâline döner");
    await restoreDialog.getByRole("button", { name: "Evet, Geri Yükle" }).click();
    await expect(toast(page)).toContainText("Geri Yükleme Tamamlandı");
    expect(await businessCount()).toBe(countBefore);
    await expect(rowsOf(page, "businesses")).toHaveText(COUNT.format(countBefore));
    for (const slug of slugs) {
      const res = await page.request.get(`/api/businesses/${slug}`);
      expect(res.status(), slug).toBe(200);
    }
    // Still signed in after the restore.
    expect((await page.request.get("/api/admin/session")).status()).toBe(200);
  } finally {
    const made = await ours().catch(() => [] as string[]);
    // Whatever happened above, the demo data goes back before the backups do.
    if ((await businessCount()) !== countBefore && made.length > 0) {
      await page.request.post("/api/admin/database/restore", { data: { name: made.at(-1) }, headers: { origin: E2E_BASE_URL } });
    }
    for (const name of made) await page.request.delete(`/api/admin/database/backups/${name}`, { headers: { origin: E2E_BASE_URL } });
  }
  expect(await businessCount()).toBe(countBefore);
});

test("the Database screen has no serious accessibility problems @mobile", async ({ page }) => {
  await openDatabase(page);
  const problems = await seriousAccessibilityProblems(page, "database");
  await page.getByRole("button", { name: "Veritabanını Sıfırla" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  problems.push(...(await seriousAccessibilityProblems(page, "database reset dialog")));
  await page.getByRole("button", { name: "İptal" }).click();
  expect(problems).toEqual([]);
});
