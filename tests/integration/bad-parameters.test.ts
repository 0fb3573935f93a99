import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

// Parameters that PostgreSQL would refuse (a NUL character in text, an id beyond `integer`)
// are bad input: 400 with details for the API, a 400 page for pages, never a 500. Every
// refusal is logged on the request's own line, with its reason and without a stack.
interface LogLine {
  level: number;
  msg: string;
  reason?: string;
  err?: unknown;
  req?: { url?: string };
}

let app: TestApp;
let pages: RenderedPages;
let server: Server;
let base = "";
let cookie = "";
const lines: LogLine[] = [];

beforeAll(async () => {
  app = await startTestApp();
  pages = await startRenderedPages(app.ctx);
  cookie = (await createAdminSession(app)).cookie;
  // The same app, logging into `lines`.
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  server = createApp({ ...app.ctx, logger }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await pages.close();
  await app.close();
});

async function apiGet(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return { status: res.status, body: (await res.json()) as { error: string; details?: Array<{ path: string; message: string }> } };
}

/** The log lines of requests to exactly this address. */
const linesFor = (path: string) => lines.filter((line) => line.req?.url === path);

describe("a NUL character in a parameter", () => {
  it.each([
    ["/api/businesses?search=a%00b", "query"],
    ["/api/businesses?city=%00", "query"],
    ["/api/businesses?category=x%00", "query"],
    ["/api/cities?search=%00", "query"],
    ["/api/cities?country=%00", "query"],
    ["/api/map?bbox=0,0,1,1%00&zoom=2", "query"],
    ["/api/businesses/%00", "path"],
    ["/api/businesses/a%00b/nearby", "path"],
    ["/api/categories/%00", "path"],
    ["/api/cities/%00", "path"],
  ])("%s is 400 with details", async (path, where) => {
    expect(await apiGet(path)).toEqual({
      status: 400,
      body: { error: "Invalid request address", details: [{ path: where, message: "must not contain a NUL character" }] },
    });
  });

  it.each(["/businesses?search=a%00b", "/city/%00", "/category/%00", "/business/%00", "/businesses?city=%00", "/?search=%00", "/cities?search=%00"])(
    "the page %s answers the 400 page",
    async (path) => {
      const page = await pages.get(path);
      expect(page.status).toBe(400);
      expect(page.contentType).toMatch(/^text\/html/);
      expect(page.body).toContain("Bad request");
      expect(page.body).not.toMatch(/at .*\.ts:\d+/);
    },
  );
});

describe("an id beyond PostgreSQL's integer", () => {
  it("categoryId=2147483648 is 400, 2147483647 finds nothing", async () => {
    const beyond = await apiGet("/api/businesses?categoryId=2147483648");
    expect(beyond.status).toBe(400);
    expect(beyond.body.details?.map((problem) => problem.path)).toEqual(["categoryId"]);
    const largest = await fetch(`${base}/api/businesses?categoryId=2147483647`);
    expect(largest.status).toBe(200);
    expect(((await largest.json()) as { total: number }).total).toBe(0);
  });

  it.each(["/api/admin/businesses/99999999999", "/api/import-jobs/99999999999", "/api/admin/pricing-plans/99999999999"])(
    "%s is 400 for a signed-in admin",
    async (path) => {
      const answer = await apiGet(path, { cookie });
      expect(answer.status).toBe(400);
      expect(answer.body.details?.length).toBeGreaterThan(0);
    },
  );
});

describe("distance search and list filters out of range", () => {
  it.each([
    ["near=91,0", "near", "latitude must be between -90 and 90"],
    ["near=-90.5,10", "near", "latitude must be between -90 and 90"],
    ["near=0,180.01", "near", "longitude must be between -180 and 180"],
    ["near=41.0", "near", "must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784"],
    ["near=41,29&radius=0", "radius", "must be more than 0 km"],
    ["near=41,29&radius=-5", "radius", "must be more than 0 km"],
    ["near=41,29&radius=201", "radius", "must be at most 200 km"],
    ["sortBy=distance", "sortBy", "distance sorting needs near=LAT,LNG"],
    ["openNow=maybe", "openNow", 'must be "true" or "false"'],
    ["openNow=true&openNow=true", "openNow", 'must be "true" or "false"'],
  ])("/api/businesses?%s is 400 with details", async (query, path, message) => {
    expect(await apiGet(`/api/businesses?${query}`)).toEqual({
      status: 400,
      body: { error: "Invalid query parameters", details: [{ path, message }] },
    });
  });

  it.each(["minRating=5.1", "minRating=-1", "priceRange=%24%24%24%24%24", "priceRange=cheap", "radius=abc&near=1,2"])(
    "/api/businesses?%s is 400 naming the parameter",
    async (query) => {
      const answer = await apiGet(`/api/businesses?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Invalid query parameters");
      // A repeatable parameter names which of its values: priceRange.0.
      expect(answer.body.details?.map((problem) => problem.path.split(".")[0])).toEqual([query.split("=")[0]]);
    },
  );

  it("a radius of exactly 200 km and the poles and antimeridian are fine", async () => {
    for (const query of ["near=90,180&radius=200&sortBy=distance", "near=-90,-180&radius=0.001", "near=0,0&radius=200"]) {
      expect((await fetch(`${base}/api/businesses?${query}`)).status, query).toBe(200);
    }
  });
});

describe("refusals in the log", () => {
  it("are one line each, with status, path and reason, and no stack", async () => {
    const refused = [
      { path: "/api/businesses?search=%00", status: 400, reason: "Invalid request address", level: 40 },
      { path: "/api/businesses?limit=abc", status: 400, reason: "Invalid query parameters", level: 40 },
      { path: "/api/no-such-route", status: 404, reason: "No API route for GET /no-such-route", level: 30 },
      { path: "/city/%00", status: 400, reason: "Invalid request address", level: 40 },
    ];
    for (const { path, status } of refused) expect((await fetch(base + path)).status).toBe(status);
    const foreign = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    refused.push({ path: "/api/contact", status: 403, reason: "İstek reddedildi: farklı kaynak (Origin).", level: 40 });

    for (const { path, status, reason, level } of refused) {
      const logged = linesFor(path);
      expect(logged, path).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level, reason });
      expect(logged[0]!.msg).toMatch(new RegExp(` ${status} \\d+ ms refused: `));
      expect(logged[0]!.err).toBeUndefined();
      expect(JSON.stringify(logged[0])).not.toContain("stack");
    }
  });

  it("an answer that is not a refusal has no reason", async () => {
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
    const [line] = linesFor("/api/categories");
    expect(line).toMatchObject({ level: 30 });
    expect(line!.reason).toBeUndefined();
  });
});
