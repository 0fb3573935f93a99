import { expect, test, type Page } from "@playwright/test";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

interface ParsedSitemap {
  error: string | null;
  root: string | null;
  namespace: string | null;
  locs: string[];
  lastmods: number;
}

/** Parses XML the way a browser does; a malformed document yields a <parsererror>. */
function parseInBrowser(page: Page, text: string): Promise<ParsedSitemap> {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    return {
      error: error ? error.textContent : null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: Array.from(doc.getElementsByTagName("loc"), (node) => node.textContent ?? ""),
      lastmods: doc.getElementsByTagName("lastmod").length,
    };
  }, text);
}

test("a crawler follows the sitemap index to a business chunk and on to a business page", async ({ page, request, baseURL }) => {
  const indexResponse = await request.get("/sitemap.xml");
  expect(indexResponse.status()).toBe(200);
  expect(indexResponse.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(indexResponse.headers()["cache-control"]).toContain("max-age=3600");

  const index = await parseInBrowser(page, await indexResponse.text());
  expect(index.error).toBeNull();
  expect(index.root).toBe("sitemapindex");
  expect(index.namespace).toBe(SITEMAP_NS);
  expect(index.locs).toContain(`${baseURL}/sitemaps/pages.xml`);
  expect(index.locs).toContain(`${baseURL}/sitemaps/categories.xml`);
  const firstBusinessChunk = index.locs.find((loc) => loc.includes("/sitemaps/businesses-"));
  expect(firstBusinessChunk).toBe(`${baseURL}/sitemaps/businesses-1.xml`);

  const chunkResponse = await request.get(new URL(firstBusinessChunk!).pathname);
  expect(chunkResponse.status()).toBe(200);
  expect(chunkResponse.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const chunk = await parseInBrowser(page, await chunkResponse.text());
  expect(chunk.error).toBeNull();
  expect(chunk.root).toBe("urlset");
  expect(chunk.locs.length).toBeGreaterThan(0);
  expect(chunk.lastmods).toBe(chunk.locs.length);
  for (const loc of chunk.locs) expect(loc.startsWith(`${baseURL}/business/`), loc).toBe(true);

  const business = await page.goto(new URL(chunk.locs[0]!).pathname);
  expect(business?.status()).toBe(200);
});

test("robots.txt allows the public site and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("an unknown sitemap chunk is not found", async ({ request }) => {
  for (const path of ["/sitemaps/businesses-999.xml", "/sitemaps/nope.xml"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
