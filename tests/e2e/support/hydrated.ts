import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so buttons have their handlers: a click on a
 * server-rendered button before that does nothing, and on a busy machine that moment can
 * come well after the page is visible.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}
