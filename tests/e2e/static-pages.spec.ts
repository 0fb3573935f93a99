import { expect, test, type Page } from "@playwright/test";

interface StaticPage {
  path: string;
  heading: string;
  title: string;
  texts: string[];
}

const PAGES: StaticPage[] = [
  {
    path: "/about",
    heading: "About Locus",
    title: "About Us | Locus",
    texts: ["365K+", "Verified Restaurants & Hotels", "18K+", "50+", "1M+", "Monthly Users", "Our Mission", "Our Vision",
      "Our Technology", "Free Business Listings", "Real-Time Updates", "Global Visibility"],
  },
  {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    title: "Privacy Policy | Locus",
    texts: ["We use analytics and advertising services", "We do not sell your personal information", "We will reply within 24 hours."],
  },
  {
    path: "/legal-notice",
    heading: "Legal Notice",
    title: "Legal Notice | Locus",
    texts: ["Site operator", "we use analytics and advertising services", "Personal information is not sold."],
  },
  {
    path: "/terms-of-service",
    heading: "Terms of Service",
    title: "Terms of Service | Locus",
    texts: ["Acceptable use", "we use analytics and advertising services", "We do not sell your personal information"],
  },
  {
    path: "/cookie-policy",
    heading: "Cookie Policy",
    title: "Cookie Policy | Locus",
    texts: ["We use analytics and advertising services", "We do not sell your personal information.", "we will reply within 48 hours."],
  },
];

async function expectPageContent(page: Page, item: StaticPage) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading);
  const main = page.getByRole("main");
  for (const text of item.texts) await expect(main.getByText(text).first(), text).toBeVisible();
}

for (const item of PAGES) {
  test(`${item.path} answers 200 with its heading, key texts and metadata`, async ({ page, baseURL }) => {
    const response = await page.goto(item.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/max-age=\d+/);
    await expect(page).toHaveTitle(item.title);
    await expectPageContent(page, item);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${item.path}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
}

test("every static page has its own title and description", async ({ page }) => {
  const seen = new Set<string>();
  for (const item of PAGES) {
    await page.goto(item.path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    seen.add(`${await page.title()}`);
    seen.add(`${description}`);
  }
  expect(seen.size).toBe(PAGES.length * 2);
});

test("the static pages are complete without JavaScript @mobile", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const item of PAGES) {
    await page.goto(item.path);
    await expectPageContent(page, item);
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  }
  await context.close();
});

test("a legal page leads back home and its contents list jumps to a section", async ({ page }) => {
  await page.goto("/cookie-policy");
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Managing cookies" }).click();
  await expect(page).toHaveURL(/#managing-cookies$/);
  await expect(page.getByRole("heading", { name: "Managing cookies" })).toBeInViewport();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Discover World Businesses" })).toBeVisible();
});

test("the about page fits a narrow phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/about");
  await expect(page.getByText("365K+")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
