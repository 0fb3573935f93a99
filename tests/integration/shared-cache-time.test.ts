import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";

// Browsers keep the spec's minutes (max-age); a shared cache in front (nginx)
// keeps an answer at most SHARED_CACHE_SECONDS (s-maxage), so edits show through it.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { SHARED_CACHE_SECONDS: "45" } });
});
afterAll(() => app.close());

const cacheControl = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(app.url(path), { headers });
  await res.arrayBuffer();
  return { status: res.status, value: res.headers.get("cache-control"), etag: res.headers.get("etag") };
};

it("public API answers keep their browser time and give shared caches the shorter one", async () => {
  expect((await cacheControl("/api/categories")).value).toBe(
    "public, max-age=1800, stale-while-revalidate=1800, s-maxage=45",
  );
  expect((await cacheControl("/api/businesses?search=pizza")).value).toBe(
    "public, max-age=300, stale-while-revalidate=300, s-maxage=45",
  );
});

it("a revalidation's 304 carries the same times, so a shared cache renews its copy for as long", async () => {
  const first = await cacheControl("/api/businesses/marios-pizzeria-istanbul");
  expect(first.etag).toBeTruthy();
  // fetch adds "Cache-Control: no-cache" to a conditional request unless told otherwise, as nginx never does.
  const revalidation = { "If-None-Match": first.etag!, "Cache-Control": "max-age=0" };
  const again = await cacheControl("/api/businesses/marios-pizzeria-istanbul", revalidation);
  expect(again.status).toBe(304);
  expect(again.value).toBe(first.value);
  expect(again.value).toContain("s-maxage=45");
});

it("answers marked private or no-store get no shared time", async () => {
  expect((await cacheControl("/api/businesses/random?limit=2")).value).toBe("private, max-age=60");
  expect((await cacheControl("/healthz")).value).toBe("no-store");
  expect((await cacheControl("/api/admin/session")).value).toBe("no-store");
});

it("0 sends every shared-cache request back to Locus while browsers keep their times", async () => {
  const strict = await startTestApp(undefined, { env: { SHARED_CACHE_SECONDS: "0" } });
  try {
    const res = await strict.get("/api/countries");
    expect(res.headers.get("cache-control")).toBe("public, max-age=1800, stale-while-revalidate=1800, s-maxage=0");
  } finally {
    await strict.close();
  }
});
