import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, loginAsAdmin } from "./support/admin";

// The back office runs under a Content-Security-Policy (only its own bundles and the inline
// scripts React Router writes with the answer's nonce). Every screen must work under it:
// no violation reported by the browser, no script error, and each screen hydrates.
const SCREENS = [
  "/admin",
  "/admin/businesses",
  "/admin/excel",
  "/admin/categories",
  "/admin/messages",
  "/admin/analytics",
  "/admin/database",
  "/admin/ads",
  "/admin/settings",
  "/admin/html-injection",
  "/admin/pricing",
  "/admin/indexing",
];

/** Collects what the browser says about the policy: console messages, violation events, page errors. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test("the login screen works under the back office's policy", async ({ page }) => {
  const problems = watchPolicy(page);
  const response = await page.goto("/admin/login");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  // The form works only once hydrated: step 1 is checked by the server and step 2 follows.
  const key = page.getByLabel("Erişim Anahtarı", { exact: true });
  await expect(key).toBeFocused({ timeout: 30_000 });
  await key.fill(E2E_ADMIN.accessKey);
  await page.getByRole("button", { name: "Devam Et" }).click();
  await expect(page.getByLabel("Kullanıcı Kodu", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("every back-office screen hydrates with no policy violation", async ({ page }) => {
  const problems = watchPolicy(page);
  await loginAsAdmin(page);
  for (const path of SCREENS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  }
  // Client navigation (a .data request) keeps working too.
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: /Settings/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  expect(problems).toEqual([]);
});
