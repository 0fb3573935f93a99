import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from "@playwright/test";
import type { BusinessPage } from "../../app/lib/business";
import type { City } from "../../app/lib/catalog";
import { seriousAccessibilityProblems } from "./support/accessibility";
import { hydrated } from "./support/hydrated";

// The map view of the business lists, against the demo data and the real /api/map.
// This machine, like CI, has no network for map tiles: every test blocks them
// anyway, so the markers and clusters are seen over a blank background.

const TILES = /^https:\/\/tile\.openstreetmap\.org\//;
const CLUSTER = /^([\d,]+) businesses, zoom in$/;
const LEAFLET_CONTROLS = ["Zoom in", "Zoom out", "Close popup"];

interface MapAnswer {
  total: number;
  clusters: { count: number }[];
  points: { slug: string; name: string }[];
}

const mapOf = (page: Page) => page.getByRole("region", { name: "Map of the results" });
const areaCount = (page: Page) => page.getByText(/^[\d,]+ business(es)? in this area$/);
const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** Tiles are refused before they leave the browser; the count shows the map did ask for them. */
async function blockTiles(page: Page): Promise<{ asked: number }> {
  const tiles = { asked: 0 };
  await page.route(TILES, async (route) => {
    tiles.asked += 1;
    await route.abort();
  });
  return tiles;
}

const isMapAnswer = (response: Response) => new URL(response.url()).pathname === "/api/map" && response.ok();

/** Opens a page of the site and waits for the map's first answer. */
async function openMap(page: Page, path: string): Promise<{ answer: MapAnswer; url: URL }> {
  const answered = page.waitForResponse(isMapAnswer);
  await page.goto(path);
  const response = await answered;
  await hydrated(page);
  await expect(areaCount(page)).toBeVisible();
  return { answer: (await response.json()) as MapAnswer, url: new URL(response.url()) };
}

/** The names of the map's buttons as a screen reader meets them, Leaflet's own controls left out. */
async function buttonNames(map: Locator): Promise<string[]> {
  const snapshot = await map.ariaSnapshot();
  const quoted = [...snapshot.matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
  const names = quoted.map((name) => JSON.parse(`"${name}"`) as string);
  return names.filter((name) => !LEAFLET_CONTROLS.includes(name));
}

/** The clusters' counts and the point markers' names. */
async function markers(map: Locator): Promise<{ clusters: number[]; points: string[] }> {
  const names = await buttonNames(map);
  const clusters = names.filter((name) => CLUSTER.test(name)).map((name) => numberIn(name.match(CLUSTER)![1]!));
  return { clusters, points: names.filter((name) => !CLUSTER.test(name)) };
}

/** The map's markers add up to the count it shows. */
async function expectCountsAddUp(page: Page): Promise<number> {
  const shown = numberIn((await areaCount(page).textContent())!);
  const { clusters, points } = await markers(mapOf(page));
  expect(clusters.length + points.length).toBeGreaterThan(0);
  expect(clusters.reduce((sum, count) => sum + count, 0) + points.length).toBe(shown);
  return shown;
}

async function zoomOf(page: Page): Promise<number> {
  return Number(await mapOf(page).getAttribute("data-zoom"));
}

/** The map's clusters wholly in sight (one at the edge may be cut by the map's frame), with their counts. */
async function clustersInSight(page: Page): Promise<{ cluster: Locator; count: number }[]> {
  const frame = (await mapOf(page).boundingBox())!;
  const found: { cluster: Locator; count: number }[] = [];
  for (const name of (await buttonNames(mapOf(page))).filter((text) => CLUSTER.test(text))) {
    const cluster = mapOf(page).getByRole("button", { name, exact: true }).first();
    const box = await cluster.boundingBox();
    const inside = box && box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width
      && box.y + box.height <= frame.y + frame.height;
    if (inside) found.push({ cluster, count: numberIn(name.match(CLUSTER)![1]!) });
  }
  return found;
}

/** Clicks a cluster in sight (the smallest, or the biggest) and waits for the map's answer at the new zoom. */
async function openCluster(page: Page, which: "smallest" | "biggest"): Promise<void> {
  const clusters = await clustersInSight(page);
  expect(clusters.length).toBeGreaterThan(0);
  clusters.sort((a, b) => (which === "smallest" ? a.count - b.count : b.count - a.count));
  const answered = page.waitForResponse(isMapAnswer);
  await clusters[0]!.cluster.click();
  await answered;
  await expect(areaCount(page)).toBeVisible();
}

/** Opens the smallest cluster until a business shows as a marker of its own. */
async function zoomToPoints(page: Page): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    if ((await markers(mapOf(page))).points.length > 0) return;
    const before = await zoomOf(page);
    await openCluster(page, "smallest");
    expect(await zoomOf(page)).toBeGreaterThan(before);
  }
  throw new Error("no business showed on its own after opening 8 clusters");
}

/** Presses Tab until `target` has the focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

async function biggestCity(request: APIRequestContext): Promise<City> {
  const [city] = (await (await request.get("/api/cities?limit=1")).json()) as City[];
  return city!;
}

test("the search map shows clusters and markers without tiles, adding up to its count @mobile", async ({ page }) => {
  const tiles = await blockTiles(page);
  const { answer, url } = await openMap(page, "/businesses?view=map");
  expect(url.searchParams.get("bbox")).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  expect(Number(url.searchParams.get("zoom"))).toBe(await zoomOf(page));
  const shown = await expectCountsAddUp(page);
  expect(shown).toBe(answer.total);
  expect(answer.clusters.length).toBeGreaterThan(0);
  expect(tiles.asked).toBeGreaterThan(0);
  // The server-rendered list stays under the map.
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a cluster zooms in, a marker's card leads to its business, and the map survives a reload", async ({ page }) => {
  await blockTiles(page);
  await openMap(page, "/businesses?view=map");
  const start = await zoomOf(page);
  await openCluster(page, "biggest");
  expect(await zoomOf(page)).toBe(start + 2);
  await expectCountsAddUp(page);
  await expect(page).toHaveURL(new RegExp(`[?&]zoom=${start + 2}(&|$)`));
  await expect(page).toHaveURL(/[?&]bbox=/);

  await page.reload();
  await hydrated(page);
  await expect(areaCount(page)).toBeVisible();
  expect(await zoomOf(page)).toBe(start + 2);
  const views = page.getByRole("group", { name: "View" });
  await expect(views.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "true");

  await zoomToPoints(page);
  const [name] = (await markers(mapOf(page))).points;
  // Enter on a focused marker opens its card, as a click does.
  await mapOf(page).getByRole("button", { name: name!, exact: true }).first().focus();
  await page.keyboard.press("Enter");
  const link = mapOf(page).getByRole("link", { name: name!, exact: true });
  await expect(link).toHaveAttribute("href", /^\/business\/[^/]+$/);
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
});

test("the list and the map are one Tab and Enter apart, for keyboard users", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/businesses");
  await hydrated(page);
  const views = page.getByRole("group", { name: "View" });
  await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
  await expect(mapOf(page)).toHaveCount(0);

  await tabTo(page, views.getByRole("link", { name: "Map" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/businesses\?view=map$/);
  await expect(views.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "true");
  await expect(areaCount(page)).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(areaCount(page)).toBeVisible();
  await tabTo(page, views.getByRole("link", { name: "Map" }));
  await page.keyboard.press("Shift+Tab");
  await expect(views.getByRole("link", { name: "List" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(mapOf(page)).toHaveCount(0);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a city page's map opens on the city and shows only its businesses", async ({ page, request }) => {
  await blockTiles(page);
  const city = await biggestCity(request);
  const { answer, url } = await openMap(page, `/city/${city.slug}?view=map`);
  expect(url.searchParams.get("city")).toBe(city.slug);
  if (city.countryCode) expect(url.searchParams.get("countryCode")).toBe(city.countryCode);
  expect(await zoomOf(page)).toBe(11);
  const shown = await expectCountsAddUp(page);
  expect(shown).toBe(answer.total);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(city.businessCount);
  const listed = (await (await request.get(`/api/businesses?city=${city.slug}&limit=12`)).json()) as BusinessPage;
  await expect(page.getByRole("article").first()).toContainText(listed.businesses[0]!.name);
});

test("a distance search's map opens on its circle and shows the businesses within it", async ({ page, request }) => {
  await blockTiles(page);
  const city = await biggestCity(request);
  const near = `${city.latitude},${city.longitude}`;
  const listed = (await (await request.get(`/api/businesses?near=${near}&radius=5&limit=1`)).json()) as BusinessPage;
  expect(listed.total).toBeGreaterThan(0);
  const { answer, url } = await openMap(page, `/businesses?view=map&near=${near}&radius=5`);
  expect(url.searchParams.get("near")).toBe(near);
  expect(url.searchParams.get("radius")).toBe("5");
  // The whole circle is in sight, so every business of the distance search is on the map.
  expect(answer.total).toBe(listed.total);
  expect(await expectCountsAddUp(page)).toBe(listed.total);
});

test("a search near a city hands the map the city's point", async ({ page, request }) => {
  await blockTiles(page);
  const city = await biggestCity(request);
  const { url, answer } = await openMap(page, `/businesses?view=map&nearCity=${city.slug}&radius=5`);
  const [lat, lng] = url.searchParams.get("near")!.split(",").map(Number);
  expect(lat).toBeCloseTo(city.latitude!, 3);
  expect(lng).toBeCloseTo(city.longitude!, 3);
  expect(url.searchParams.get("radius")).toBe("5");
  expect(url.searchParams.has("nearCity")).toBe(false);
  const near = url.searchParams.get("near");
  const listed = (await (await request.get(`/api/businesses?near=${near}&radius=5&limit=1`)).json()) as BusinessPage;
  expect(answer.total).toBe(listed.total);
  await expectCountsAddUp(page);
});

test("after the visitor moves the map, Search this area reloads it for what it shows", async ({ page }) => {
  await blockTiles(page);
  await openMap(page, "/businesses?view=map");
  const search = page.getByRole("button", { name: "Search this area" });
  await expect(search).toHaveCount(0);
  await mapOf(page).focus();
  // Leaflet's keyboard zoom: the map's own move, made by the visitor.
  await page.keyboard.press("Equal");
  await expect(search).toBeVisible();
  const answered = page.waitForResponse(isMapAnswer);
  await search.click();
  const answer = (await (await answered).json()) as MapAnswer;
  await expect(search).toHaveCount(0);
  await expect(areaCount(page)).toHaveText(new RegExp(`^${answer.total.toLocaleString("en-US")} business`));
  await expectCountsAddUp(page);
  await expect(page).toHaveURL(/[?&]bbox=.*&zoom=\d+/);
});

test("without JavaScript the map view is the list, and a note says the map needs it", async ({ browser, request }) => {
  // A browser with scripting off shows <noscript>; Playwright's switch only stops scripts, so the
  // note is read from the page's HTML, and the list from a page without scripts.
  const html = await (await request.get("/businesses?view=map")).text();
  const note = "The map needs JavaScript; the businesses are listed below.";
  expect(html).toMatch(new RegExp(`<noscript><p [^>]*>${note.replace(".", "\\.")}</p></noscript>`));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/businesses?view=map");
  await expect(page.getByRole("article").first()).toBeVisible();
  const views = page.getByRole("group", { name: "View" });
  await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("href", "/businesses");
  await context.close();
});

test("map pages have no serious accessibility problems", async ({ page, request }) => {
  // Several pages, each analysed by axe: slow on a loaded machine, so thrice the usual time.
  test.slow();
  await blockTiles(page);
  const city = await biggestCity(request);
  const problems: string[] = [];
  for (const path of ["/businesses?view=map", `/city/${city.slug}?view=map`]) {
    await openMap(page, path);
    problems.push(...(await seriousAccessibilityProblems(page, path)));
  }
  expect(problems).toEqual([]);
});

test("the business page keeps Google's embedded map by default", async ({ page, request }) => {
  const { businesses } = (await (await request.get("/api/businesses?limit=1")).json()) as BusinessPage;
  const business = businesses[0]!;
  await page.goto(`/business/${business.slug}`);
  const card = page.getByRole("region", { name: "Location & Map" });
  await expect(card.locator("iframe")).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?q=/);
  await expect(card.getByRole("region", { name: /^Map showing the location of/ })).toHaveCount(0);
});
