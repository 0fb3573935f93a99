import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Business, BusinessPage } from "../../app/lib/business";
import type { Category, City } from "../../app/lib/catalog";
import { hydrated } from "./support/hydrated";

// The demo data: 600 businesses spread over real cities and many categories.
// Expected orders and counts come from the public API, so the pages are
// checked against the same data they render.

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const names = (businesses: Business[]) => businesses.map((business) => business.name);
const cardNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

/** The page's h1 by its accessible name (decorative icons are hidden from it). */
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

/** The category with the most businesses: at least three pages of 12 in the demo data. */
async function biggestCategory(request: APIRequestContext): Promise<Category> {
  const [category] = await api<Category[]>(request, "/api/categories");
  expect(category!.businessCount).toBeGreaterThan(24);
  return category!;
}

/** The city with the most businesses: more than one page of 12 in the demo data. */
async function biggestCity(request: APIRequestContext): Promise<City> {
  const [city] = await api<City[]>(request, "/api/cities?limit=1");
  expect(city!.businessCount).toBeGreaterThan(12);
  return city!;
}

test.describe("categories directory", () => {
  test("lists, searches, pages and switches to the list view", async ({ page, request }) => {
    const all = await api<Category[]>(request, "/api/categories");
    await page.goto("/categories");
    await expect(page).toHaveTitle("Browse 50+ Business Categories | Locus");
    const list = page.getByRole("list", { name: "Categories" });
    await expect(list.getByRole("link")).toHaveCount(18);
    await expect(list.getByRole("link").first()).toHaveAttribute("href", `/category/${all[0]!.slug}`);

    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/categories\?page=2$/);
    await expect(page.getByText(`Showing 19 - 36 of ${all.length} categories`)).toBeVisible();
    await expect(page).toHaveTitle("Browse 50+ Business Categories - Page 2 | Locus");

    await page.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Grid" })).not.toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("link")).toHaveCount(18);

    await page.getByRole("searchbox", { name: "Search categories" }).fill("RESTAUR");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=RESTAUR/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/view=list/);
    const expected = all.filter((category) => category.name.toLowerCase().includes("restaur"));
    await expect(list.getByRole("link")).toHaveCount(Math.min(18, expected.length));
    for (const text of await list.getByRole("link").allTextContents()) expect(text.toLowerCase()).toContain("restaurant");
    await expect(page.getByText(`${expected.length} results found`)).toBeVisible();
  });

  test("says so when a search finds nothing, and when a page is past the end", async ({ page }) => {
    await page.goto("/categories?search=qqxzzv");
    await expect(page.getByText("No search results found")).toBeVisible();
    await page.goto("/categories?page=99");
    await expect(page.getByText("Page 99 is past the end of the list")).toBeVisible();
    await page.getByRole("link", { name: /Go to page \d+/ }).click();
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link").first()).toBeVisible();
  });
});

test.describe("category page", () => {
  test("sort buttons toggle the order, and the cards really change order", async ({ page, request }) => {
    const category = await biggestCategory(request);
    const base = `/api/businesses?category=${category.slug}&limit=12`;
    await page.goto(`/category/${category.slug}`);
    await expect(heading(page, category.name)).toBeVisible();
    await expect(page.getByText(`${category.businessCount} businesses`, { exact: true })).toBeVisible();
    const sort = page.getByRole("group", { name: "Sort by" });
    // No sortBy in the URL: the server's default order (best rated first), no button active.
    await expect(sort.locator("[aria-current]")).toHaveCount(0);
    expect(await cardNames(page)).toEqual(names((await api<BusinessPage>(request, base)).businesses));

    await sort.getByRole("link", { name: "Rating" }).click();
    await expect(page).toHaveURL(/sortBy=rating&sortOrder=asc/);
    await expect(sort.getByRole("link", { name: "Rating" })).toHaveAttribute("aria-current", "true");
    await expect(sort.getByRole("link", { name: "Rating" })).toContainText("↑");
    const ascending = names((await api<BusinessPage>(request, `${base}&sortBy=rating&sortOrder=asc`)).businesses);
    await expect.poll(() => cardNames(page)).toEqual(ascending);

    await sort.getByRole("link", { name: "Rating" }).click();
    await expect(page).toHaveURL(/sortBy=rating&sortOrder=desc/);
    await expect(sort.getByRole("link", { name: "Rating" })).toContainText("↓");
    const descending = names((await api<BusinessPage>(request, `${base}&sortBy=rating&sortOrder=desc`)).businesses);
    expect(descending).not.toEqual(ascending);
    await expect.poll(() => cardNames(page)).toEqual(descending);

    await sort.getByRole("link", { name: "Name" }).click();
    await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
    await expect(sort.getByRole("link", { name: "Rating" })).not.toHaveAttribute("aria-current", "true");
    const byName = names((await api<BusinessPage>(request, `${base}&sortBy=name&sortOrder=asc`)).businesses);
    await expect.poll(() => cardNames(page)).toEqual(byName);
  });

  test("pages through the businesses, and a sort change starts again at page 1", async ({ page, request }) => {
    const category = await biggestCategory(request);
    await page.goto(`/category/${category.slug}?sortBy=name&sortOrder=asc`);
    await expect(page.getByText(`Showing 1 - 12 of ${category.businessCount} businesses in ${category.name}`)).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 13 - 24 of ${category.businessCount} businesses in ${category.name}`)).toBeVisible();
    await expect(page).toHaveTitle(`${category.name} - ${category.businessCount} Businesses - Page 2 | Locus`);
    const second = names((await api<BusinessPage>(request, `/api/businesses?category=${category.slug}&sortBy=name&limit=12&offset=12`)).businesses);
    await expect.poll(() => cardNames(page)).toEqual(second);
    await expect(page.getByRole("article").first().getByRole("link").first()).toHaveAttribute("href", /^\/business\//);

    await page.getByRole("group", { name: "Sort by" }).getByRole("link", { name: "City" }).click();
    await expect(page).toHaveURL(/sortBy=city&sortOrder=asc/);
    await expect(page).not.toHaveURL(/page=/);
  });

  test("search filters the businesses of the category", async ({ page, request }) => {
    const category = await biggestCategory(request);
    const first = (await api<BusinessPage>(request, `/api/businesses?category=${category.slug}&limit=1`)).businesses[0]!;
    await page.goto(`/category/${category.slug}?page=2`);
    await page.getByRole("searchbox").fill(first.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=/);
    expect(new URL(page.url()).searchParams.get("search")).toBe(first.name);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: first.name })).toBeVisible();

    await page.getByRole("searchbox").fill("qqxzzvw");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No search results found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("publishes an ItemList of at most 10 businesses and a breadcrumb", async ({ page, request }) => {
    const category = await biggestCategory(request);
    await page.goto(`/category/${category.slug}?page=2&sortBy=name&sortOrder=desc`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const itemList = blocks.find((block) => block["@type"] === "ItemList");
    expect(itemList.itemListElement.length).toBeGreaterThan(0);
    expect(itemList.itemListElement.length).toBeLessThanOrEqual(10);
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    // The canonical keeps the page number but not the sort.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/category/${category.slug}\\?page=2$`));
  });

  test("invalid parameters fall back to defaults", async ({ page, request }) => {
    const category = await biggestCategory(request);
    const response = await page.goto(`/category/${category.slug}?page=abc&sortBy=bogus&sortOrder=up`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("article")).toHaveCount(12);
    await expect(page.getByRole("group", { name: "Sort by" }).locator("[aria-current]")).toHaveCount(0);
    await page.goto(`/category/${category.slug}?page=999`);
    await expect(page.getByText("Page 999 is past the end of the list")).toBeVisible();
  });

  test("an unknown category answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Categories" }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });
});

test.describe("city page", () => {
  test("@mobile shows the city, sorts, searches and pages", async ({ page, request }) => {
    const city = await biggestCity(request);
    const base = `/api/businesses?city=${city.slug}&countryCode=${city.countryCode}&limit=12`;
    await page.goto(`/city/${city.slug}`);
    await expect(heading(page, `Best Businesses in ${city.name} | Local Directory`)).toBeVisible();
    await expect(page.getByText(`${city.businessCount} businesses in ${city.name}, ${city.country}`)).toBeVisible();
    await expect(page.getByRole("searchbox")).toHaveAttribute("placeholder", "Search businesses...");
    await expect(page.getByText(`Showing 1 - 12 of ${city.businessCount} businesses in ${city.name}`)).toBeVisible();

    const sort = page.getByRole("group", { name: "Sort by" });
    await sort.getByRole("link", { name: "Category" }).click();
    await expect(page).toHaveURL(/sortBy=category&sortOrder=asc/);
    const byCategory = await api<BusinessPage>(request, `${base}&sortBy=category&sortOrder=asc`);
    await expect.poll(() => cardNames(page)).toEqual(names(byCategory.businesses));
    await sort.getByRole("link", { name: "Category" }).click();
    await expect(page).toHaveURL(/sortBy=category&sortOrder=desc/);

    const categoryName = byCategory.businesses[0]!.category!.name;
    const found = await api<BusinessPage>(request, `${base}&search=${encodeURIComponent(categoryName)}`);
    await page.getByRole("searchbox").fill(categoryName);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page).toHaveURL(/sortBy=category&sortOrder=desc/);
    await expect(page.getByText(`${found.total} results found`)).toBeVisible();

    await page.getByRole("searchbox").fill("qqxzzvw");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No search results found")).toBeVisible();
    await expect(page.getByText("0 results found")).toBeVisible();
  });

  test("hands the browser only what its cards show, not each listing's contact details and hours", async ({ request }) => {
    const city = await biggestCity(request);
    const sorted = "sortBy=name&sortOrder=asc";
    const listed = await api<BusinessPage>(request, `/api/businesses?city=${city.slug}&countryCode=${city.countryCode}&limit=12&${sorted}`);
    const html = await (await request.get(`/city/${city.slug}?${sorted}`)).text();
    const withEmail = listed.businesses.filter((business) => business.email);
    expect(withEmail.length).toBeGreaterThan(0);
    for (const business of withEmail) {
      expect(html).toContain(`/business/${business.slug}`);
      expect(html).not.toContain(business.email);
    }
    expect(html).not.toContain("workingHours");
  });

  test("an unknown city answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/city/no-such-city");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "City Not Found" })).toBeVisible();
    await expect(page.getByText("The city you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Cities" }).click();
    await expect(page).toHaveURL(/\/cities$/);
  });
});

test.describe("cities directory", () => {
  test("@mobile a city card expands to six of its businesses and collapses again", async ({ page, request }) => {
    const city = await biggestCity(request);
    await page.goto("/cities");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: new RegExp(city.name) }).first();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass();
    const region = page.getByRole("region", { name: `Businesses in ${city.name}` });
    await expect(region.getByRole("link")).toHaveCount(6);
    await expect(region.getByRole("link").first()).toHaveAttribute("href", /^\/business\//);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(region).toBeHidden();
    // Keyboard: the header is a real button.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(region.getByRole("link")).toHaveCount(6);
  });

  test("shows flags, counts and the Major City badge by business count; View All follows the view", async ({ page, request }) => {
    const cities = await api<City[]>(request, "/api/cities?limit=18");
    await page.goto("/cities");
    const list = page.getByRole("list", { name: "Cities" });
    await expect(list.getByRole("listitem")).toHaveCount(18);
    for (const [index, city] of cities.entries()) {
      const card = list.getByRole("listitem").nth(index);
      await expect(card).toContainText(city.name);
      await expect(card.getByText("Major City")).toHaveCount(city.businessCount > 500 ? 1 : 0);
    }
    const first = cities[0]!;
    await expect(page.getByRole("link", { name: `View All businesses in ${first.name}` })).toHaveAttribute("href", `/city/${first.slug}`);
    await page.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    const viewAll = page.getByRole("link", { name: `View All businesses in ${first.name}` });
    await expect(viewAll).toHaveAttribute("href", `/businesses?${new URLSearchParams({ city: first.name })}`);
    await viewAll.click();
    await expect(heading(page, `Businesses in ${first.name}`)).toBeVisible();
  });

  test("searches cities and says so when nothing matches", async ({ page, request }) => {
    const city = await biggestCity(request);
    await page.goto("/cities?page=2");
    await page.getByRole("searchbox", { name: "Search cities" }).fill(city.name.slice(0, 4).toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole("list", { name: "Cities" })).toContainText(city.name);
    await page.goto("/cities?search=qqxzzvw");
    await expect(page.getByText("No search results found")).toBeVisible();
  });
});

test.describe("search page", () => {
  test("lists the businesses of a city, filtered further by category", async ({ page, request }) => {
    const city = await biggestCity(request);
    const expected = await api<BusinessPage>(request, `/api/businesses?city=${encodeURIComponent(city.name)}&limit=12`);
    await page.goto(`/businesses?city=${encodeURIComponent(city.name)}`);
    await expect(heading(page, `Businesses in ${city.name}`)).toBeVisible();
    expect(await cardNames(page)).toEqual(names(expected.businesses));

    const category = expected.businesses[0]!.category!;
    await page.getByRole("combobox", { name: "Category" }).selectOption(category.slug);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
    await expect(heading(page, `${category.name} businesses in ${city.name}`)).toBeVisible();
    for (const article of await page.getByRole("article").all()) await expect(article).toContainText(category.name);
  });

  test("explains an unknown city instead of failing", async ({ page }) => {
    const response = await page.goto("/businesses?city=Atlantis-Under-The-Sea&sortBy=bogus&page=x");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("City not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Cities" })).toHaveAttribute("href", "/cities");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every directory page is complete, and search and sort still work", async ({ page, request }) => {
    const category = await biggestCategory(request);
    const city = await biggestCity(request);

    await page.goto("/categories");
    await expect(heading(page, "Business Categories")).toBeVisible();
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link")).toHaveCount(18);

    await page.goto("/cities");
    await expect(heading(page, "Browse Cities")).toBeVisible();
    await expect(page.getByRole("list", { name: "Cities" }).getByRole("listitem")).toHaveCount(18);

    await page.goto(`/city/${city.slug}`);
    await expect(heading(page, `Best Businesses in ${city.name} | Local Directory`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(12);

    await page.goto(`/businesses?city=${encodeURIComponent(city.name)}`);
    await expect(heading(page, `Businesses in ${city.name}`)).toBeVisible();

    await page.goto(`/category/${category.slug}`);
    await expect(heading(page, category.name)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(12);
    await page.getByRole("group", { name: "Sort by" }).getByRole("link", { name: "Rating" }).click();
    await expect(page).toHaveURL(/sortBy=rating&sortOrder=asc/);
    await page.getByRole("searchbox").fill("qqxzzvw");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=qqxzzvw/);
    await expect(page).toHaveURL(/sortBy=rating/);
    await expect(page.getByText("No search results found")).toBeVisible();
  });
});
