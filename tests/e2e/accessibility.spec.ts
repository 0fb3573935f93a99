import { seriousAccessibilityProblems } from "./support/accessibility";
import { expect, test, type APIRequestContext } from "@playwright/test";

type Listed = { slug: string };

async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as Listed[] | { businesses: Listed[] };
  const list = Array.isArray(body) ? body : body.businesses;
  return list[0]!.slug;
}

/** Every kind of public page; those of a business, a category and a city use the first the API lists. */
const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string> | string }[] = [
  { name: "home", path: () => "/" },
  { name: "home with a search", path: () => "/?search=pizza" },
  { name: "business", path: async (request) => `/business/${await firstSlug(request, "/api/businesses?limit=1&sortBy=rating&sortOrder=desc")}` },
  { name: "categories", path: () => "/categories" },
  { name: "category", path: async (request) => `/category/${await firstSlug(request, "/api/categories")}` },
  { name: "cities", path: () => "/cities" },
  { name: "city", path: async (request) => `/city/${await firstSlug(request, "/api/cities?limit=1")}` },
  { name: "businesses", path: () => "/businesses" },
  { name: "about", path: () => "/about" },
  { name: "contact", path: () => "/contact" },
  { name: "privacy policy", path: () => "/privacy-policy" },
  { name: "not found", path: () => "/no/such/page" },
];

// Every kind of public page, checked by axe for WCAG 2.1 A/AA problems (contrast,
// names, labels, landmarks, heading order ...) on the current viewport. One test per
// page, so each has the whole test timeout for its analysis and a failure names its page.
test.describe("public pages have no serious accessibility problems", () => {
  for (const { name, path } of PAGES) {
    test(`${name} @mobile`, async ({ page, request }) => {
      const address = await path(request);
      await page.goto(address);
      expect(await seriousAccessibilityProblems(page, address)).toEqual([]);
    });
  }
});
