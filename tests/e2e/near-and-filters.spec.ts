import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Business, BusinessPage } from "../../app/lib/business";
import type { City } from "../../app/lib/catalog";
import { formatDistance } from "../../app/lib/format";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { E2E_BASE_URL } from "./support/e2e-env";
import { hydrated } from "./support/hydrated";

// Near me, near a city, the filter bar and how search engines see filtered
// and near pages, against the demo data. Expected lists come from the public
// API, so the pages are checked against the same data they render.

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const names = (businesses: Business[]) => businesses.map((business) => business.name);
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
/** The disclosure that shows the features list. */
const features = (page: Page) => page.locator("summary", { hasText: "Features" });
const matchCount = (total: number) =>
  `${total.toLocaleString("en-US")} ${total === 1 ? "business matches" : "businesses match"}`;

/** A well-rated demo business with coordinates: where the visitor stands. */
async function placeToStand(request: APIRequestContext): Promise<Business> {
  const list = await api<BusinessPage>(request, "/api/businesses?sortBy=rating&sortOrder=desc&limit=20");
  const business = list.businesses.find((one) => one.latitude !== null && one.longitude !== null);
  expect(business).toBeTruthy();
  return business!;
}

test("Near me with the location shared lists the business the visitor stands at first, with its distance", async ({
  browser,
  request,
}) => {
  const here = await placeToStand(request);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    geolocation: { latitude: here.latitude!, longitude: here.longitude! },
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Near me" }).click();

  await expect(page).toHaveURL(/\/businesses\?near=-?\d+(\.\d+)?,-?\d+(\.\d+)?&sortBy=distance$/);
  await expect(heading(page, "Businesses near you")).toBeVisible();
  const near = new URL(page.url()).searchParams.get("near")!;
  // Four decimals at most: the page asks the API with the rounded point.
  for (const degrees of near.split(",")) expect(degrees.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(4);
  const expected = await api<BusinessPage>(request, `/api/businesses?near=${near}&sortBy=distance&limit=12`);
  expect(expected.businesses[0]!.slug).toBe(here.slug);
  const first = page.getByRole("article").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(here.name);
  await expect(first).toContainText(`${formatDistance(expected.businesses[0]!.distanceKm!)} away`);
  expect(await cardNames(page)).toEqual(names(expected.businesses));
  const sort = page.getByRole("group", { name: "Sort by" });
  await expect(sort.getByRole("link", { name: /^Distance/ })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("Within 10 km of your location, nearest first.")).toBeVisible();
  await context.close();
});

test("Near me without permission says so politely and the page stays usable", async ({ page }) => {
  await page.goto("/businesses");
  await hydrated(page);
  await page.getByRole("button", { name: "Near me" }).click();
  const message = page.getByRole("status").filter({ hasText: "Location access is off" });
  await expect(message).toContainText("pick a city instead");
  await expect(page).toHaveURL(/\/businesses$/);

  await page.getByRole("searchbox", { name: "Search businesses" }).fill("pizza");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=pizza/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor picks a city to search near, then filters the list", async ({ page, request }) => {
    const [city] = await api<City[]>(request, "/api/cities?limit=1");
    await page.goto("/");
    // No script, no location: the button is not offered, the city form is.
    await expect(page.getByRole("button", { name: "Near me" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Near a city" }).fill(city!.name);
    await page.getByRole("button", { name: "Go", exact: true }).click();

    await expect(page).toHaveURL(/\/businesses\?sortBy=distance&nearCity=/);
    await expect(heading(page, `Businesses near ${city!.name}`)).toBeVisible();
    const point = `${city!.latitude},${city!.longitude}`;
    const expected = await api<BusinessPage>(request, `/api/businesses?near=${point}&sortBy=distance&limit=12`);
    expect(expected.total).toBeGreaterThan(0);
    expect(await cardNames(page)).toEqual(names(expected.businesses));
    const nearest = formatDistance(expected.businesses[0]!.distanceKm!);
    await expect(page.getByRole("article").first()).toContainText(`${nearest} away`);

    await page.getByRole("combobox", { name: "Minimum rating" }).selectOption("4");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/minRating=4/);
    await expect(page).toHaveURL(/nearCity=/);
    const rated = await api<BusinessPage>(request, `/api/businesses?near=${point}&sortBy=distance&minRating=4`);
    expect(await cardNames(page)).toEqual(names(rated.businesses));
    await expect(page.getByText(matchCount(rated.total))).toBeVisible();
  });
});

test("the filters narrow the list, survive a reload and pagination, and clear @mobile", async ({ page, request }) => {
  const all = await api<BusinessPage>(request, "/api/businesses?limit=12");
  const rated = await api<BusinessPage>(request, "/api/businesses?minRating=4&limit=12&offset=12");
  expect(rated.total).toBeGreaterThan(24);
  expect(rated.total).toBeLessThan(all.total);

  await page.goto("/businesses");
  await hydrated(page);
  await expect(page.getByText(/businesses? match/)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Minimum rating" }).selectOption("4");
  await expect(page).toHaveURL(/\/businesses\?minRating=4$/);
  await expect(page.getByText(matchCount(rated.total))).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Minimum rating" })).toHaveValue("4");
  await expect(page.getByText(matchCount(rated.total))).toBeVisible();

  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/minRating=4&page=2|page=2&minRating=4/);
  await expect(page.getByRole("combobox", { name: "Minimum rating" })).toHaveValue("4");
  await expect.poll(() => cardNames(page)).toEqual(names(rated.businesses));

  // Another filter starts again at page 1, keeping the first.
  await page.getByRole("group", { name: "Price range" }).getByRole("checkbox", { name: "$$", exact: true }).check();
  await expect(page).toHaveURL(/\/businesses\?minRating=4&priceRange=%24%24$/);
  const priced = await api<BusinessPage>(request, "/api/businesses?minRating=4&priceRange=$$&limit=12");
  expect(priced.total).toBeLessThan(rated.total);
  await expect(page.getByText(matchCount(priced.total))).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(names(priced.businesses));

  await features(page).click();
  await page.getByRole("checkbox", { name: "Wheelchair accessible entrance" }).check();
  await expect(page).toHaveURL(/feature=Wheelchair\+accessible\+entrance/);
  const featured = await api<BusinessPage>(
    request,
    "/api/businesses?minRating=4&priceRange=$$&feature=Wheelchair%20accessible%20entrance&limit=12",
  );
  expect(featured.total).toBeLessThan(priced.total);
  await expect(page.getByText(matchCount(featured.total))).toBeVisible();
  await expect(features(page)).toHaveText(/^Features \(1\)/);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("combobox", { name: "Minimum rating" })).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "$$", exact: true })).not.toBeChecked();
  await expect(page.getByText(/businesses? match/)).toHaveCount(0);
});

test("Open now keeps the businesses whose cards say Open Now, as the API counts them", async ({ page, request }) => {
  const open = await api<BusinessPage>(request, "/api/businesses?openNow=true&limit=12");
  const all = await api<BusinessPage>(request, "/api/businesses?limit=12");
  expect(open.total).toBeLessThan(all.total);
  expect(open.businesses.every((business) => business.openNow)).toBe(true);

  await page.goto("/businesses");
  await hydrated(page);
  await page.getByRole("checkbox", { name: "Open now" }).check();
  await expect(page).toHaveURL(/\/businesses\?openNow=true$/);
  await expect(page.getByText(matchCount(open.total))).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(names(open.businesses));
  const cards = page.getByRole("article");
  for (let i = 0; i < open.businesses.length; i++) await expect(cards.nth(i).getByText("Open Now")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Open now" })).toBeChecked();
});

test("filtered and near pages are noindex, follow with the unfiltered canonical", async ({ page, request }) => {
  const [city] = await api<City[]>(request, "/api/cities?limit=1");
  const robots = page.locator('meta[name="robots"]');
  const canonical = page.locator('link[rel="canonical"]');

  await page.goto(`/businesses?city=${city!.slug}`);
  await expect(robots).toHaveAttribute("content", "index, follow, max-image-preview:large");
  await expect(canonical).toHaveAttribute("href", `${E2E_BASE_URL}/businesses?city=${city!.slug}`);

  await page.goto(`/businesses?city=${city!.slug}&minRating=3&priceRange=%24&sortBy=name`);
  await expect(robots).toHaveAttribute("content", "noindex, follow");
  await expect(canonical).toHaveAttribute("href", `${E2E_BASE_URL}/businesses?city=${city!.slug}`);

  await page.goto(`/businesses?nearCity=${city!.slug}&sortBy=distance&page=2`);
  await expect(robots).toHaveAttribute("content", "noindex, follow");
  await expect(canonical).toHaveAttribute("href", `${E2E_BASE_URL}/businesses?page=2`);
});

test("filtered and near pages have no serious accessibility problems @mobile", async ({ page, request }) => {
  // Several pages, each analysed by axe: slow on a loaded machine, so thrice the usual time.
  test.slow();
  const [city] = await api<City[]>(request, "/api/cities?limit=1");
  const problems: string[] = [];
  for (const path of [
    "/businesses?minRating=4&priceRange=%24%24&feature=Delivery&openNow=true",
    `/businesses?nearCity=${city!.slug}&sortBy=distance`,
    "/businesses?nearCity=Atlantis",
  ]) {
    await page.goto(path);
    await hydrated(page);
    // The feature list too, not only its button.
    await features(page).click();
    await expect(page.getByRole("checkbox", { name: "Dine-in" })).toBeVisible();
    problems.push(...(await seriousAccessibilityProblems(page, path)));
  }
  await page.goto("/");
  await hydrated(page);
  problems.push(...(await seriousAccessibilityProblems(page, "/")));
  expect(problems).toEqual([]);
});
