import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Business } from "../../app/lib/business";
import type { AppContext } from "../../server/context";
import type { Db } from "../../server/db/pool";
import { ReadCache } from "../../server/services/cache";
import {
  RELATED_SAME_CATEGORY,
  RELATED_SAME_CITY,
  RELATED_SAME_TYPE,
  relatedBusinesses,
} from "../../server/services/businesses/related-businesses";
import { PREPARED_MARK } from "../../server/db/prepared-statements";
import { relatedListsQuery } from "../../server/services/businesses/related-queries";
import { rolledBack } from "./support/rolled-back";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const names = (list: Business[]) => list.map((b) => b.name);

/** The fixture business with `slug`, as the related lists need it. */
async function origin(db: Db, slug: string) {
  const row = await db.selectFrom("businesses").select(["id", "category_id"]).where("slug", "=", slug).executeTakeFirstOrThrow();
  return { id: row.id, categoryId: row.category_id };
}

async function related(slug: string, ctx: AppContext = { ...app.ctx, cache: new ReadCache() }) {
  const { id, categoryId } = await origin(ctx.db, slug);
  return relatedBusinesses(ctx, { id, categoryId });
}

/**
 * Runs `check` against the fixtures plus `extra` businesses inside a transaction that is rolled back,
 * with explicit ids and row numbers so no sequence moves for the other test files.
 */
async function withExtraBusinesses(extra: { name: string; category: string; city: string; type: string; rating: string; reviews: number }[], check: (ctx: AppContext) => Promise<void>) {
  await rolledBack(app.ctx, async (ctx) => {
    for (const [index, b] of extra.entries()) {
      await sql`
        INSERT INTO businesses (id, global_row_number, slug, name, category_id, city_id, city, type, rating, review_count)
        OVERRIDING SYSTEM VALUE
        SELECT ${10_000 + index}, ${10_000 + index}, ${`extra-${index}`}, ${b.name}, c.id, ci.id, ci.name, ${b.type}, ${b.rating}, ${b.reviews}
        FROM categories c, cities ci WHERE c.slug = ${b.category} AND ci.slug = ${b.city}`.execute(ctx.db);
    }
    await check(ctx);
  });
}

describe("relatedBusinesses", () => {
  it("lists the same category in other cities and the same city in other categories, best rated first", async () => {
    const marios = await related("marios-pizzeria-istanbul");
    expect(names(marios.sameCategory)).toEqual(["Pizzeria Napoli"]);
    // Unrated businesses come last.
    expect(names(marios.sameCity)).toEqual([
      "Grand Hotel Istanbul", "Kapalı Çarşı Shop", "Bosphorus Fish Restaurant", "Night Owl Bar", "Unrated Corner Store",
    ]);
    expect(marios.sameType).toEqual([]);
    expect(marios.sameCity[0]).toMatchObject({ citySlug: "istanbul", category: { slug: "hotel" } });
  });

  it("finds the same type among the city's businesses of the category, and never repeats a business", async () => {
    const bosphorus = await related("bosphorus-fish-restaurant-istanbul");
    expect(names(bosphorus.sameCategory)).toEqual(["Sakura Sushi", "Paris Texas Diner"]);
    expect(names(bosphorus.sameCity)).toEqual(["Grand Hotel Istanbul", "Mario's Pizzeria", "Kapalı Çarşı Shop", "Unrated Corner Store"]);
    expect(names(bosphorus.sameType)).toEqual(["Night Owl Bar"]);
    const all = [...bosphorus.sameCategory, ...bosphorus.sameCity, ...bosphorus.sameType].map((b) => b.slug);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain("bosphorus-fish-restaurant-istanbul");
  });

  it("tells cities of the same name apart", async () => {
    const diner = await related("paris-texas-diner-paris");
    expect(names(diner.sameCategory)).toEqual(["Sakura Sushi", "Bosphorus Fish Restaurant", "Night Owl Bar"]);
    expect(diner.sameCity).toEqual([]); // the Café Crème is in the other Paris
  });

  it("links the most used categories except the business's own", async () => {
    const { categories } = await related("marios-pizzeria-istanbul");
    expect(categories.map((c) => c.slug)).toEqual(["restaurant", "cafe", "shopping", "dentist", "hotel"]);
  });

  it("keeps to the limits and orders ties by review count", async () => {
    const extra = Array.from({ length: 10 }, (_, i) => [
      { name: `NY Pizza ${i}`, category: "pizza-restaurant", city: "new-york", type: "Pizza restaurant", rating: i < 5 ? "4.9" : "3.0", reviews: i },
      { name: `Istanbul Cafe ${i}`, category: "cafe", city: "istanbul", type: "Cafe", rating: "5.0", reviews: 100 - i },
      { name: `Istanbul Pizza ${i}`, category: "pizza-restaurant", city: "istanbul", type: i % 2 ? "Pizza restaurant" : "Pizza delivery", rating: "4.0", reviews: i },
    ]).flat();
    await withExtraBusinesses(extra, async (ctx) => {
      const marios = await related("marios-pizzeria-istanbul", ctx);
      expect(marios.sameCategory).toHaveLength(RELATED_SAME_CATEGORY);
      expect(names(marios.sameCategory)).toEqual(["NY Pizza 4", "NY Pizza 3", "NY Pizza 2", "NY Pizza 1", "NY Pizza 0", "Pizzeria Napoli"]);
      expect(marios.sameCity).toHaveLength(RELATED_SAME_CITY);
      expect(names(marios.sameCity)).toEqual(["Istanbul Cafe 0", "Istanbul Cafe 1", "Istanbul Cafe 2", "Istanbul Cafe 3", "Istanbul Cafe 4", "Istanbul Cafe 5"]);
      expect(marios.sameType).toHaveLength(RELATED_SAME_TYPE);
      expect(names(marios.sameType)).toEqual(["Istanbul Pizza 9", "Istanbul Pizza 7", "Istanbul Pizza 5", "Istanbul Pizza 3"]);
    });
  });

  it("caches the lists but reads Open Now afresh", async () => {
    const ctx = { ...app.ctx, cache: new ReadCache() };
    const first = await related("marios-pizzeria-istanbul", ctx);
    const second = await related("marios-pizzeria-istanbul", ctx);
    expect(second.sameCity.map((b) => b.id)).toEqual(first.sameCity.map((b) => b.id));
    expect(second.sameCity[0]).not.toBe(first.sameCity[0]);
  });

  it("walks the rating indexes of the category and the city instead of scanning the table, in one prepared statement", async () => {
    const marios = await origin(app.ctx.db, "marios-pizzeria-istanbul");
    const limits = { sameCategory: RELATED_SAME_CATEGORY, sameCity: RELATED_SAME_CITY, sameType: RELATED_SAME_TYPE };
    const compiled = relatedListsQuery(app.ctx.db, marios.id, limits).compile(app.ctx.db);
    expect(compiled.sql.startsWith(PREPARED_MARK)).toBe(true);
    const plan = await app.ctx.db.transaction().execute(async (trx) => {
      // The fixture table is tiny, so the planner would rightly scan and sort it;
      // forbidding that shows an index hands the rows over already in rating
      // order, so at any size the LIMIT stops the walk after a few entries.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      await sql`SET LOCAL enable_sort = off`.execute(trx);
      // Statistics change while other test files write: no partial sort either.
      await sql`SET LOCAL enable_incremental_sort = off`.execute(trx);
      const result = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    // Each list's walk, under the one sort of the (at most 16) rows the three lists hand over.
    const walks = plan.split("\n").filter((line) => /Index Scan using businesses_\w*rating_idx/.test(line));
    expect(walks).toHaveLength(3);
    // On a table this small the planner may as well walk the whole directory's rating
    // index and filter the category: either index hands the rows over in rating order.
    expect(plan).toMatch(/Index Scan using businesses_(category_)?rating_idx/);
    expect(plan).toMatch(/Index Scan using businesses_(city_)?rating_idx/);
    expect(plan).not.toMatch(/Seq Scan on businesses/);
    expect(plan.match(/\bSort {2}\(cost/g)).toHaveLength(1);
  });
});
