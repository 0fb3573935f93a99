import { seriousAccessibilityProblems } from "./support/accessibility";
import { expect, test } from "@playwright/test";

type Listed = { slug: string };

async function firstSlug(request: import("@playwright/test").APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as Listed[] | { businesses: Listed[] };
  const list = Array.isArray(body) ? body : body.businesses;
  return list[0]!.slug;
}

// Every kind of public page, checked by axe for WCAG 2.1 A/AA problems (contrast,
// names, labels, landmarks, heading order ...) on the current viewport.
test("public pages have no serious accessibility problems @mobile", async ({ page, request }) => {
  const business = await firstSlug(request, "/api/businesses?limit=1&sortBy=rating&sortOrder=desc");
  const category = await firstSlug(request, "/api/categories");
  const city = await firstSlug(request, "/api/cities?limit=1");
  const paths = [
    "/",
    "/?search=pizza",
    `/business/${business}`,
    "/categories",
    `/category/${category}`,
    "/cities",
    `/city/${city}`,
    "/businesses",
    "/about",
    "/contact",
    "/privacy-policy",
    "/no/such/page",
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    problems.push(...(await seriousAccessibilityProblems(page, path)));
  }
  expect(problems).toEqual([]);
});
