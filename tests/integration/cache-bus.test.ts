import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessFormState } from "../../app/lib/admin/business-form-state";
import type { AdminBusiness } from "../../app/lib/admin/admin-business";
import type { BusinessPage } from "../../app/lib/business";
import { ReadCache } from "../../server/services/cache";
import { CacheListener } from "../../server/services/cache-bus/cache-listener";
import { createLogger } from "../../server/logger";
import { createAdminSession } from "./support/admin-session";
import { startTestApp, type TestApp } from "./support/test-app";

// Two server processes on one database, as a cluster or two machines run them: each
// with its own pool, cache and listener. A writes; B must answer the new value within
// a second, although B's entries would otherwise live for minutes.

let a: TestApp;
let b: TestApp;
let cookie: string;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp();
  ({ cookie } = await createAdminSession(a));
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const WITHIN_A_SECOND = { timeout: 1000, interval: 20 };

async function json<T>(app: TestApp, path: string): Promise<T> {
  const res = await app.get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

function callA(method: string, path: string, body?: unknown) {
  return fetch(a.url(path), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const total = (app: TestApp) => json<{ total: number }>(app, "/api/businesses/stats").then((stats) => stats.total);
const hotel = async (app: TestApp) => {
  const categories = await json<{ slug: string; name: string; businessCount: number }[]>(app, "/api/categories");
  const { name, businessCount } = categories.find((category) => category.slug === "hotel")!;
  return { name, businessCount };
};
const injectionIds = async (app: TestApp) =>
  (await json<{ id: string }[]>(app, "/api/html-injection-codes")).map((code) => code.id);
const renameHotel = (name: string) =>
  a.ctx.db.updateTable("categories").set({ name }).where("slug", "=", "hotel").execute();
const hotelId = async () =>
  (await a.ctx.db.selectFrom("categories").select("id").where("slug", "=", "hotel").executeTakeFirstOrThrow()).id;

describe("a write in one process clears the cache in every other", () => {
  it("shows a business created and deleted through A in B's totals and lists", async () => {
    const before = { total: await total(b), hotel: await hotel(b) };
    // A change behind the write paths' back stays unseen in B: its answers are cached.
    await renameHotel("Hotel (renamed)");
    try {
      expect(await hotel(b)).toEqual(before.hotel);

      const created = await callA("POST", "/api/businesses", {
        name: "Cache Bus Hotel",
        categoryId: await hotelId(),
        address: "3 Harbour Road, Tokyo",
        city: "Tokyo",
        countryCode: "JP",
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await expect.poll(() => total(b), WITHIN_A_SECOND).toBe(before.total + 1);
      // The whole cache went: the category list too, with the rename it had missed.
      expect(await hotel(b)).toEqual({ name: "Hotel (renamed)", businessCount: before.hotel.businessCount + 1 });

      expect((await callA("DELETE", `/api/businesses/${id}`)).status).toBe(204);
      await expect.poll(() => total(b), WITHIN_A_SECOND).toBe(before.total);
      await a.ctx.db.deleteFrom("audit_log").where("entity_id", "=", String(id)).execute();
    } finally {
      await renameHotel(before.hotel.name);
      await a.ctx.cache.clear();
    }
    await expect.poll(() => hotel(b), WITHIN_A_SECOND).toEqual(before.hotel);
  });

  it("shows a business renamed through A in B's pages of lists", async () => {
    const page = "/api/businesses?city=istanbul&sortBy=name&limit=12";
    const listed = async (app: TestApp, path = page) => (await json<BusinessPage>(app, path)).businesses.map((business) => business.name);
    const before = await listed(b);
    const { id } = await a.ctx.db.selectFrom("businesses").select("id").where("name", "=", "Mario's Pizzeria").executeTakeFirstOrThrow();
    const admin = (await (await callA("GET", `/api/admin/businesses/${id}`)).json()) as AdminBusiness;
    const rename = (name: string) => callA("PATCH", `/api/businesses/${id}`, { ...businessFormState(admin), name });
    try {
      // B keeps the page it read: a change behind the write paths' back stays unseen.
      await a.ctx.db.updateTable("businesses").set({ name: "Mario's (unseen)" }).where("id", "=", id).execute();
      expect(await listed(b)).toEqual(before);
      // Longer pages than the site's own are not kept.
      expect(await listed(b, page.replace("limit=12", "limit=50"))).toContain("Mario's (unseen)");

      expect((await rename("Mario's Trattoria")).status).toBe(200);
      await expect.poll(() => listed(b), WITHIN_A_SECOND).toContain("Mario's Trattoria");
      expect(await listed(b)).not.toContain("Mario's Pizzeria");
    } finally {
      expect((await rename("Mario's Pizzeria")).status).toBe(200);
      await a.ctx.db.deleteFrom("audit_log").where("entity_id", "=", String(id)).execute();
    }
    await expect.poll(() => listed(b), WITHIN_A_SECOND).toEqual(before);
  });

  it("shows an HTML injection code saved through A on B's pages", async () => {
    type Listed = { id: string; builtIn?: boolean; updatedAt?: string };
    const list = (await (await callA("GET", "/api/admin/html-injection")).json()) as Listed[];
    const items = list.map(({ builtIn: _builtIn, updatedAt: _updatedAt, ...item }) => item);
    expect(await injectionIds(b)).not.toContain("bus-check");

    const code = "<meta name=bus content=1>";
    const custom = { id: "bus-check", name: "Bus check", description: "", code, enabled: true, position: "head" };
    expect((await callA("POST", "/api/admin/html-injection", [...items, custom])).status).toBe(200);
    await expect.poll(() => injectionIds(b), WITHIN_A_SECOND).toContain("bus-check");

    expect((await callA("POST", "/api/admin/html-injection", items)).status).toBe(200);
    await expect.poll(() => injectionIds(b), WITHIN_A_SECOND).not.toContain("bus-check");
  });
});

describe("the listener", () => {
  it("comes back after its backend is terminated, and forgets what it may have missed", async () => {
    const before = await hotel(b);
    await renameHotel("Hotel (missed)");
    try {
      expect(await hotel(b)).toEqual(before);
      const pid = b.ctx.cacheListener.backendPid;
      expect(pid).toEqual(expect.any(Number));
      const { rows } = await a.ctx.pool.query<{ done: boolean }>("SELECT pg_terminate_backend($1) AS done", [pid]);
      expect(rows[0]!.done).toBe(true);

      const reconnected = (now: number | null) => now !== null && now !== pid;
      await expect.poll(() => b.ctx.cacheListener.backendPid, { timeout: 5000, interval: 50 }).toSatisfy(reconnected);
      // Back online, B cleared everything: a change announced while it was away would have been lost.
      expect((await hotel(b)).name).toBe("Hotel (missed)");
    } finally {
      await renameHotel(before.name);
      // ...and announcements reach it again.
      await a.ctx.cache.clear();
    }
    await expect.poll(() => hotel(b), WITHIN_A_SECOND).toEqual(before);
  });

  it("starts and stops without throwing while the database is away", async () => {
    const listener = new CacheListener({
      connection: { connectionString: "postgresql://postgres@127.0.0.1:1/locus" },
      cache: new ReadCache(),
      self: randomUUID(),
      logger: createLogger("silent"),
    });
    await listener.start();
    expect(listener.backendPid).toBeNull();
    await listener.stop();
    expect(listener.backendPid).toBeNull();
  });
});
