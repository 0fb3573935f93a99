import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Business, BusinessPage } from "../../app/lib/business";
import type { Category } from "../../app/lib/catalog";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// A business of a small category (one page of cards) is marked permanently
// closed behind the server's back, with hours open around the clock so only
// its status can keep "Open Now" off its page; the test puts it back after.

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const ALWAYS_OPEN = Object.fromEntries(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => [day, "Open 24 hours"]),
);

let closed: { id: number; business_status: string; working_hours: unknown } | undefined;

test.afterEach(async ({ browser }) => {
  if (!closed) return;
  await sql("UPDATE businesses SET business_status = $2, working_hours = $3 WHERE id = $1", [closed.id, closed.business_status, JSON.stringify(closed.working_hours)]);
  closed = undefined;
  // Written behind the server's back: the back office's cache clearing tells every process.
  const staff = await browser.newPage();
  await loginAsAdmin(staff);
  expect((await staff.request.post("/api/clear-cache", { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
  await staff.close();
});

test("a permanently closed business says so, never shows Open Now, and its card comes after the open ones", async ({ page, browser, request }) => {
  const categories = await api<Category[]>(request, "/api/categories");
  const category = categories.find((c) => c.businessCount >= 3 && c.businessCount <= 12);
  expect(category, "a category with one page of businesses").toBeTruthy();
  const before = await api<BusinessPage>(request, `/api/businesses?category=${category!.slug}&limit=12`);
  const open = before.businesses.filter((b) => b.businessStatus !== "CLOSED_PERMANENTLY");
  // The best rated open one: first on the page until it closes.
  const target: Business = open[0]!;
  [closed] = await sql<{ id: number; business_status: string; working_hours: unknown }>(
    "SELECT id, business_status, working_hours FROM businesses WHERE id = $1", [target.id],
  );
  await sql("UPDATE businesses SET business_status = 'CLOSED_PERMANENTLY', working_hours = $2 WHERE id = $1", [target.id, JSON.stringify(ALWAYS_OPEN)]);
  const staff = await browser.newPage();
  await loginAsAdmin(staff);
  expect((await staff.request.post("/api/clear-cache", { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
  await staff.close();

  await page.goto(`/business/${target.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
  // The page's header (the related and nearby cards below are other businesses).
  const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByRole("list", { name: "Status" }).getByText("Permanently closed", { exact: true })).toBeVisible();
  await expect(header.getByText("Open Now")).toHaveCount(0);
  await expect(header.getByText("Closed", { exact: true })).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block["@type"] === "LocalBusiness");
  expect(business).toBeTruthy();
  expect(business).not.toHaveProperty("openingHoursSpecification");

  await page.goto(`/category/${category!.slug}`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(category!.businessCount);
  const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
  const closedNames = new Set(before.businesses.filter((b) => b.businessStatus === "CLOSED_PERMANENTLY").map((b) => b.name));
  closedNames.add(target.name);
  // Every permanently closed card after every open one, the one just closed among them.
  const firstClosed = names.findIndex((name) => closedNames.has(name));
  expect(names.slice(firstClosed).every((name) => closedNames.has(name)), names.join(" | ")).toBe(true);
  expect(names.indexOf(target.name)).toBeGreaterThanOrEqual(open.length - 1);
  const card = cards.filter({ hasText: target.name });
  await expect(card.getByText("Permanently closed", { exact: true })).toBeVisible();
  await expect(card.getByText("Open Now")).toHaveCount(0);
});
