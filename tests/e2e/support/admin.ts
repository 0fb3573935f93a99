import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./e2e-env";

export { E2E_ADMIN };

/**
 * Signs the page's browser context in as the e2e server's first admin, through
 * the same login call the login screen makes; the session cookie lands in the
 * context, so the page's next navigation is signed in.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post("/api/admin/login", {
    data: E2E_ADMIN,
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status(), `admin login failed: ${await res.text()}`).toBe(200);
}
