import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business } from "../../app/lib/business";
import type { AppContext } from "../../server/context";
import { businessListQuerySchema, SORT_FIELDS } from "../../server/services/businesses/business-query";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { nearbyBusinesses } from "../../server/services/businesses/nearby-businesses";
import { relatedBusinesses } from "../../server/services/businesses/related-businesses";
import { listDirectoryBusinesses } from "../../server/services/catalog/list-directory-businesses";
import { rolledBack } from "./support/rolled-back";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const names = (list: Business[]) => list.map((b) => b.name);

/** Runs `check` with a context whose writes are rolled back, so the other test files keep the fixtures. */
const inTransaction = (check: (ctx: AppContext) => Promise<void>) => rolledBack(app.ctx, check);

async function setStatus(ctx: AppContext, name: string, status: string) {
  // Open around the clock: only the status can make such a business "not open now".
  await sql`UPDATE businesses SET business_status = ${status}, working_hours = ${JSON.stringify(ALWAYS_OPEN)}::jsonb
            WHERE name = ${name}`.execute(ctx.db);
  // As the back office's edit does: lists and counts are read afresh.
  await ctx.cache.clear();
}

const ALWAYS_OPEN = Object.fromEntries(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => [day, "Open 24 hours"]),
);

/** Every sort order a list page offers, and the default one. */
const ORDERS = [
  {},
  ...SORT_FIELDS.flatMap((sortBy) => [{ sortBy, sortOrder: "asc" as const }, { sortBy, sortOrder: "desc" as const }]),
];

async function listNames(ctx: AppContext, query: Record<string, unknown>, limit = 100) {
  const page = await listBusinesses(ctx, businessListQuerySchema.parse({ ...query, limit }));
  return names(page.businesses);
}

/** The list read two at a time, page by page: the pages must join up across the open and closed parts. */
async function pagedNames(ctx: AppContext, query: Record<string, unknown>) {
  const seen: string[] = [];
  for (let offset = 0; offset < 20; offset += 2) {
    seen.push(...names((await listBusinesses(ctx, businessListQuerySchema.parse({ ...query, limit: 2, offset }))).businesses));
  }
  return seen;
}

describe("permanently closed businesses", () => {
  for (const [list, filter, closed] of [
    ["category", { category: "restaurant" }, "Bosphorus Fish Restaurant"],
    ["city", { city: "istanbul" }, "Grand Hotel Istanbul"],
  ] as const) {
    it(`come last in a ${list} list in every sort order, the others keeping theirs`, async () => {
      await inTransaction(async (ctx) => {
        const before = await Promise.all(ORDERS.map((order) => listNames(ctx, { ...filter, ...order })));
        // The fixture orders put the business first or in the middle somewhere, so "last" means something.
        expect(before.some((order) => order.indexOf(closed) < order.length - 1)).toBe(true);
        await setStatus(ctx, closed, "CLOSED_PERMANENTLY");
        for (const [index, order] of ORDERS.entries()) {
          const after = await listNames(ctx, { ...filter, ...order });
          const expected = [...before[index]!.filter((name) => name !== closed), closed];
          expect(after, JSON.stringify(order)).toEqual(expected);
          expect(await pagedNames(ctx, { ...filter, ...order }), JSON.stringify(order)).toEqual(expected);
        }
      });
    });
  }

  it("come last in search results, nearby lists and related lists", async () => {
    await inTransaction(async (ctx) => {
      await setStatus(ctx, "Grand Hotel Istanbul", "CLOSED_PERMANENTLY");
      const search = await listNames(ctx, { search: "istanbul" });
      expect(search).toHaveLength(6);
      expect(search.at(-1)).toBe("Grand Hotel Istanbul");
      const nearby = await nearbyBusinesses(ctx, "marios-pizzeria-istanbul", 10);
      const nearbyInIstanbul = names(nearby!).filter((name) => search.includes(name));
      expect(nearbyInIstanbul.at(-1)).toBe("Grand Hotel Istanbul");
      const marios = await ctx.db.selectFrom("businesses").select(["id", "category_id"]).where("slug", "=", "marios-pizzeria-istanbul").executeTakeFirstOrThrow();
      const related = await relatedBusinesses(ctx, { id: marios.id, categoryId: marios.category_id });
      expect(names(related.sameCity)).toEqual([
        "Kapalı Çarşı Shop", "Bosphorus Fish Restaurant", "Night Owl Bar", "Unrated Corner Store", "Grand Hotel Istanbul",
      ]);
    });
  });

  it("are never open now, and say their status", async () => {
    await inTransaction(async (ctx) => {
      await setStatus(ctx, "Grand Hotel Istanbul", "OPERATIONAL");
      const open = (await listBusinesses(ctx, businessListQuerySchema.parse({ search: "grand hotel" }))).businesses[0]!;
      expect(open.openNow).toBe(true);
      await setStatus(ctx, "Grand Hotel Istanbul", "CLOSED_PERMANENTLY");
      const closed = (await listBusinesses(ctx, businessListQuerySchema.parse({ search: "grand hotel" }))).businesses[0]!;
      expect(closed).toMatchObject({ name: "Grand Hotel Istanbul", businessStatus: "CLOSED_PERMANENTLY", openNow: false });
    });
  });
});

describe("priority placement with closed businesses", () => {
  it("keeps paid businesses first, then the open ones, then the permanently closed, across pages", async () => {
    await inTransaction(async (ctx) => {
      // Explicit ids, so no sequence moves for the other test files.
      await sql`INSERT INTO pricing_plans (id, name, price, duration, priority_placement)
                OVERRIDING SYSTEM VALUE VALUES (90001, 'Priority test plan', 1, 30, true)`.execute(ctx.db);
      for (const [index, name] of ["Night Owl Bar", "Kapalı Çarşı Shop"].entries()) {
        await sql`INSERT INTO business_subscriptions (id, business_id, plan_id, price, starts_at, ends_at)
                  OVERRIDING SYSTEM VALUE
                  SELECT ${90001 + index}, id, 90001, 1, now() - interval '1 day', now() + interval '1 day'
                  FROM businesses WHERE name = ${name}`.execute(ctx.db);
      }
      for (const name of ["Kapalı Çarşı Shop", "Grand Hotel Istanbul", "Bosphorus Fish Restaurant"]) {
        await setStatus(ctx, name, "CLOSED_PERMANENTLY");
      }
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const found = await listDirectoryBusinesses(ctx, { search: "", sort: null, page, pageSize: 2, city: "istanbul", priorityFirst: true });
        expect(found.total).toBe(6);
        seen.push(...names(found.businesses));
      }
      expect(seen).toEqual([
        // paid: open, then closed
        "Night Owl Bar", "Kapalı Çarşı Shop",
        // the rest, best rated first: open, then closed (page 3 starts in the closed part)
        "Mario's Pizzeria", "Unrated Corner Store", "Grand Hotel Istanbul", "Bosphorus Fish Restaurant",
      ]);
    });
  });
});

describe("temporarily closed businesses", () => {
  it("keep their place in category and city lists but are not open now", async () => {
    await inTransaction(async (ctx) => {
      await setStatus(ctx, "Kapalı Çarşı Shop", "OPERATIONAL");
      const lists = [{ city: "istanbul" }, { category: "shopping" }, { city: "istanbul", sortBy: "name" }];
      const before = await Promise.all(lists.map((query) => listBusinesses(ctx, businessListQuerySchema.parse(query))));
      expect(before[0]!.businesses.find((b) => b.name === "Kapalı Çarşı Shop")!.openNow).toBe(true);
      await setStatus(ctx, "Kapalı Çarşı Shop", "CLOSED_TEMPORARILY");
      for (const [index, query] of lists.entries()) {
        const after = await listBusinesses(ctx, businessListQuerySchema.parse(query));
        expect(names(after.businesses)).toEqual(names(before[index]!.businesses));
        expect(after.businesses.find((b) => b.name === "Kapalı Çarşı Shop")).toMatchObject({
          businessStatus: "CLOSED_TEMPORARILY",
          openNow: false,
        });
      }
    });
  });
});
