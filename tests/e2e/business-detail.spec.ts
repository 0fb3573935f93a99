import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Business, BusinessDetail, BusinessPage } from "../../app/lib/business";
import { statusBadgeOf } from "../../app/lib/business-status";

// The demo data is generated, so each test looks up through the API a business
// that has what it needs, then checks the page against that same record.

const MONTH_YEAR = new Date().toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

async function listBusinesses(request: APIRequestContext, query = "limit=100&sortBy=rating&sortOrder=desc"): Promise<Business[]> {
  const res = await request.get(`/api/businesses?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as BusinessPage).businesses;
}

async function detailOf(request: APIRequestContext, slug: string): Promise<BusinessDetail> {
  const res = await request.get(`/api/businesses/${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as BusinessDetail;
}

/** The first listed business whose detail satisfies `wanted`. */
async function findDetail(request: APIRequestContext, wanted: (detail: BusinessDetail) => boolean): Promise<BusinessDetail> {
  for (const business of await listBusinesses(request)) {
    const detail = await detailOf(request, business.slug);
    if (wanted(detail)) return detail;
  }
  throw new Error("no demo business has what this test needs");
}

const hasHours = (b: Business) => Object.keys(b.workingHours).length > 0;
const sectionCount = (b: BusinessDetail) => Object.keys(b.about).length;

function actions(page: Page) {
  return page.getByRole("group", { name: "Business actions" });
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("a visitor opens a business from the home page and sees its page", async ({ page, request }) => {
  await page.goto("/");
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: `Details: ${name}` }).click();
  await expect(page).toHaveURL(/\/business\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  const business = await detailOf(request, slug);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  if (business.city) await expect(breadcrumb.getByRole("link", { name: business.city })).toHaveAttribute("href", `/city/${business.citySlug}`);
  if (business.category) {
    await expect(breadcrumb.getByRole("link", { name: business.category.name })).toHaveAttribute("href", `/category/${business.category.slug}`);
  }
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(business.name);
  const badges = page.getByRole("list", { name: "Status" });
  const updated = new Date(business.updatedAt).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(badges.getByText(`Updated ${updated}`)).toBeVisible();
  await expect(badges.getByText("Verified")).toHaveCount(business.isVerified ? 1 : 0);
  // A closed business shows its status ("Permanently closed") instead of the hours' reading.
  const status = statusBadgeOf(business);
  if (status) await expect(badges.getByText(status.label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About This Business" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Business Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nearby Businesses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Customer Reviews" })).toHaveCount(Number(business.rating) > 0 ? 1 : 0);
});

test("the page shows the week's hours with today, the reviews and the map", async ({ page, request }) => {
  const business = await findDetail(request, (b) => hasHours(b) && Number(b.rating) > 0 && b.reviews.length > 0 && b.latitude !== null);
  await page.goto(`/business/${business.slug}`);

  const hours = page.getByRole("region", { name: "Opening Hours" });
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.getByRole("rowheader").first()).toHaveText(/^Monday/);
  await expect(hours.getByText(/\(Today\)$/)).toHaveCount(1);
  const openDays = Object.keys(business.workingHours).length;
  if (openDays < 7) await expect(hours.getByRole("cell", { name: "Closed", exact: true })).not.toHaveCount(0);

  const reviews = page.getByRole("region", { name: "Customer Reviews" });
  await expect(reviews.getByText(Number(business.rating).toFixed(1), { exact: true }).first()).toBeVisible();
  await expect(reviews.getByText(new RegExp(`^Based on ${business.reviewCount.toLocaleString("en-US")} reviews?$`))).toBeVisible();
  await expect(reviews.getByRole("listitem")).toHaveCount(Math.min(3, business.reviews.length));
  const first = business.reviews[0]!;
  await expect(reviews.getByRole("listitem").first()).toContainText(first.authorName ?? "Anonymous");
  await expect(reviews.getByRole("listitem").first()).toContainText(first.comment ?? "No comment provided.");
  if (business.reviewsLink) {
    await expect(reviews.getByRole("link", { name: /View All Reviews on Google/ })).toHaveAttribute("href", business.reviewsLink);
  }

  const map = page.getByRole("region", { name: "Location & Map" });
  const frame = map.locator("iframe");
  await expect(frame).toHaveAttribute("src", `https://maps.google.com/maps?q=${business.latitude},${business.longitude}&z=15&output=embed`);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("title", /.+/);
  await expect(map.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("target", "_blank");
});

test("action buttons appear only for the data the listing has", async ({ page, request }) => {
  const fields = ["phone", "website", "email", "orderLink", "menuLink", "reservationLink"] as const;
  const labels: Record<(typeof fields)[number], string> = {
    phone: "Call Now", website: "Website", email: "Email", orderLink: "Order", menuLink: "Menu", reservationLink: "Reserve",
  };
  // A few businesses that between them have and lack each field.
  const listed = await listBusinesses(request);
  const chosen = new Map<string, Business>();
  for (const field of fields) {
    for (const present of [true, false]) {
      const match = listed.find((b) => !!b[field] === present);
      if (match && ![...chosen.values()].some((b) => fields.every((f) => !!b[f] === !!match[f]))) chosen.set(match.slug, match);
    }
  }
  for (const business of chosen.values()) {
    await page.goto(`/business/${business.slug}`);
    const group = actions(page);
    for (const field of fields) {
      const button = group.getByRole("link", { name: new RegExp(`^${labels[field]}\\b`) });
      await expect(button, `${labels[field]} on ${business.slug}`).toHaveCount(business[field] ? 1 : 0);
    }
    await expect(group.getByRole("link", { name: "Detailed Info" })).toHaveAttribute("href", `/business/${business.slug}`);
    if (business.phone) await expect(group.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\+?\d+$/);
    if (business.email) await expect(group.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${business.email}`);
    if (business.website) {
      const website = group.getByRole("link", { name: /^Website/ });
      await expect(website).toHaveAttribute("target", "_blank");
      await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("feature sections collapse to three and expand with Show More / Show Less", async ({ page, request }) => {
  const business = await findDetail(request, (b) => sectionCount(b) > 3);
  const total = sectionCount(business);
  await page.goto(`/business/${business.slug}`);
  const about = page.getByRole("region", { name: "Business Features & Amenities" });
  const sections = about.getByRole("heading", { level: 4 });

  const more = about.getByRole("button", { name: `Show More (${total - 3} more ${total - 3 === 1 ? "section" : "sections"})` });
  await expect(more).toBeVisible();
  await expect(sections).toHaveCount(3);
  await more.click();
  await expect(sections).toHaveCount(total);
  const less = about.getByRole("button", { name: "Show Less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await less.click();
  await expect(sections).toHaveCount(3);

  const [section, features] = Object.entries(business.about)[0]!;
  const [feature, value] = Object.entries(features)[0]!;
  const item = about.getByRole("listitem").filter({ hasText: feature }).first();
  await expect(about.getByRole("heading", { name: section })).toBeVisible();
  await expect(item).toContainText(value === true ? "Yes" : value === false ? "No" : String(value));
});

test("the page carries its title, description and LocalBusiness and BreadcrumbList data", async ({ page, request }) => {
  // A closed business states no opening hours (see the closed-business test).
  const business = await findDetail(request, (b) => hasHours(b) && b.businessStatus === "OPERATIONAL" && b.latitude !== null && !!b.address && Number(b.rating) > 0);
  await page.goto(`/business/${business.slug}`);

  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(business.name)} - .+ \\| Updated ${MONTH_YEAR}$`));
  expect(await page.title()).toMatch(/Updated (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(20);
  expect(description!.length).toBeLessThanOrEqual(160);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "business.business");
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/business/${business.slug}$`));

  const blocks = await jsonLd(page);
  const local = blocks.find((block) => block["@type"] === "LocalBusiness")!;
  expect(local).toMatchObject({
    "@context": "https://schema.org",
    name: business.name,
    url: canonical,
    address: { "@type": "PostalAddress" },
    geo: { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude },
    aggregateRating: { "@type": "AggregateRating", ratingValue: Number(business.rating), reviewCount: business.reviewCount },
  });
  const hours = local.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  expect(hours.length).toBeGreaterThan(0);
  for (const spec of hours) {
    expect(spec.opens).toMatch(/^\d\d:\d\d$/);
    expect(spec.closes).toMatch(/^\d\d:\d\d$/);
  }

  const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
  const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
  expect(items[0]).toMatchObject({ position: 1, name: "Home" });
  expect(items.at(-1)).toMatchObject({ name: business.name, item: canonical });
  for (const item of items) expect(item.item).toMatch(/^https?:\/\//);
});

test("description links open in a new tab", async ({ page, request }) => {
  const business = await findDetail(request, (b) => !!b.description?.includes("<a "));
  await page.goto(`/business/${business.slug}`);
  const links = page.getByRole("region", { name: "About This Business" }).locator("a[href]");
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener noreferrer/);
  }
});

test("the business page is complete without JavaScript", async ({ browser, request }) => {
  const business = await findDetail(request, (b) => hasHours(b) && Number(b.rating) > 0 && sectionCount(b) > 3 && !!b.city);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/business/${business.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
  for (const title of ["About This Business", "Opening Hours", "Customer Reviews", "Contact Information", "Business Details", "Nearby Businesses"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/\(Today\)$/)).toHaveCount(1);
  // Every feature section is listed, since the toggle needs JavaScript.
  const features = page.getByRole("region", { name: "Business Features & Amenities" });
  await expect(features.getByRole("heading", { level: 4 })).toHaveCount(sectionCount(business));
  await expect(features.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `More Businesses in ${business.city}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Explore All ${business.city} Businesses` })).toHaveAttribute("href", `/city/${business.citySlug}`);
  await context.close();
});

test("an unknown business answers 404 with Business Not Found", async ({ page }) => {
  const response = await page.goto("/business/no-such-business-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Business Not Found" })).toBeVisible();
  await expect(page.getByText("The business you're looking for was not found or may have been removed.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the business page fits a 360 px phone screen @mobile", async ({ page, request }) => {
  const [business] = await listBusinesses(request, "limit=1&sortBy=rating&sortOrder=desc");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/business/${business!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business!.name);
  await expect(actions(page).getByRole("link", { name: "Detailed Info" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
