import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const steps = (page: Page) => page.getByRole("list", { name: "Giriş adımları" }).getByRole("listitem");

/** The step the indicator marks as current, 1-3. */
async function currentStep(page: Page): Promise<number> {
  const items = await steps(page).all();
  for (const [index, item] of items.entries()) if ((await item.getAttribute("aria-current")) === "step") return index + 1;
  return 0;
}

async function openLogin(page: Page) {
  const response = await page.goto("/admin/login");
  // The first field takes the focus once the scripts run: from then on the form is live
  // (a development server compiles on the first visit, hence the long wait).
  await expect(page.getByLabel("Erişim Anahtarı", { exact: true })).toBeFocused({ timeout: 30_000 });
  return response;
}

test.describe("signing in", () => {
  // Its own client address (the server trusts its loopback proxy: TRUST_PROXY), so the
  // failed attempts below never eat into another test's allowance. The counts live in the
  // database, which outlives the server between local runs: each run starts afresh.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.31" } });
  test.beforeAll(async () => {
    await sql("DELETE FROM rate_limits WHERE key LIKE 'admin-login-%'");
  });

  test("three steps, each checked by the server, with Back, wrong values and the dashboard at the end", async ({ page }) => {
    const response = await openLogin(page);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page).toHaveTitle(/Sistem Girişi/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Sistem Girişi" })).toBeVisible();
    await expect(steps(page)).toHaveCount(3);
    expect(await currentStep(page)).toBe(1);

    // Step 1: a hidden field; the button waits for something other than spaces.
    const key = page.getByLabel("Erişim Anahtarı", { exact: true });
    await expect(key).toHaveAttribute("type", "password");
    const next = page.getByRole("button", { name: "Devam Et" });
    await expect(next).toBeDisabled();
    await expect(page.getByRole("button", { name: "Geri" })).toHaveCount(0);
    await key.fill("   ");
    await expect(next).toBeDisabled();
    await key.fill("not-the-key");
    await next.click();
    await expect(toast(page)).toContainText("Hatalı Erişim Anahtarı");
    await expect(toast(page)).toContainText("Lütfen tekrar deneyin.");
    expect(await currentStep(page)).toBe(1);
    await expect(key).toHaveValue("");

    // While the server checks, the button is disabled and says so.
    await page.route("**/api/admin/login/check", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await key.fill(E2E_ADMIN.accessKey);
    await next.click();
    await expect(page.getByRole("button", { name: "Kontrol ediliyor..." })).toBeDisabled();
    await expect(toast(page)).toContainText("Adım 1 Tamamlandı");
    await page.unroute("**/api/admin/login/check");

    // Step 2: the user code, in plain text.
    const userCode = page.getByLabel("Kullanıcı Kodu", { exact: true });
    await expect(userCode).toBeFocused();
    await expect(userCode).toHaveAttribute("type", "text");
    await expect(userCode).toHaveAttribute("autocomplete", "username");
    expect(await currentStep(page)).toBe(2);
    await userCode.fill("nobody-here");
    await page.getByRole("button", { name: "Devam Et" }).click();
    await expect(toast(page)).toContainText("Hatalı Kullanıcı Kodu");
    expect(await currentStep(page)).toBe(2);

    // Back goes down one step; the access key is still there.
    await page.getByRole("button", { name: "Geri" }).click();
    expect(await currentStep(page)).toBe(1);
    await expect(key).toHaveValue(E2E_ADMIN.accessKey);
    await page.getByRole("button", { name: "Devam Et" }).click();
    await expect(toast(page)).toContainText("Adım 1 Tamamlandı");
    await userCode.fill(E2E_ADMIN.userCode);
    await page.getByRole("button", { name: "Devam Et" }).click();
    await expect(toast(page)).toContainText("Adım 2 Tamamlandı");

    // Step 3: the password.
    const password = page.getByLabel("Şifre", { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(await currentStep(page)).toBe(3);
    const signIn = page.getByRole("button", { name: "Sisteme Giriş" });
    await expect(signIn).toBeDisabled();
    await password.fill("wrong-password");
    await signIn.click();
    await expect(toast(page)).toContainText("Hatalı Şifre");
    expect(await currentStep(page)).toBe(3);
    await expect(page).toHaveURL(/\/admin\/login$/);

    await password.fill(E2E_ADMIN.password);
    await signIn.click();
    await expect(toast(page)).toContainText("Giriş Başarılı");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const stats = (await (await page.request.get("/api/businesses/stats")).json()) as { total: number };
    await expect(page.getByRole("group", { name: "Toplam İşletme" })).toContainText(new Intl.NumberFormat("tr-TR").format(stats.total));
  });

  test("too many failures: the server's message is shown", async ({ page }) => {
    await openLogin(page);
    const message = "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin.";
    await page.route("**/api/admin/login/check", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", headers: { "Retry-After": "900" }, body: JSON.stringify({ error: message }) }),
    );
    await page.getByLabel("Erişim Anahtarı", { exact: true }).fill("anything");
    await page.getByRole("button", { name: "Devam Et" }).click();
    await expect(toast(page)).toContainText(message);
    expect(await currentStep(page)).toBe(1);
  });

  test("a busy server: its message is shown and the value kept for a retry", async ({ page }) => {
    await openLogin(page);
    const message = "Sunucu şu anda çok sayıda giriş denemesini işliyor. Lütfen birkaç saniye sonra tekrar deneyin.";
    await page.route("**/api/admin/login/check", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", headers: { "Retry-After": "2" }, body: JSON.stringify({ error: message }) }),
    );
    const accessKey = page.getByLabel("Erişim Anahtarı", { exact: true });
    await accessKey.fill("anything");
    await page.getByRole("button", { name: "Devam Et" }).click();
    await expect(toast(page)).toContainText("Sunucu Meşgul");
    await expect(toast(page)).toContainText(message);
    await expect(accessKey).toHaveValue("anything");
    expect(await currentStep(page)).toBe(1);
  });
});

test("without JavaScript the page says sign-in needs it", async ({ browser, request }) => {
  // Chromium's script switch does not turn on <noscript> rendering, so the note is read from the HTML.
  const html = await (await request.get("/admin/login")).text();
  expect(html).toMatch(/<noscript>[^]*Sisteme giriş için JavaScript gereklidir\.[^]*<\/noscript>/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login");
  // Nothing can be posted as a plain form, so no secret ends up in an address or a log line.
  await expect(page.getByRole("button", { name: "Devam Et" })).toBeDisabled();
  await context.close();
});

test("a signed-in admin visiting the login page goes to the dashboard", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin$/);
});

test("'Çıkış Yap' ends the session: the dashboard asks for a login again", async ({ page, context }) => {
  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === "locus_admin")?.value ?? "";
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await context.cookies()).some((cookie) => cookie.name === "locus_admin" && cookie.value !== "")).toBe(false);
  expect(await sql("SELECT id FROM admin_sessions WHERE token_hash = $1", [sha256(token)])).toEqual([]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an expired session sends the next navigation to the login page", async ({ page, context }) => {
  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === "locus_admin")?.value ?? "";
  const updated = await sql("UPDATE admin_sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1 RETURNING id", [sha256(token)]);
  expect(updated).toHaveLength(1);
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: /Mesajlar/ }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sistem Girişi" })).toBeVisible();
});

test("every admin page without a session redirects to the login page", async ({ page }) => {
  for (const path of ["/admin", "/admin/businesses", "/admin/messages", "/admin/messages?open=1", "/admin/excel", "/admin/categories", "/admin/analytics", "/admin/database", "/admin/settings", "/admin/ads", "/admin/pricing", "/admin/no-such-screen"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
  }
  const api = await page.request.get("/api/admin/messages");
  expect(api.status()).toBe(401);
});

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
