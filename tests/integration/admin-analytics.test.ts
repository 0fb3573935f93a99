import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { analyticsOverview } from "../../server/services/analytics/analytics-overview";
import { utcDay } from "../../server/services/analytics/page-view-counter";
import { pageViewSeries } from "../../server/services/analytics/page-view-series";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.ctx.pageViews.flush();
  await app.ctx.db.deleteFrom("page_views").execute();
});

async function storedViews(): Promise<Record<string, number>> {
  const { rows } = await sql<{ path_kind: string; views: number }>`
    SELECT path_kind, views::int AS views FROM page_views WHERE day = ${utcDay(new Date())}::date ORDER BY path_kind`.execute(app.ctx.db);
  return Object.fromEntries(rows.map((row) => [row.path_kind, row.views]));
}

/** The real app with a stand-in page renderer: 200 for page paths, 404 for /missing. */
async function withPages(work: (get: (path: string, headers?: Record<string, string>) => Promise<number>, base: string) => Promise<void>) {
  const server = createApp(app.ctx, {
    handler: (req, res) => void res.status(req.path.startsWith("/missing") ? 404 : 200).type("html").send("<html><body>page</body></html>"),
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { "user-agent": "Mozilla/5.0 Chrome/156", ...headers } });
    await res.arrayBuffer();
    return res.status;
  };
  try {
    await work(get, base);
    // "finish" fires once the body is flushed; give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("page view counting", () => {
  it("counts public pages and their navigation data by kind, once written", async () => {
    await withPages(async (get) => {
      for (const path of ["/", "/", "/_root.data", "/city/istanbul", "/city/paris.data", "/business/cafe-roma", "/categories", "/contact"]) {
        expect(await get(path)).toBe(200);
      }
    });
    expect(await storedViews()).toEqual({});
    await app.ctx.pageViews.flush();
    expect(await storedViews()).toEqual({ business: 1, categories: 1, city: 2, home: 3, info: 1 });
  });

  it("adds later visits to the same day's counters", async () => {
    await withPages(async (get) => void (await get("/cities")));
    await app.ctx.pageViews.flush();
    await withPages(async (get) => {
      await get("/cities");
      await get("/cities");
    });
    await app.ctx.pageViews.flush();
    expect(await storedViews()).toEqual({ cities: 3 });
  });

  it("does not count the back office, the API, errors, robots, prefetches or posts", async () => {
    await withPages(async (get, base) => {
      await get("/admin");
      await get("/admin/analytics");
      await get("/api/categories");
      await get("/missing-page");
      await get("/city/x/y");
      await get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
      await get("/", { "sec-purpose": "prefetch" });
      await (await fetch(`${base}/contact`, { method: "POST", headers: { origin: base } })).arrayBuffer();
    });
    await app.ctx.pageViews.flush();
    expect(await storedViews()).toEqual({});
  });
});

describe("analytics overview", () => {
  it("gives the catalogue's real figures and its top five categories and cities", async () => {
    const overview = await analyticsOverview(app.ctx);
    const { rows } = await sql<{ total: number; average: string; categories: number; cities: number }>`
      SELECT (SELECT count(*)::int FROM businesses) AS total,
             (SELECT round(avg(rating), 2)::text FROM businesses WHERE rating > 0) AS average,
             (SELECT count(*)::int FROM categories WHERE business_count > 0) AS categories,
             (SELECT count(*)::int FROM cities WHERE business_count > 0) AS cities`.execute(app.ctx.db);
    const truth = rows[0]!;
    expect(overview.totalBusinesses).toBe(truth.total);
    expect(overview.averageRating).toBe(Number(truth.average));
    expect(overview.averageRating).not.toBe(4.2);
    expect(overview.categories).toBe(truth.categories);
    expect(overview.cities).toBe(truth.cities);

    const topCategories = await app.ctx.db.selectFrom("categories").select(["slug", "business_count"]).orderBy("business_count", "desc").orderBy("name").limit(5).execute();
    expect(overview.topCategories.map((c) => c.slug)).toEqual(topCategories.map((c) => c.slug));
    expect(overview.topCategories.length).toBeLessThanOrEqual(5);
    const counts = overview.topCities.map((c) => c.businessCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(overview.topCities[0]).toMatchObject({ businessCount: expect.any(Number), detail: expect.any(String) });
  });

  it("includes views counted a moment ago and fills days without views with zero", async () => {
    await app.ctx.db
      .insertInto("page_views")
      .values([
        { day: utcDay(new Date(Date.now() - 3 * 86_400_000)), path_kind: "city", views: 7 },
        { day: utcDay(new Date(Date.now() - 40 * 86_400_000)), path_kind: "city", views: 100 },
      ])
      .execute();
    app.ctx.pageViews.record("business");
    app.ctx.pageViews.record("business");

    const { pageViews } = await analyticsOverview(app.ctx);
    expect(pageViews.days).toHaveLength(30);
    expect(pageViews.days.at(-1)).toEqual({ day: utcDay(new Date()), views: 2 });
    expect(pageViews.days.at(-4)!.views).toBe(7);
    expect(pageViews.days.filter((entry) => entry.views === 0)).toHaveLength(28);
    expect(pageViews).toMatchObject({ today: 2, lastSevenDays: 9, total: 9 });
    expect(pageViews.byKind).toMatchObject({ business: 2, city: 7, home: 0 });
  });

  it("orders days oldest first across a month boundary", async () => {
    const series = await pageViewSeries(app.ctx.db, 5, new Date("2026-03-02T12:00:00Z"));
    expect(series.days.map((entry) => entry.day)).toEqual(["2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
