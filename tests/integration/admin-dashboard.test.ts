import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/pool";
import { recentActivities } from "../../server/services/admin/dashboard-activities";
import { dashboardFigures } from "../../server/services/admin/dashboard-figures";
import { businessGrowth } from "../../server/services/admin/dashboard-growth";
import { RequestMetrics } from "../../server/services/admin/request-metrics";
import { businessStats } from "../../server/services/businesses/business-stats";
import { loadBusinessChunks } from "../../server/services/sitemap/load-id-chunks";
import { SITEMAP_MAX_URLS } from "../../server/services/sitemap/sitemap-limits";
import { createAdminSession } from "./support/admin-session";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back, so inserted rows never outlive the test. */
async function inRolledBackTransaction(work: (db: Db) => Promise<void>): Promise<void> {
  await app.ctx.db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

let slugCount = 0;
function businessesCreatedAt(db: Db, dates: string[]) {
  return db
    .insertInto("businesses")
    .values(dates.map((date) => ({ slug: `growth-test-${++slugCount}`, name: `Growth Test ${slugCount}`, created_at: date })))
    .execute();
}

describe("business growth this month", () => {
  // A month long before any fixture row, so only the rows inserted here count.
  const now = new Date("2001-06-15T10:00:00Z");

  it("compares this calendar month so far with the whole previous one", async () => {
    await inRolledBackTransaction(async (db) => {
      await businessesCreatedAt(db, [
        "2001-04-30T23:59:59Z", // April: outside both months
        "2001-05-01T00:00:00Z",
        "2001-05-31T23:59:59Z",
        "2001-06-01T00:00:00Z",
        "2001-06-10T08:00:00Z",
        "2001-06-15T09:00:00Z",
        "2001-07-01T00:00:00Z", // next month: outside
      ]);
      expect(await businessGrowth({ db }, now)).toEqual({ thisMonth: 3, lastMonth: 2, percent: 50 });
    });
  });

  it("shows a decline as a negative percentage with one decimal", async () => {
    await inRolledBackTransaction(async (db) => {
      await businessesCreatedAt(db, ["2001-05-02T00:00:00Z", "2001-05-03T00:00:00Z", "2001-05-04T00:00:00Z", "2001-06-02T00:00:00Z"]);
      expect(await businessGrowth({ db }, now)).toEqual({ thisMonth: 1, lastMonth: 3, percent: -66.7 });
    });
  });

  it("has no percentage when last month had no new business", async () => {
    await inRolledBackTransaction(async (db) => {
      await businessesCreatedAt(db, ["2001-06-02T00:00:00Z"]);
      expect(await businessGrowth({ db }, now)).toEqual({ thisMonth: 1, lastMonth: 0, percent: null });
    });
    expect(await businessGrowth(app.ctx, now)).toEqual({ thisMonth: 0, lastMonth: 0, percent: null });
  });

  it("crosses a year boundary: January against December", async () => {
    await inRolledBackTransaction(async (db) => {
      await businessesCreatedAt(db, ["2000-12-31T12:00:00Z", "2000-12-01T00:00:00Z", "2001-01-05T00:00:00Z", "2001-01-06T00:00:00Z", "2001-01-07T00:00:00Z"]);
      expect(await businessGrowth({ db }, new Date("2001-01-20T00:00:00Z"))).toEqual({ thisMonth: 3, lastMonth: 2, percent: 50 });
    });
  });
});

describe("request metrics", () => {
  it("counts every answer and the 5xx share among them", async () => {
    const ctx = { ...app.ctx, metrics: new RequestMetrics() };
    // The pages slot answers 500 for /boom, so a server error can be provoked on purpose.
    const server = createApp(ctx, { handler: (req, res) => void res.status(req.path === "/boom" ? 500 : 404).send("x") }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/api/categories", "/api/nope", "/missing-page", "/boom", "/healthz"]) await (await fetch(base + path)).arrayBuffer();
      // "finish" fires after the body is flushed; give the last one a moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ctx.metrics.snapshot()).toEqual({ total: 4, serverErrors: 1, errorRate: 0.25 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("dashboard figures", () => {
  it("reports the public totals, the uptime since start and the request counts", async () => {
    // This process has run for 90 minutes, by the database's clock.
    const started = new Date(Date.now() - 90 * 60_000);
    await app.ctx.db.updateTable("server_processes").set({ started_at: started }).where("id", "=", app.ctx.heartbeat.id).execute();
    await (await app.get("/api/categories")).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const figures = await dashboardFigures(app.ctx);
    const stats = await businessStats(app.ctx);
    expect(figures.totalBusinesses).toBe(stats.total);
    expect(figures.totalBusinesses).toBeGreaterThan(0);
    expect(figures.categories).toBe(stats.categories);
    expect(figures.uptimeSeconds).toBeGreaterThanOrEqual(90 * 60);
    expect(figures.uptimeSeconds).toBeLessThan(90 * 60 + 10);
    // The only live process: its own answers, counted in memory up to this one.
    expect(figures.processes).toBe(1);
    expect(figures.requests.total).toBeGreaterThan(0);
    expect(figures.requests).toEqual(app.ctx.metrics.snapshot());
    expect(figures.activities.length).toBeLessThanOrEqual(10);
  });

  it("lists the latest audit entries with who did them", async () => {
    await inRolledBackTransaction(async (db) => {
      const future = (minutes: number) => new Date(Date.UTC(2100, 0, 1, 0, minutes));
      await db
        .insertInto("audit_log")
        .values([
          { action: "login.failed", details: JSON.stringify({ step: 1 }), created_at: future(1) },
          { admin_user_id: adminUserId, action: "business.update", entity_type: "business", entity_id: "42", details: JSON.stringify({ name: "Café Rose" }), created_at: future(2) },
          ...Array.from({ length: 10 }, (_, index) => ({ admin_user_id: adminUserId, action: "logout", created_at: future(-10 - index) })),
        ])
        .execute();
      const activities = await recentActivities({ db });
      expect(activities).toHaveLength(10);
      expect(activities[0]).toMatchObject({ action: "business.update", entityId: "42", subject: "Café Rose", userCode: "test-admin", createdAt: "2100-01-01T00:02:00.000Z" });
      expect(activities[1]).toMatchObject({ action: "login.failed", userCode: null, subject: null });
      expect(activities.slice(2).every((activity) => activity.action === "logout")).toBe(true);
    });
  });
});

describe("POST /api/admin/refresh-sitemap", () => {
  const refresh = (headers: Record<string, string>) => fetch(app.url("/api/admin/refresh-sitemap"), { method: "POST", headers: { "content-type": "application/json", ...headers } });

  it("answers 401 without a session and leaves the cache alone", async () => {
    const res = await refresh({});
    expect(res.status).toBe(401);
  });

  it("forgets the cached sitemap boundaries and builds them again", async () => {
    const before = await loadBusinessChunks(app.ctx, SITEMAP_MAX_URLS);
    const { id } = await app.ctx.db.selectFrom("businesses").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    const original = await app.ctx.db.selectFrom("businesses").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow();
    const edited = new Date("2099-01-01T00:00:00Z");
    await app.ctx.db.updateTable("businesses").set({ updated_at: edited }).where("id", "=", id).execute();
    try {
      // Still the cached value: the edit bypassed the write paths that clear the cache.
      expect((await loadBusinessChunks(app.ctx, SITEMAP_MAX_URLS))[0]?.lastmod).toEqual(before[0]?.lastmod);
      const res = await refresh({ cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ message: "Sitemap önbelleği temizlendi; site haritası yeniden oluşturuldu." });
      expect((await loadBusinessChunks(app.ctx, SITEMAP_MAX_URLS))[0]?.lastmod).toEqual(edited);
      const audit = await app.ctx.db.selectFrom("audit_log").select("admin_user_id").where("action", "=", "sitemap.refresh").orderBy("id", "desc").executeTakeFirst();
      expect(audit?.admin_user_id).toBe(adminUserId);
    } finally {
      await app.ctx.db.updateTable("businesses").set({ updated_at: original.updated_at }).where("id", "=", id).execute();
    }
  });
});
