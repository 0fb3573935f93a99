import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { loginAsAdmin } from "./support/admin";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const menu = (page: Page) => page.getByRole("navigation", { name: "Yönetim menüsü" });
const count = (value: number) => new Intl.NumberFormat("tr-TR").format(value);

/** Opens an admin page signed in and waits until its scripts run (the collapse button reacts from then on). */
async function openAdmin(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  return response;
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test("the dashboard shows measured figures, shortcuts and recent activity", async ({ page }) => {
  const response = await openAdmin(page, "/admin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(/Hoş geldiniz, e2e-admin/)).toBeVisible();

  const stats = (await (await page.request.get("/api/businesses/stats")).json()) as { total: number; categories: number };
  const total = page.getByRole("group", { name: "Toplam İşletme" });
  await expect(total).toContainText(count(stats.total));
  await expect(total).toContainText("active record");
  await expect(page.getByRole("group", { name: "Kategoriler" })).toContainText(count(stats.categories));
  // Growth: the demo data was all created at the first start, in one month.
  const growth = page.getByRole("group", { name: "Bu Ay Büyüme" });
  await expect(growth).toContainText(/Bu ay [\d.]+ yeni kayıt/);
  const performance = page.getByRole("group", { name: "Performans" });
  await expect(performance).toContainText(/\d+ (saniye|dakika|saat|gün)/);
  await expect(performance).toContainText(/hata oranı %[\d,]+/);
  await expect(performance).toContainText(/\d+ süreç/);
  // None of the sample figures the first version printed.
  await expect(page.getByText("+12.5%")).toHaveCount(0);
  await expect(page.getByText("98.9%")).toHaveCount(0);

  const shortcuts = page.getByRole("region", { name: "Hızlı Erişim" });
  await expect(shortcuts.getByRole("link", { name: /İşletmeleri Yönet/ })).toHaveAttribute("href", "/admin/businesses");
  await expect(shortcuts.getByRole("link", { name: /İşletmeleri Yönet/ })).toContainText(`${count(stats.total)} kaydı`);
  await expect(shortcuts.getByRole("link", { name: /Excel İçe Aktarma/ })).toHaveAttribute("href", "/admin/excel");
  await expect(shortcuts.getByRole("link", { name: /Analitik/ })).toHaveAttribute("href", "/admin/analytics");
  await expect(shortcuts.getByRole("link", { name: /Reklam Yönetimi/ })).toHaveAttribute("href", "/admin/ads");

  // The login this test made is the newest audit entry.
  const activities = page.getByRole("region", { name: "Son Aktiviteler" }).getByRole("listitem");
  await expect(activities.first()).toContainText("Sisteme giriş yapıldı");
  await expect(activities.first()).toContainText("e2e-admin");
  await expect(activities.first()).toContainText(/az önce|dakika önce/);
  expect(await activities.count()).toBeLessThanOrEqual(10);
});

test("Sitemap Refresh: busy while the server rebuilds, then the server's message", async ({ page }) => {
  await openAdmin(page, "/admin");
  await page.route("**/api/admin/refresh-sitemap", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const card = page.getByRole("button", { name: /Sitemap Yenile/ });
  await card.click();
  await expect(page.getByRole("button", { name: /Yenileniyor\.\.\./ })).toBeDisabled();
  await expect(toast(page)).toContainText("Sitemap Yenilendi");
  await expect(toast(page)).toContainText("Sitemap önbelleği temizlendi; site haritası yeniden oluşturuldu.");
  await expect(card).toBeEnabled();
  // The refresh is in the activity list after the next load.
  await page.reload();
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready");
  await expect(page.getByRole("region", { name: "Son Aktiviteler" }).getByRole("listitem").first()).toContainText("Sitemap yenilendi");

  await page.unroute("**/api/admin/refresh-sitemap");
  await page.route("**/api/admin/refresh-sitemap", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal server error" }) }),
  );
  await page.getByRole("button", { name: /Sitemap Yenile/ }).click();
  await expect(toast(page)).toContainText("Sitemap yenileme başarısız");
  await expect(toast(page)).toContainText("500: Internal server error");
});

test("the menu lists the screens in order and highlights the current one", async ({ page }) => {
  await openAdmin(page, "/admin");
  await expect(page.getByText("Admin Panel", { exact: true })).toBeVisible();
  await expect(page.getByText("Management Dashboard", { exact: true })).toBeVisible();
  await expect(page.getByText("Business Directory v1.0")).toBeVisible();
  const names = ["Admin Dashboard", "Business Management", "Excel Import", "Analytics", "Database", "Settings", "Reklam Yönetimi", "Fiyatlandırma", "URL İndeksleme", "Kategoriler"];
  const links = menu(page).getByRole("link");
  await expect(links).toHaveCount(names.length + 1);
  for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
  await expect(links.nth(names.length)).toHaveAccessibleName(/^Mesajlar/);
  const current = menu(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName("Admin Dashboard");

  await menu(page).getByRole("link", { name: "Excel Import" }).click();
  await expect(page).toHaveURL(/\/admin\/excel$/);
  await expect(current).toHaveAccessibleName("Excel Import");
  await expect(page.getByRole("heading", { level: 1, name: "Excel İçe Aktarma" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(current).toHaveAccessibleName("Analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(current).toHaveAccessibleName("Admin Dashboard");
});

test("an unknown admin address is a 404 inside the shell", async ({ page }) => {
  const response = await openAdmin(page, "/admin/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test("the sidebar collapses to icons, keeps names as tooltips and remembers the choice", async ({ page }) => {
  await openAdmin(page, "/admin");
  const collapse = page.getByRole("button", { name: "Menüyü daralt" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await collapse.click();
  const expand = page.getByRole("button", { name: "Menüyü genişlet" });
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  const dashboard = menu(page).getByRole("link", { name: "Admin Dashboard" });
  // The label is no longer printed (only kept as hidden text), but still the link's name and tooltip.
  await expect(dashboard.locator(".truncate")).toHaveCount(0);
  await expect(dashboard).toHaveAttribute("title", "Admin Dashboard");
  await expect(page.getByText("Management Dashboard", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Çıkış Yap" })).toBeVisible();
  // The width animates; wait for it to settle on the narrow rail.
  await expect.poll(async () => (await page.locator("#admin-sidebar").boundingBox())?.width ?? 0).toBeLessThan(100);

  await page.reload();
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready");
  await expect(page.getByRole("button", { name: "Menüyü genişlet" })).toBeVisible();
  await page.getByRole("button", { name: "Menüyü genişlet" }).click();
  await expect(menu(page).getByRole("link", { name: "Admin Dashboard" }).getByText("Admin Dashboard")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Menüyü daralt" })).toBeVisible();
});

test("small screens: a top bar and the menu as a drawer @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAdmin(page, "/admin");
  await expect(page.getByText("Yönetim Sistemi", { exact: true })).toBeVisible();
  await expect(page.getByText("Mobil Dashboard", { exact: true })).toBeVisible();
  await expect(page.locator("#admin-sidebar")).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const open = page.getByRole("button", { name: "Menüyü aç" });
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();
  const drawer = page.getByRole("dialog", { name: "Menü" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await open.click();
  await drawer.getByRole("link", { name: /Mesajlar/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Mesajlar" })).toBeVisible();
  await open.click();
  await expect(drawer.getByRole("link", { name: /Mesajlar/ })).toHaveAttribute("aria-current", "page");
  await expect(drawer.getByRole("button", { name: "Çıkış Yap" })).toBeVisible();
});

test("admin pages have no serious accessibility problems @mobile", async ({ page }) => {
  // Several pages, each analysed by axe: slow on a loaded machine, so thrice the usual time.
  test.slow();
  const problems: string[] = [];
  const check = async (label: string) => {
    problems.push(...(await seriousAccessibilityProblems(page, label)));
  };
  for (const path of ["/admin", "/admin/messages", "/admin/settings", "/admin/no-such-screen"]) {
    await openAdmin(page, path);
    await check(path);
  }
  const first = ((await (await page.request.get("/api/admin/messages?limit=1")).json()) as { messages: { id: number }[] }).messages[0];
  // An opened message, if the inbox has one (opening marks it read, as any visit would).
  if (first) {
    await openAdmin(page, `/admin/messages?open=${first.id}`);
    await check("/admin/messages?open");
  }
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await openAdmin(page, "/admin");
    await page.getByRole("button", { name: "Menüyü daralt" }).click();
    await check("/admin (collapsed)");
    await page.getByRole("button", { name: "Menüyü genişlet" }).click();
  }
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await expect(page.getByLabel("Erişim Anahtarı", { exact: true })).toBeFocused({ timeout: 30_000 });
  await check("/admin/login");
  expect(problems).toEqual([]);
});
