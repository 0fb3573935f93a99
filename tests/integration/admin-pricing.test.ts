import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PricingPlan, PricingSummary, Subscription, SubscriptionPage } from "../../app/lib/admin/pricing";
import { listDirectoryBusinesses, type DirectoryBusinessQuery } from "../../server/services/catalog/list-directory-businesses";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});

const SEED = new URL("../../server/db/migrations/005-pricing.sql", import.meta.url);

/** Back to the migration's state: no subscriptions, the three default plans. */
async function resetPricing() {
  await app.ctx.db.deleteFrom("business_subscriptions").execute();
  await app.ctx.db.deleteFrom("pricing_plans").execute();
  await sql.raw(await readFile(SEED, "utf8")).execute(app.ctx.db);
  app.ctx.cache.clear();
}

beforeEach(resetPricing);
afterAll(async () => {
  await resetPricing();
  await app.close();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) {
  return fetch(app.url(path), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const plans = () => ok<PricingPlan[]>(call("GET", "/api/admin/pricing-plans"));
const planNamed = async (name: string) => (await plans()).find((plan) => plan.name === name)!;
const businessId = async (name: string) =>
  (await app.ctx.db.selectFrom("businesses").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
const subscribe = (business: number, plan: number) => call("POST", "/api/admin/subscriptions", { businessId: business, planId: plan });
const lastAudit = (action: string) =>
  app.ctx.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id", "desc").executeTakeFirst();

/** The full plan as the edit form sends it. */
const body = (plan: PricingPlan, change: Record<string, unknown> = {}) => ({
  name: plan.name, price: plan.price, duration: plan.duration, features: plan.features, maxAds: plan.maxAds,
  priorityPlacement: plan.priorityPlacement, analyticsAccess: plan.analyticsAccess, customStyling: plan.customStyling, enabled: plan.enabled,
  ...change,
});

describe("pricing plans", () => {
  it("start as basic 99, premium 249 and enterprise 499 lira for 30 days, and the seed never runs twice", async () => {
    const res = await call("GET", "/api/admin/pricing-plans");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as PricingPlan[];
    expect(list.map(({ name, price, duration, maxAds, priorityPlacement, enabled, subscriptionCount }) => ({ name, price, duration, maxAds, priorityPlacement, enabled, subscriptionCount }))).toEqual([
      { name: "Basic", price: 99, duration: 30, maxAds: 1, priorityPlacement: false, enabled: true, subscriptionCount: 0 },
      { name: "Premium", price: 249, duration: 30, maxAds: 3, priorityPlacement: true, enabled: true, subscriptionCount: 0 },
      { name: "Enterprise", price: 499, duration: 30, maxAds: 999, priorityPlacement: true, enabled: true, subscriptionCount: 0 },
    ]);
    expect(list.every((plan) => plan.features.length > 0)).toBe(true);
    expect(await ok(call("GET", `/api/admin/pricing-plans/${list[1]!.id}`))).toEqual(list[1]);

    await sql.raw(await readFile(SEED, "utf8")).execute(app.ctx.db);
    expect(await plans()).toHaveLength(3);
  });

  it("answer 404 for an unknown plan and 400 for an id that is not one", async () => {
    expect(await ok(call("GET", "/api/admin/pricing-plans/999999"), 404)).toEqual({ error: "Fiyatlandırma planı bulunamadı." });
    expect((await call("GET", "/api/admin/pricing-plans/abc")).status).toBe(400);
    const basic = await planNamed("Basic");
    expect((await call("PUT", "/api/admin/pricing-plans/999999", body(basic))).status).toBe(404);
  });

  it("are replaced whole by PUT: numbers from form text, one feature per entry, blank ones dropped; audited", async () => {
    const premium = await planNamed("Premium");
    const saved = await ok<PricingPlan>(call("PUT", `/api/admin/pricing-plans/${premium.id}`, body(premium, {
      name: " Premium Plus ", price: "299", duration: " 60 ", features: ["Öne çıkarma", "", "   ", " Öncelikli destek "], maxAds: "5", customStyling: true,
    })));
    expect(saved).toMatchObject({ id: premium.id, name: "Premium Plus", price: 299, duration: 60, maxAds: 5, features: ["Öne çıkarma", "Öncelikli destek"], customStyling: true });
    expect(await ok(call("GET", `/api/admin/pricing-plans/${premium.id}`))).toEqual(saved);
    expect(await lastAudit("pricing.plan.update")).toMatchObject({
      admin_user_id: adminUserId, entity_id: String(premium.id),
      details: { name: "Premium Plus", changed: ["name", "price", "duration", "features", "max_ads", "custom_styling"] },
    });
  });

  it("refuse a price or duration that is not a whole number with a Turkish message, and keep the plan", async () => {
    const basic = await planNamed("Basic");
    const refused = async (change: Record<string, unknown>) => {
      const answer = await ok<{ error: string; details: { path: string; message: string }[] }>(call("PUT", `/api/admin/pricing-plans/${basic.id}`, body(basic, change)), 400);
      expect(await planNamed("Basic")).toEqual(basic);
      return answer;
    };
    expect(await refused({ price: "abc" })).toEqual({ error: "Fiyat tam sayı olmalı (ör. 249).", details: [{ path: "price", message: "Fiyat tam sayı olmalı (ör. 249)." }] });
    expect((await refused({ price: "12.5" })).error).toBe("Fiyat tam sayı olmalı (ör. 249).");
    expect((await refused({ duration: "otuz" })).error).toBe("Süre (gün) tam sayı olmalı (ör. 30).");
    expect((await refused({ duration: 0 })).error).toBe("Süre (gün) 1 ile 3650 arasında olmalı.");
    expect((await refused({ name: "" })).error).toBe("Plan adı gerekli.");
    expect((await refused({ enabled: undefined })).details).toEqual([{ path: "enabled", message: "Plan durumu açık ya da kapalı (true/false) olmalı." }]);
    const form = await fetch(app.url(`/api/admin/pricing-plans/${basic.id}`), { method: "PUT", headers: { cookie, "content-type": "text/plain" }, body: "price=1" });
    expect(form.status).toBe(415);
  });

  it("switch on and off on their own, audited", async () => {
    const basic = await planNamed("Basic");
    const off = await ok<PricingPlan>(call("PATCH", `/api/admin/pricing-plans/${basic.id}`, { enabled: false }));
    expect(off).toEqual({ ...basic, enabled: false, updatedAt: expect.any(String) });
    expect((await planNamed("Basic")).enabled).toBe(false);
    expect(await lastAudit("pricing.plan.disable")).toMatchObject({ admin_user_id: adminUserId, entity_id: String(basic.id), details: { name: "Basic" } });
    expect((await ok<PricingPlan>(call("PATCH", `/api/admin/pricing-plans/${basic.id}`, { enabled: true }))).enabled).toBe(true);
    expect((await ok<{ error: string }>(call("PATCH", `/api/admin/pricing-plans/${basic.id}`, { enabled: "yes" }), 400)).error).toBe(
      "Plan durumu açık ya da kapalı (true/false) olmalı.",
    );
    expect((await call("PATCH", "/api/admin/pricing-plans/999999", { enabled: true })).status).toBe(404);
  });

  it("are created by POST and deleted only while nobody subscribed", async () => {
    const created = await ok<PricingPlan>(call("POST", "/api/admin/pricing-plans", {
      name: "Yıllık", price: "990", duration: "365", features: ["Bir yıl öne çıkarma"], maxAds: 3,
      priorityPlacement: true, analyticsAccess: false, customStyling: false, enabled: true,
    }), 201);
    expect(created).toMatchObject({ name: "Yıllık", price: 990, duration: 365, subscriptionCount: 0, enabled: true });
    expect((await plans()).map((plan) => plan.name)).toEqual(["Basic", "Premium", "Enterprise", "Yıllık"]);
    expect(await lastAudit("pricing.plan.create")).toMatchObject({ entity_id: String(created.id), details: { name: "Yıllık", price: 990, duration: 365 } });
    expect((await ok<{ error: string }>(call("POST", "/api/admin/pricing-plans", { name: "Boş" }), 400)).error).toBe("Fiyat tam sayı olmalı (ör. 249).");

    await ok(subscribe(await businessId("Café Crème"), created.id), 201);
    expect((await ok<{ error: string }>(call("DELETE", `/api/admin/pricing-plans/${created.id}`), 409)).error).toMatch(/abonelikler var; plan silinemez/);
    const unused = await ok<PricingPlan>(call("POST", "/api/admin/pricing-plans", body(created, { name: "Deneme" })), 201);
    expect((await call("DELETE", `/api/admin/pricing-plans/${unused.id}`)).status).toBe(204);
    expect((await call("GET", `/api/admin/pricing-plans/${unused.id}`)).status).toBe(404);
    expect(await lastAudit("pricing.plan.delete")).toMatchObject({ entity_id: String(unused.id), details: { name: "Deneme" } });
  });
});

describe("subscriptions", () => {
  it("cost the plan's price of the day, start now and end after the plan's days; prices changed later do not touch them", async () => {
    const premium = await planNamed("Premium");
    const marios = await businessId("Mario's Pizzeria");
    const before = Date.now();
    const created = await ok<Subscription>(subscribe(marios, premium.id), 201);
    expect(created).toMatchObject({ businessId: marios, businessName: "Mario's Pizzeria", planId: premium.id, planName: "Premium", price: 249, active: true });
    expect(Date.parse(created.startsAt)).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(created.endsAt) - Date.parse(created.startsAt)).toBe(30 * 24 * 60 * 60 * 1000);
    expect(await lastAudit("pricing.subscription.create")).toMatchObject({
      admin_user_id: adminUserId, entity_id: String(created.id), details: { businessId: marios, planName: "Premium", price: 249 },
    });

    await ok(call("PUT", `/api/admin/pricing-plans/${premium.id}`, body(premium, { price: 300 })));
    const page = await ok<SubscriptionPage>(call("GET", "/api/admin/subscriptions"));
    expect(page).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(page.subscriptions).toEqual([created]);
    expect((await planNamed("Premium")).subscriptionCount).toBe(1);
  });

  it("refuse an unknown plan or business, a disabled plan and a second running subscription", async () => {
    const basic = await planNamed("Basic");
    const cafe = await businessId("Café Crème");
    const refused = async (res: Promise<Response>, status = 400) => (await ok<{ error: string }>(res, status)).error;
    expect(await refused(subscribe(cafe, 999999))).toBe("Seçilen plan bulunamadı.");
    expect(await refused(subscribe(999999, basic.id))).toBe("Seçilen işletme bulunamadı.");
    expect(await refused(call("POST", "/api/admin/subscriptions", { planId: basic.id }))).toBe("Bir işletme seçin.");
    await ok(call("PATCH", `/api/admin/pricing-plans/${basic.id}`, { enabled: false }));
    expect(await refused(subscribe(cafe, basic.id))).toBe('"Basic" planı kapalı; kapalı bir plan işletmelere atanamaz.');

    const premium = await planNamed("Premium");
    await ok(subscribe(cafe, premium.id), 201);
    expect(await refused(subscribe(cafe, premium.id), 409)).toMatch(/^Bu işletmenin .* tarihine kadar süren etkin bir aboneliği var/);
    expect((await ok<SubscriptionPage>(call("GET", "/api/admin/subscriptions"))).total).toBe(1);
  });

  it("end early, once, audited; the business can then get a new plan", async () => {
    const premium = await planNamed("Premium");
    const cafe = await businessId("Café Crème");
    const created = await ok<Subscription>(subscribe(cafe, premium.id), 201);
    const ended = await ok<Subscription>(call("POST", `/api/admin/subscriptions/${created.id}/end`));
    expect(ended).toMatchObject({ id: created.id, active: false, price: 249 });
    expect(Date.parse(ended.endsAt)).toBeLessThan(Date.parse(created.endsAt));
    expect(await lastAudit("pricing.subscription.end")).toMatchObject({ entity_id: String(created.id), details: { businessId: cafe, plannedEnd: created.endsAt } });
    expect((await ok<{ error: string }>(call("POST", `/api/admin/subscriptions/${created.id}/end`), 409)).error).toBe("Bu abonelik zaten sona ermiş.");
    expect((await ok<{ error: string }>(call("POST", "/api/admin/subscriptions/999999/end"), 404)).error).toBe("Abonelik bulunamadı.");
    await ok(subscribe(cafe, premium.id), 201);
    const active = await ok<SubscriptionPage>(call("GET", "/api/admin/subscriptions?status=active"));
    expect(active.total).toBe(1);
    expect((await ok<SubscriptionPage>(call("GET", "/api/admin/subscriptions?status=all"))).total).toBe(2);
    expect((await call("GET", "/api/admin/subscriptions?status=old")).status).toBe(400);
  });

  it("add up to the revenue figures: running now, this month, in total and per plan", async () => {
    const [basic, premium, enterprise] = [await planNamed("Basic"), await planNamed("Premium"), await planNamed("Enterprise")];
    const empty = await ok<PricingSummary>(call("GET", "/api/admin/pricing-summary"));
    expect(empty).toMatchObject({ activeSubscriptions: 0, revenueThisMonth: 0, totalRevenue: 0, month: new Date().toISOString().slice(0, 7) });

    await ok(subscribe(await businessId("Mario's Pizzeria"), premium.id), 201);
    await ok(subscribe(await businessId("Sakura Sushi"), enterprise.id), 201);
    const ended = await ok<Subscription>(subscribe(await businessId("Café Crème"), basic.id), 201);
    await ok(call("POST", `/api/admin/subscriptions/${ended.id}/end`));
    // One sold last year, long over: total revenue only.
    await app.ctx.db.insertInto("business_subscriptions").values({
      business_id: await businessId("Pizzeria Napoli"), plan_id: premium.id, price: 200,
      starts_at: sql`now() - interval '400 days'`, ends_at: sql`now() - interval '370 days'`,
    }).execute();

    const summary = await ok<PricingSummary>(call("GET", "/api/admin/pricing-summary"));
    expect(summary).toMatchObject({ activeSubscriptions: 2, revenueThisMonth: 99 + 249 + 499, totalRevenue: 99 + 249 + 499 + 200 });
    expect(summary.plans).toEqual([
      { planId: basic.id, planName: "Basic", activeSubscriptions: 0, subscriptions: 1, revenue: 99, revenueThisMonth: 99 },
      { planId: premium.id, planName: "Premium", activeSubscriptions: 1, subscriptions: 2, revenue: 449, revenueThisMonth: 249 },
      { planId: enterprise.id, planName: "Enterprise", activeSubscriptions: 1, subscriptions: 1, revenue: 499, revenueThisMonth: 499 },
    ]);
  });

  it("need an admin session", async () => {
    for (const [method, path] of [["GET", "/api/admin/pricing-plans"], ["GET", "/api/admin/subscriptions"], ["POST", "/api/admin/subscriptions"], ["GET", "/api/admin/pricing-summary"]] as const) {
      const res = await call(method, path, method === "POST" ? {} : undefined, {});
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: "Oturum gerekli. Lütfen giriş yapın." });
    }
  });
});

describe("priority placement", () => {
  const restaurants: DirectoryBusinessQuery = { search: "", sort: null, page: 1, pageSize: 12, category: "restaurant", priorityFirst: true };
  const istanbul: DirectoryBusinessQuery = { search: "", sort: null, page: 1, pageSize: 12, city: "istanbul", countryCode: "TR", priorityFirst: true };
  const names = async (query: DirectoryBusinessQuery) => (await listDirectoryBusinesses(app.ctx, query)).businesses.map((b) => b.name);
  /** Every page of a list, one after the other. */
  async function allPages(query: DirectoryBusinessQuery) {
    const first = await listDirectoryBusinesses(app.ctx, query);
    const pages = [first.businesses.map((b) => b.name)];
    for (let page = 2; (page - 1) * query.pageSize < first.total; page++) {
      const next = await listDirectoryBusinesses(app.ctx, { ...query, page });
      expect(next.total).toBe(first.total);
      pages.push(next.businesses.map((b) => b.name));
    }
    return { total: first.total, pages };
  }
  const first = (name: string, list: string[]) => [name, ...list.filter((other) => other !== name)];

  it("lists a business with a running priority plan first on its category and city pages, and pages stay whole", async () => {
    const normalCategory = await names(restaurants);
    const normalCity = await names(istanbul);
    const last = normalCategory.at(-1)!;
    expect(normalCity.at(-1)).not.toBe(last);
    expect(normalCity).toContain(last);

    await ok(subscribe(await businessId(last), (await planNamed("Premium")).id), 201);
    expect(await names(restaurants)).toEqual(first(last, normalCategory));
    expect(await names(istanbul)).toEqual(first(last, normalCity));

    // Two per page: the same businesses, each once, in the same order, and the same total on every page.
    const paged = await allPages({ ...restaurants, pageSize: 2 });
    expect(paged.total).toBe(normalCategory.length);
    expect(paged.pages.flat()).toEqual(first(last, normalCategory));
    expect(paged.pages.every((page, index) => page.length === Math.min(2, normalCategory.length - index * 2))).toBe(true);
  });

  it("leaves searches, visitor-chosen sorts, other lists and plans without priority alone", async () => {
    const normalCategory = await names(restaurants);
    const normalByName = await names({ ...restaurants, sort: { sortBy: "name", sortOrder: "asc" } });
    const normalSearch = await names({ ...istanbul, search: "restaurant" });
    const normalApi = await ok<{ businesses: { name: string }[] }>(app.get("/api/businesses?category=restaurant"));
    const last = normalCategory.at(-1)!;

    await ok(subscribe(await businessId(last), (await planNamed("Basic")).id), 201);
    expect(await names(restaurants)).toEqual(normalCategory);

    await ok(call("PUT", `/api/admin/pricing-plans/${(await planNamed("Basic")).id}`, body(await planNamed("Basic"), { priorityPlacement: true })));
    expect(await names(restaurants)).toEqual(first(last, normalCategory));
    expect(await names({ ...restaurants, sort: { sortBy: "name", sortOrder: "asc" } })).toEqual(normalByName);
    expect(await names({ ...istanbul, search: "restaurant" })).toEqual(normalSearch);
    expect(await names({ ...restaurants, priorityFirst: false })).toEqual(normalCategory);
    expect(await ok(app.get("/api/businesses?category=restaurant"))).toEqual(normalApi);
  });

  it("ends with the subscription: at once when ended early, on time when it runs out", async () => {
    const normalCategory = await names(restaurants);
    const last = normalCategory.at(-1)!;
    const premium = await planNamed("Premium");
    const created = await ok<Subscription>(subscribe(await businessId(last), premium.id), 201);
    expect((await names(restaurants))[0]).toBe(last);
    await ok(call("POST", `/api/admin/subscriptions/${created.id}/end`));
    expect(await names(restaurants)).toEqual(normalCategory);

    // A subscription about to run out: the page drops it when its time comes, with nothing written or cleared.
    await ok(subscribe(await businessId(last), premium.id), 201);
    await app.ctx.db.updateTable("business_subscriptions").set({ ends_at: sql`now() + interval '1.5 seconds'` }).where("ends_at", ">", sql<Date>`now()`).execute();
    app.ctx.cache.clear();
    expect((await names(restaurants))[0]).toBe(last);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await names(restaurants)).toEqual(normalCategory);
  });

  describe("on the served pages", () => {
    let pages: RenderedPages;
    beforeAll(async () => {
      pages = await startRenderedPages(app.ctx);
    });
    afterAll(() => pages?.close());

    /** Business names in the order the page's cards show them. */
    const cardNames = (html: string) => {
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      return [...main.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((card) => card[0]);
    };
    const position = (cards: string[], name: string) => cards.findIndex((card) => card.includes(name.replace(/'/g, "&#x27;")));

    it("show the subscribed business first on /category/{slug} and /city/{slug}", async () => {
      const normal = await names(restaurants);
      const last = normal.at(-1)!;
      const before = cardNames((await pages.get("/category/restaurant")).body);
      expect(position(before, last)).toBe(normal.length - 1);

      await ok(subscribe(await businessId(last), (await planNamed("Enterprise")).id), 201);
      const category = await pages.get("/category/restaurant");
      expect(category.status).toBe(200);
      expect(position(cardNames(category.body), last)).toBe(0);
      expect(position(cardNames(category.body), normal[0]!)).toBe(1);
      const city = await pages.get("/city/istanbul");
      expect(position(cardNames(city.body), last)).toBe(0);
      // A visitor's sort is shown as asked.
      const sorted = await pages.get("/category/restaurant?sortBy=rating&sortOrder=desc");
      expect(position(cardNames(sorted.body), last)).toBe(normal.length - 1);
    });
  });
});
