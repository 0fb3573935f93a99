import { expect, test, type Page } from "@playwright/test";
import { startFakeIndexingEndpoint, type FakeIndexingEndpoint } from "../support/fake-indexing-endpoint";
import { createTestServiceAccount } from "../support/test-service-account";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// The engines are a local stand-in that answers as IndexNow and Google do; it
// fetches the key file from the site as IndexNow does, and checks the service
// account's JWT signature before handing out a token.
const account = createTestServiceAccount();
let fake: FakeIndexingEndpoint;

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
}

async function someBusinessUrls(count: number): Promise<string[]> {
  const rows = await sql<{ slug: string }>("SELECT slug FROM businesses ORDER BY id LIMIT $1", [count]);
  return rows.map((row) => `${E2E_BASE_URL}/business/${row.slug}`);
}

/** Google requests answered in the last day, so a walk reaches the quota after `left` more. */
async function leaveGoogleQuota(left: number) {
  const [{ used }] = await sql<{ used: number }>(
    "SELECT count(*)::int AS used FROM url_submissions WHERE engine = 'google' AND http_status IS NOT NULL AND created_at > now() - interval '24 hours'",
  ) as [{ used: number }];
  await sql(
    "INSERT INTO url_submissions (url, engine, status, http_status, message) SELECT $1, 'google', 'success', 200, 'earlier' FROM generate_series(1, $2::int)",
    [`${E2E_BASE_URL}/business/earlier`, Math.max(0, 200 - left - used)],
  );
}

test.beforeAll(async () => {
  fake = await startFakeIndexingEndpoint({ publicKey: account.publicKey, clientEmail: account.clientEmail });
});
test.afterAll(async () => {
  await fake.close();
});
test.beforeEach(async ({ page }) => {
  await sql("DELETE FROM url_submissions");
  await sql("DELETE FROM site_settings WHERE key LIKE 'indexing.%'");
  await sql("DELETE FROM jobs WHERE kind = 'url-indexing'");
  fake.reset();
  fake.indexNow.checkKeyFile = true;
  await loginAsAdmin(page);
});

test("staff set up IndexNow and Google, then send one page and a list from the dashboard", async ({ page }) => {
  await openAdmin(page, "/admin/indexing");
  await expect(page.getByRole("heading", { level: 1, name: "URL İndeksleme" })).toBeVisible();
  await expect(page.getByText("Google Indexing API yalnızca iş ilanı ve canlı yayın sayfaları içindir.")).toBeVisible();
  await expect(page.getByText("Hiçbir indeksleme servisi yapılandırılmamış", { exact: false })).toBeVisible();

  const indexNow = page.getByRole("region", { name: "IndexNow" });
  await indexNow.getByRole("switch", { name: "IndexNow etkin" }).click();
  await indexNow.getByLabel("IndexNow uç noktası").fill(fake.indexNowUrl);
  await indexNow.getByRole("button", { name: "IndexNow Ayarlarını Kaydet" }).click();
  await expect(toast(page)).toContainText("IndexNow ayarları kaydedildi");

  const google = page.getByRole("region", { name: "Google Indexing API" });
  await google.getByLabel("Hizmet hesabı JSON'u").fill("{not json");
  await google.getByRole("button", { name: "Google Ayarlarını Kaydet" }).click();
  await expect(toast(page)).toContainText("Hizmet hesabı geçerli bir JSON olmalı");
  await google.getByLabel("Hizmet hesabı JSON'u").fill(account.json(fake.tokenUrl));
  await expect(google.getByRole("switch", { name: "Google etkin" })).toHaveAttribute("aria-checked", "true");
  await google.getByLabel("Google uç noktası").fill(fake.googleUrl);
  await google.getByRole("button", { name: "Google Ayarlarını Kaydet" }).click();
  await expect(toast(page)).toContainText("Google ayarları kaydedildi");
  await expect(google).toContainText(`Hizmet hesabı: ${account.clientEmail}`);
  await expect(page.locator("body")).not.toContainText("PRIVATE KEY");
  expect(await seriousAccessibilityProblems(page, "indexing screen")).toEqual([]);

  // The key file the engines check is on the site root.
  const key = (await sql<{ key: string }>("SELECT value->>'key' AS key FROM site_settings WHERE key = 'indexing.indexnow'"))[0]!.key;
  const file = await page.request.get(`/${key}.txt`);
  expect(file.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await file.text()).toBe(key);

  // The dashboard card: one page.
  const [first, second, third] = await someBusinessUrls(3);
  await openAdmin(page, "/admin");
  const card = page.getByRole("region", { name: "URL İndeksleme" });
  await expect(card).toContainText("İşletme detay, kategori veya şehir sayfası URL'leri kabul edilir");
  await expect(card).toContainText("Bir seferde en fazla 100 URL gönderilebilir.");
  await expect(card).toContainText("Etkin servisler: IndexNow, Google");
  const sendOne = card.getByRole("button", { name: "URL Gönder", exact: true });
  await expect(sendOne).toBeDisabled();
  await card.getByLabel("Tek URL Gönder").fill(first!);
  fake.google.delayMs = 700;
  await sendOne.click();
  await expect(card.getByRole("button", { name: "Gönderiliyor..." })).toBeDisabled();
  await expect(toast(page)).toContainText("URL Google indexleme için gönderildi!");
  await expect(toast(page)).toContainText("IndexNow: kabul edildi (200)");
  expect(fake.indexNowRequests.map((request) => request.body.urlList)).toEqual([[first]]);
  expect(fake.googleRequests.map((request) => request.body)).toEqual([{ url: first, type: "URL_UPDATED" }]);

  // A foreign address is named, and nothing is sent.
  const box = card.getByLabel("Toplu URL Gönder (her satıra bir URL)");
  await box.fill(`${second}\nhttps://evil.example/business/x`);
  await card.getByRole("button", { name: "2 URL Gönder" }).click();
  await expect(card.getByText("https://evil.example/business/x: bu siteye ait değil")).toBeVisible();
  await expect(toast(page)).toContainText("Toplu URL gönderimi başarısız.");
  expect(fake.indexNowRequests).toHaveLength(1);

  // A list: the button counts the lines, then the progress.
  await box.fill(`${second}\n\n${third}\n${E2E_BASE_URL}/category/restaurant\n`);
  fake.indexNow.delayMs = 800;
  await card.getByRole("button", { name: "3 URL Gönder" }).click();
  await expect(card.getByRole("button", { name: "Gönderiliyor... 0/3" })).toBeDisabled();
  await expect(toast(page)).toContainText("3 URL başarıyla gönderildi, 0 hata oluştu.");
  await expect(card.getByRole("button", { name: "0 URL Gönder" })).toBeDisabled();
  expect(fake.indexNowRequests.at(-1)?.body.urlList).toEqual([second, third, `${E2E_BASE_URL}/category/restaurant`]);

  // Every answer is in the log on the screen.
  await openAdmin(page, "/admin/indexing");
  const log = page.getByRole("region", { name: "Gönderim Kaydı" }).getByRole("row");
  await expect(log).toHaveCount(1 + 8);
  await expect(log.nth(1)).toContainText(`${E2E_BASE_URL}/category/restaurant`);
  await expect(log.nth(1)).toContainText("Başarılı");
  await expect(page.getByRole("region", { name: "Gönderim Kaydı" })).toContainText(first!);
});

test("the automatic walk sends every business page on the server, and its progress survives a reload", async ({ page }) => {
  await page.request.put("/api/admin/url-indexing/settings", {
    data: { indexNow: { enabled: true, endpoint: fake.indexNowUrl }, google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl } },
    headers: { origin: E2E_BASE_URL },
  });
  await leaveGoogleQuota(2);
  const [{ total }] = (await sql<{ total: number }>("SELECT count(*)::int AS total FROM businesses")) as [{ total: number }];
  fake.indexNow.delayMs = 4000;

  await openAdmin(page, "/admin/indexing");
  await page.getByRole("button", { name: "Tüm İşletme URL'lerini Otomatik Gönder" }).click();
  await expect(page.getByRole("button", { name: `Gönderiliyor... 0/${total}` })).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Otomatik gönderim ilerlemesi" })).toHaveAttribute("aria-valuemax", String(total));

  // Closing the page does not stop it: reopened, the screen follows it again.
  await page.reload();
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: /^Gönderiliyor\.\.\. \d+\/\d+$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Durdur" })).toBeVisible();
  await expect(toast(page)).toContainText("Otomatik Gönderim Tamamlandı", { timeout: 30_000 });
  await expect(toast(page)).toContainText(`${total} başarılı, 0 hata.`);
  await expect(page.getByText("Google günlük kotası doldu; kalan URL'ler yalnızca IndexNow'a gönderildi.", { exact: true })).toBeVisible();
  await expect(page.getByText(`Tamamlandı: ${new Intl.NumberFormat("tr-TR").format(total)} / ${new Intl.NumberFormat("tr-TR").format(total)}`)).toBeVisible();

  expect(fake.indexNowRequests).toHaveLength(1);
  expect(fake.indexNowRequests[0]?.body.urlList).toHaveLength(total);
  expect(fake.googleRequests).toHaveLength(2);
  const logged = await sql<{ engine: string; n: number }>(
    "SELECT engine, count(*)::int AS n FROM url_submissions WHERE job_id IS NOT NULL GROUP BY engine ORDER BY engine",
  );
  expect(logged).toEqual([{ engine: "google", n: 2 }, { engine: "indexnow", n: total }]);
  // The log on the screen shows the walk's answers, newest first.
  await expect(page.getByRole("region", { name: "Gönderim Kaydı" }).getByRole("row").nth(1)).toContainText("Google");
});

test("a running walk can be stopped from the dashboard", async ({ page }) => {
  await page.request.put("/api/admin/url-indexing/settings", { data: { indexNow: { enabled: true, endpoint: fake.indexNowUrl } }, headers: { origin: E2E_BASE_URL } });
  fake.indexNow.delayMs = 10_000;
  await openAdmin(page, "/admin");
  const card = page.getByRole("region", { name: "URL İndeksleme" });
  await card.getByRole("button", { name: "Tüm İşletme URL'lerini Otomatik Gönder" }).click();
  await expect(card.getByRole("button", { name: /^Gönderiliyor\.\.\. 0\/\d+$/ })).toBeVisible();
  await card.getByRole("button", { name: "Durdur" }).click();
  await expect(toast(page)).toContainText("Otomatik Gönderim Durduruldu");
  await expect(card.getByText(/^Durduruldu:/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Tüm İşletme URL'lerini Otomatik Gönder" })).toBeEnabled();
  expect(await sql("SELECT status FROM jobs WHERE kind = 'url-indexing'")).toEqual([{ status: "cancelled" }]);
});
