import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

const INJECTION_DEFAULTS = "server/db/migrations/007-html-injection-defaults.sql";
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The home page as a crawler gets it: server HTML, no JavaScript run. */
async function homeHtml(page: Page): Promise<string> {
  const res = await page.request.get("/", { headers: { "cache-control": "no-cache" } });
  expect(res.status()).toBe(200);
  return res.text();
}

async function resetSettings(page: Page) {
  await sql("DELETE FROM site_settings WHERE key = 'site'");
  // The injection items as a new site has them: the migration's built-in services, nothing else.
  await sql("DELETE FROM html_injections");
  await sql(await readFile(INJECTION_DEFAULTS, "utf8"));
  // The server keeps settings in its read cache for a few seconds: empty it as staff would.
  const res = await page.request.post("/api/clear-cache", { headers: { origin: E2E_BASE_URL } });
  expect(res.status()).toBe(200);
}

test("settings saved on the Settings screen reach the public pages' server HTML", async ({ page }) => {
  await page.context().route(/googletagmanager|facebook|yandex/, (route) => route.abort());
  await loginAsAdmin(page);
  await resetSettings(page);
  try {
    await openScreen(page, "/admin/settings", "Site Ayarları");

    await page.getByRole("tab", { name: "Analitik" }).click();
    await expect(page.getByTestId("status-googleAnalytics")).toContainText("Pasif");
    await page.getByLabel("Google Analytics 4 Ölçüm Kimliği").fill("G-E2ETEST01");
    await page.getByLabel("Meta (Facebook) Piksel Kimliği").fill("12ab");
    await page.getByRole("button", { name: "Ayarları Kaydet" }).click();
    await expect(toast(page)).toContainText("Ayarlar kaydedilemedi");
    await expect(page.getByText("Meta piksel kimliği yalnızca rakamlardan oluşmalı")).toBeVisible();
    expect(await sql("SELECT count(*)::int AS n FROM site_settings WHERE key = 'site'")).toEqual([{ n: 0 }]);

    await page.getByLabel("Meta (Facebook) Piksel Kimliği").fill("123456789012");
    await page.getByRole("tab", { name: "Kod Enjeksiyonu" }).click();
    await page.getByLabel("Head Kodları").fill('<meta name="e2e-head-code" content="1">');
    await page.getByLabel("Footer Kodları").fill('<div id="e2e-footer-code"></div>');
    await expect(page.getByTestId("placement-preview")).toContainText('<meta name="e2e-head-code" content="1">');
    await page.getByRole("tab", { name: "SEO" }).click();
    const description = "Locus e2e: dünyanın dört bir yanından yerel işletmeleri bulun, karşılaştırın ve ziyaret edin; restoranlar, oteller, mağazalar ve hizmetler.";
    await page.getByLabel("Varsayılan Meta Açıklama").fill(description);
    await expect(page.getByText(`${description.length}/160`)).toBeVisible();
    await page.getByLabel("Meta Anahtar Kelimeler").fill("e2e-anahtar, rehber");
    await page.getByRole("button", { name: "Ayarları Kaydet" }).click();
    await expect(toast(page)).toContainText("Ayarlar kaydedildi");
    await page.getByRole("tab", { name: "Analitik" }).click();
    await expect(page.getByTestId("status-googleAnalytics")).toContainText("Aktif: G-E2ETEST01");

    const html = await homeHtml(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01");
    expect(head).toContain("fbq('init','123456789012')");
    expect(head).toContain('<meta name="e2e-head-code" content="1">');
    expect(head).toContain(`<meta name="description" content="${description}"/>`);
    expect(head).toContain('<meta name="keywords" content="e2e-anahtar, rehber">');
    expect(html.slice(html.indexOf("</main>"))).toContain('<div id="e2e-footer-code"></div>');

    // The security tab shows what the server knows.
    await page.getByRole("tab", { name: "Güvenlik" }).click();
    await expect(page.getByRole("heading", { name: /Yönetici Hesapları \(\d+\)/ })).toBeVisible();
    await expect(page.getByText("HTTPS kullanmıyor")).toBeVisible();
    const problems = await seriousAccessibilityProblems(page, "settings security");

    await page.getByRole("button", { name: "Cache Temizle" }).click();
    await expect(toast(page)).toContainText("Cache başarıyla temizlendi");
    expect(problems).toEqual([]);
  } finally {
    await resetSettings(page);
  }
});

test("an HTML injection item is previewed, then applied to public pages when saved", async ({ page }) => {
  await loginAsAdmin(page);
  await resetSettings(page);
  try {
    await openScreen(page, "/admin/html-injection", "HTML Enjeksiyonu");

    // A built-in service still holding its template placeholder cannot be switched on.
    const console = page.getByRole("region", { name: "Google Search Console doğrulaması" });
    await console.getByRole("switch", { name: /etkin/ }).click();
    await page.getByRole("button", { name: "Kaydet ve Uygula" }).click();
    await expect(toast(page)).toContainText("Ayarlar kaydedilemedi");
    await expect(console.getByText("Kodda hâlâ XXXX yer tutucusu var", { exact: false })).toBeVisible();
    await console.getByLabel("HTML Kodu").fill('<meta name="google-site-verification" content="e2e-verification-token">');

    await page.getByRole("tab", { name: "Özel Kodlar" }).click();
    await page.getByRole("button", { name: "Özel Kod Ekle" }).click();
    const custom = page.getByRole("region", { name: "Yeni özel kod" });
    await custom.getByLabel("Ad").fill("E2E sohbet");
    const chat = page.getByRole("region", { name: "E2E sohbet" });
    await chat.getByLabel("HTML Kodu").fill('<div id="e2e-chat-widget"></div>');
    await chat.getByLabel("Konum").selectOption("body-end");
    await chat.getByRole("switch", { name: /etkin/ }).click();

    await page.getByRole("tab", { name: "Önizleme" }).click();
    const preview = page.getByTestId("injection-preview");
    await expect(preview).toContainText("<!-- injection search-console: Google Search Console doğrulaması -->");
    await expect(preview).toContainText('<div id="e2e-chat-widget"></div>');
    const problems = await seriousAccessibilityProblems(page, "injection preview");

    await page.getByRole("button", { name: "Kaydet ve Uygula" }).click();
    await expect(toast(page)).toContainText("HTML kod ayarları kaydedildi ve aktif oldu.");

    const html = await homeHtml(page);
    expect(html.slice(0, html.indexOf("</head>"))).toContain('<meta name="google-site-verification" content="e2e-verification-token">');
    expect(html.slice(html.lastIndexOf("</main>"))).toMatch(/<!-- injection custom-[a-z0-9]+: E2E sohbet --><div id="e2e-chat-widget"><\/div>/);
    // Never in the back office.
    const admin = await (await page.request.get("/admin/html-injection")).text();
    expect(admin).not.toContain("<!-- injection");
    expect(problems).toEqual([]);
  } finally {
    await resetSettings(page);
  }
});
