import { expect, test } from "@playwright/test";

test("a visitor opens the home page and sees featured businesses", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Discover World Businesses" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(/Updated \w+ \d{4}/);
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
});

test("the home page is complete without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover World Businesses");
  await expect(page.getByRole("article")).toHaveCount(12);
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

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the mobile menu opens as a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Cities" })).toBeVisible();
  await drawer.getByRole("link", { name: "Home" }).click();
  await expect(drawer).toBeHidden();
});

test("a search that finds nothing says so and offers to clear the filters", async ({ page }) => {
  await page.goto("/?search=qqqxzzv&category=all");
  await expect(page.getByText("No businesses found")).toBeVisible();
  await expect(page.getByText("Try different keywords or browse all categories.")).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
});
