import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydrated";

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("a visitor opens the home page and sees every section @mobile", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Discover World Businesses" })).toBeVisible();
  await expect(page.getByText("1.6K+")).toBeVisible();
  await expect(page.getByText("50+", { exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(/Updated \w+ \d{4}/);
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("heading", { name: "Popular Categories" })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="popular-categories"] li')).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Top Cities" })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="top-cities"] li')).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
  for (const point of ["Interactive Maps", "Easy Search", "Detailed Location"]) {
    await expect(page.getByRole("heading", { name: point })).toBeVisible();
  }
});

test("the stat tile counts every business and category", async ({ page, request }) => {
  const stats = (await (await request.get("/api/businesses/stats")).json()) as { total: number };
  const categories = (await (await request.get("/api/categories")).json()) as unknown[];
  await page.goto("/");
  const tiles = page.locator("dl");
  await expect(tiles).toContainText(stats.total.toLocaleString("en-US"));
  await expect(tiles).toContainText(String(categories.length));
});

test("the home page is complete without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover World Businesses");
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("heading", { name: "Top Cities" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search businesses or locations" }).fill("pizzeria");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await context.close();
});

test("a visitor searches with a typo and finds pizzerias", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search businesses or locations" }).fill("pizzria");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=pizzria/);
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText(/Pizzeria/i);
  await expect(page.getByText(/\d+ results found/)).toBeVisible();
});

test("the category filter narrows the results and Clear resets them", async ({ page, request }) => {
  const categories = (await (await request.get("/api/categories")).json()) as Array<{ slug: string; name: string }>;
  const category = categories[0]!;
  await page.goto("/");
  await page.getByLabel("Category").selectOption(category.slug);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(category.name);
  await page.getByRole("link", { name: "Clear", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
});

test("'View More Businesses' leads to the full list", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View More Businesses" }).click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("strips link to category and city pages", async ({ page }) => {
  await page.goto("/");
  const firstCity = page.locator('section[aria-labelledby="top-cities"] li a').first();
  const href = await firstCity.getAttribute("href");
  expect(href).toMatch(/^\/city\/[a-z0-9-]+$/);
  await firstCity.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goto("/");
  await page.getByRole("link", { name: "View All: Popular Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test("the home page describes the site to search engines", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Discover World Businesses/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow, max-image-preview:large");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Discover World Businesses/);
  const blocks = await jsonLd(page);
  const types = blocks.map((block) => block["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  const website = blocks.find((block) => block["@type"] === "WebSite") as { potentialAction: { "@type": string; target: { urlTemplate: string } } };
  expect(website.potentialAction["@type"]).toBe("SearchAction");
  expect(website.potentialAction.target.urlTemplate).toContain("search={search_term_string}");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description!.length).toBeLessThanOrEqual(160);
});

test("the mobile menu opens as a drawer @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Cities" })).toBeVisible();
  await drawer.getByRole("link", { name: "Home" }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("a search that finds nothing says so and offers to clear the filters", async ({ page }) => {
  await page.goto("/?search=qqqxzzv&category=all");
  await expect(page.getByText("No businesses found")).toBeVisible();
  await expect(page.getByText("Try different keywords or browse all categories.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View More Businesses" })).toHaveCount(0);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
});
