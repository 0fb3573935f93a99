import { expect, test, type Browser } from "@playwright/test";
import { loginAsAdmin } from "./support/admin";
import { sql } from "./support/database";
import { E2E_BASE_URL } from "./support/e2e-env";

test("pages carry cache headers and an ETag, and a revalidation answers 304", async ({ request }) => {
  const first = await request.get("/about");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await request.get("/about", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  const changed = await request.get("/about", { headers: { "If-None-Match": 'W/"something-else"' } });
  expect(changed.status()).toBe(200);
});

test("client navigation data is never answered from a stale cache", async ({ request }) => {
  const data = await request.get("/cities.data");
  expect(data.status()).toBe(200);
  expect(data.headers()["cache-control"]).toBe("no-cache");
});

test("the API answers revalidations with 304 too", async ({ request }) => {
  const first = await request.get("/api/categories");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/api/categories", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
});

test("the scroll-to-top button appears after 300 px and scrolls up", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("enabled injection codes are in the server's HTML at their positions", async ({ browser }) => {
  const marker = `e2e-${Date.now()}`;
  await sql("DELETE FROM html_injections WHERE id LIKE 'e2e-%'");
  await sql(
    `INSERT INTO html_injections (id, name, code, enabled, position) VALUES
       ($1 || '-head', 'E2E head', $2, true, 'head'),
       ($1 || '-start', 'E2E start', $3, true, 'body-start'),
       ($1 || '-end', 'E2E end', $4, true, 'body-end'),
       ($1 || '-off', 'E2E disabled', '<meta name="e2e-disabled">', false, 'head')`,
    [marker, `<meta name="e2e-injection" content="${marker}">`, `<div id="e2e-banner">${marker} banner</div>`, `<div id="e2e-footer-code">${marker}</div>`],
  );
  // Written behind the server's back: the Settings screen's cache clearing tells every process.
  await clearServerCaches(browser);
  try {
    // Without JavaScript: the codes must come from the server.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await expect
      .poll(async () => {
        await page.goto(`/cities?probe=${Date.now()}`);
        return page.locator('meta[name="e2e-injection"]').count();
      }, { timeout: 15_000 })
      .toBe(1);
    await expect(page.locator('head meta[name="e2e-injection"]')).toHaveAttribute("content", marker);
    await expect(page.locator("#e2e-banner")).toHaveText(`${marker} banner`);
    await expect(page.locator('meta[name="e2e-disabled"]')).toHaveCount(0);
    const html = await (await page.request.get("/about")).text();
    expect(html).toMatch(new RegExp(`<body[^>]*><!-- injection ${marker}-start: E2E start -->`));
    expect(html).toMatch(new RegExp(`<!-- injection ${marker}-end: E2E end --><div id="e2e-footer-code">${marker}</div><!-- /injection ${marker}-end --></body>`));
    await context.close();

    // With JavaScript the page hydrates around them without errors.
    const errors: string[] = [];
    const live = await browser.newPage();
    live.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
    });
    live.on("pageerror", (error) => errors.push(error.message));
    await live.goto("/");
    await expect(live.locator("#e2e-banner")).toBeVisible();
    await live.getByRole("link", { name: "Categories" }).first().click();
    await expect(live).toHaveURL(/\/categories$/);
    expect(errors).toEqual([]);
    await live.close();
  } finally {
    await sql("DELETE FROM html_injections WHERE id LIKE 'e2e-%'");
  }
});

test("fingerprinted assets are cached for a year, unknown ones are 404", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
});

test("scripts are sent as the build compressed them: brotli, else gzip, else as they are", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const script = /(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const sent = async (acceptEncoding: string) => {
    const response = await request.get(script!, { headers: { "Accept-Encoding": acceptEncoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["vary"]).toMatch(/Accept-Encoding/i);
    return { encoding: response.headers()["content-encoding"], length: Number(response.headers()["content-length"]), body: await response.text() };
  };
  const plain = await sent("identity");
  const brotli = await sent("br, gzip");
  const gzip = await sent("gzip");
  expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, "br", "gzip"]);
  // The same script, decoded; each a file of its own length, not a stream compressed on the fly.
  expect(brotli.body).toBe(plain.body);
  expect(gzip.body).toBe(plain.body);
  expect(brotli.length).toBeLessThan(gzip.length);
  expect(gzip.length).toBeLessThan(plain.length / 2);
});

test("pages are sent compressed whole, with their length: brotli, else gzip, else as they are", async ({ request }) => {
  const sent = async (acceptEncoding: string) => {
    const response = await request.get("/about", { headers: { "Accept-Encoding": acceptEncoding } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(headers["transfer-encoding"]).toBeUndefined();
    return { encoding: headers["content-encoding"], length: Number(headers["content-length"]), etag: headers["etag"], body: await response.text() };
  };
  const plain = await sent("identity");
  const brotli = await sent("gzip, deflate, br");
  const gzip = await sent("gzip");
  expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, "br", "gzip"]);
  expect(plain.length).toBe(Buffer.byteLength(plain.body));
  expect(brotli.body).toBe(plain.body);
  expect(gzip.body).toBe(plain.body);
  expect(new Set([plain.etag, brotli.etag, gzip.etag]).size).toBe(1);
  expect(gzip.length).toBeGreaterThan(0);
  expect(gzip.length).toBeLessThan(plain.length / 2);
});

async function clearServerCaches(browser: Browser): Promise<void> {
  const staff = await browser.newPage();
  await loginAsAdmin(staff);
  expect((await staff.request.post("/api/clear-cache", { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
  await staff.close();
}
