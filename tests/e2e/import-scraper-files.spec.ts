import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

// Two real scraper exports dropped on the Excel screen as a directory owner would: gosom's
// CSV (JSON text in its cells) and Apify's JSON. The businesses they create are deleted
// afterwards, so the other browser tests see the demo data as it was.

const FIXTURES = fileURLToPath(new URL("../../../shared/fixtures/scrapers/", import.meta.url));
const GOSOM_CSV = "gosom-pr248-webui-gmapsdata-us.csv";
const APIFY_JSON = "apify-crawler-agrivoltaisme-nl.json";

const fileInput = (page: Page) => page.getByLabel(/Excel dosyasını buraya sürükleyin/);
const uploadButton = (page: Page) => page.getByRole("button", { name: /Yükle ve İçe Aktar|Yükleniyor|İçe aktarılıyor/ });

async function dropFixture(page: Page, file: string, mimeType: string, rows: number) {
  await page.goto("/admin/excel");
  await expect(page.locator("[data-admin-shell]")).toHaveAttribute("data-admin-shell", "ready", { timeout: 30_000 });
  await fileInput(page).setInputFiles({ name: file, mimeType, buffer: await readFile(path.join(FIXTURES, file)) });
  const [upload] = await Promise.all([page.waitForResponse("**/api/upload-excel"), uploadButton(page).click()]);
  expect(upload.status(), await upload.text()).toBe(202);
  // The screen follows the job: the bar shows rows done until the results card replaces it.
  const results = page.getByRole("region", { name: "İçe Aktarma Sonuçları" });
  await expect(results).toBeVisible({ timeout: 60_000 });
  const figure = (label: string) => results.locator("div", { has: page.getByRole("term").filter({ hasText: label }) }).getByRole("definition");
  await expect(figure("Toplam satır")).toHaveText(String(rows));
  await expect(figure("Yeni eklenen")).toHaveText(String(rows));
}

async function openBusiness(page: Page, name: string, city: string): Promise<string> {
  const [found] = await sql<{ slug: string }>("SELECT slug FROM businesses WHERE name = $1 AND city = $2", [name, city]);
  expect(found, name).toBeTruthy();
  await page.goto(`/business/${found!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return found!.slug;
}

/**
 * The photo as the server renders it. There is no internet here, so the browser falls
 * back to the named placeholder once the photo fails to load; the HTML still names it.
 */
async function renderedPhoto(page: Page, slug: string, name: string): Promise<string | null> {
  const html = await (await page.request.get(`/business/${slug}`)).text();
  const alt = name.replace(/&/g, "&amp;");
  return new RegExp(`<img[^>]*src="([^"]+)"[^>]*alt="${alt.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`).exec(html)?.[1] ?? null;
}

test("a gosom CSV and an Apify JSON import whole: hours, features, photo and reviews reach the business page", async ({ page }) => {
  test.setTimeout(180_000);
  const marks = await highestIds();
  await loginAsAdmin(page);
  try {
    await dropFixture(page, GOSOM_CSV, "text/csv", 73);
    await dropFixture(page, APIFY_JSON, "application/json", 81);

    // gosom: JSON hours, about options, thumbnail and user_reviews, all read from CSV cells.
    const gyro = await openBusiness(page, "The Gyro Shop", "Frisco");
    const gyroHours = page.getByRole("region", { name: "Opening Hours" });
    await expect(gyroHours.getByRole("row", { name: /^Friday/ })).toContainText(/11\sAM–2\sAM/);
    await expect(page.getByRole("heading", { name: "Business Features & Amenities" })).toBeVisible();
    await expect(page.getByText("Good for kids", { exact: true }).first()).toBeVisible();
    expect(await renderedPhoto(page, gyro, "The Gyro Shop")).toMatch(/^https:\/\/lh3\.googleusercontent\.com\/gps-cs-s\//);
    await expect(page.getByRole("region", { name: "Customer Reviews" }).getByRole("listitem").first()).toBeVisible();

    // Apify, Dutch interface: Dutch day names and "Gesloten", additionalInfo, imageUrl and reviews[].
    const til = await openBusiness(page, "Vleesveebedrijf / Vleesverkoop De Til", "Dalerpeel");
    const tilHours = page.getByRole("region", { name: "Opening Hours" });
    await expect(tilHours.getByRole("row", { name: /^Wednesday/ })).toContainText("09:00");
    await expect(tilHours.getByRole("row", { name: /^Monday/ })).toContainText("Closed");
    await expect(page.getByText("Rolstoeltoegankelijke ingang").first()).toBeVisible();
    expect(await renderedPhoto(page, til, "Vleesveebedrijf / Vleesverkoop De Til")).toMatch(/^https:\/\/streetviewpixels-pa\.googleapis\.com\//);
    await expect(page.getByRole("region", { name: "Customer Reviews" })).toContainText("Fantastisch lekker vlees.");
  } finally {
    await forgetImported(page, marks);
  }
});

interface Marks {
  business: number;
  category: number;
  city: number;
}

async function highestIds(): Promise<Marks> {
  const [marks] = await sql<Marks>(
    `SELECT (SELECT coalesce(max(id), 0) FROM businesses)::int AS business, (SELECT coalesce(max(id), 0) FROM categories)::int AS category,
            (SELECT coalesce(max(id), 0) FROM cities)::int AS city`,
  );
  return marks!;
}

/**
 * Removes what the imports added: the businesses, then the categories and cities left empty,
 * and finally clears the server's caches through a category save that changes nothing.
 */
async function forgetImported(page: Page, marks: Marks) {
  await sql("DELETE FROM businesses WHERE id > $1", [marks.business]);
  await sql("DELETE FROM categories WHERE id > $1 AND business_count = 0", [marks.category]);
  await sql("DELETE FROM cities WHERE id > $1 AND business_count = 0", [marks.city]);
  const [category] = await sql<{ id: number; name: string }>("SELECT id, name FROM categories ORDER BY id LIMIT 1");
  const res = await page.request.patch(`/api/admin/categories/${category!.id}`, {
    data: { name: category!.name },
    headers: { origin: E2E_BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}
