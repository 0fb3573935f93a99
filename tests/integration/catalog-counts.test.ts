import { sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/types";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

class Rollback extends Error {}

/** Runs the steps in a transaction that is always rolled back, so the fixtures stay as they are. */
async function inRollback(steps: (trx: Transaction<Database>) => Promise<void>) {
  await expect(
    app.ctx.db.transaction().execute(async (trx) => {
      await steps(trx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

async function counts(trx: Transaction<Database>) {
  const rows = await sql<{ kind: string; key: string; stored: number; actual: number }>`
    SELECT 'category' AS kind, c.slug AS key, c.business_count AS stored,
           (SELECT count(*)::int FROM businesses b WHERE b.category_id = c.id) AS actual FROM categories c
    UNION ALL
    SELECT 'city', c.slug, c.business_count, (SELECT count(*)::int FROM businesses b WHERE b.city_id = c.id) FROM cities c
    UNION ALL
    SELECT 'country', c.code, c.business_count, (SELECT count(*)::int FROM businesses b WHERE b.country_code = c.code) FROM countries c`.execute(trx);
  return rows.rows;
}

function expectConsistent(rows: Awaited<ReturnType<typeof counts>>) {
  for (const row of rows) expect(row.stored, `${row.kind} ${row.key}`).toBe(row.actual);
}

describe("businessCount stays exact", () => {
  it("after inserts, moves between categories and cities, and deletes", async () => {
    await inRollback(async (trx) => {
      expectConsistent(await counts(trx));
      const hotel = await trx.selectFrom("categories").select("id").where("slug", "=", "hotel").executeTakeFirstOrThrow();
      const tokyo = await trx.selectFrom("cities").select("id").where("slug", "=", "tokyo").executeTakeFirstOrThrow();
      await trx
        .insertInto("businesses")
        .values([1, 2, 3].map((n) => ({
          name: `Capsule Hotel ${n}`, slug: `capsule-hotel-${n}`, category_id: hotel.id,
          city: "Tokyo", city_id: tokyo.id, country_code: "JP",
        })))
        .execute();
      expect((await counts(trx)).find((r) => r.key === "hotel")?.stored).toBe(4);
      expectConsistent(await counts(trx));

      await trx.updateTable("businesses").set({ category_id: null, city_id: null, country_code: "TR" }).where("slug", "=", "capsule-hotel-1").execute();
      expectConsistent(await counts(trx));

      await trx.deleteFrom("businesses").where("city", "=", "Istanbul").execute();
      const after = await counts(trx);
      expect(after.find((r) => r.key === "istanbul")?.stored).toBe(0);
      expectConsistent(after);

      await sql`TRUNCATE businesses CASCADE`.execute(trx);
      for (const row of await counts(trx)) expect(row.stored).toBe(0);
    });
    expectConsistent(await app.ctx.db.transaction().execute(counts));
  });

  it("keeps search documents in step with names and category renames", async () => {
    await inRollback(async (trx) => {
      await trx.updateTable("categories").set({ name: "Ristorante" }).where("slug", "=", "pizza-restaurant").execute();
      await trx.updateTable("businesses").set({ name: "Sakura Ramen House" }).where("name", "=", "Sakura Sushi").execute();
      const found = await sql<{ name: string }>`
        SELECT name FROM businesses WHERE search_vector @@ to_tsquery('locus', 'ristorante | ramen') ORDER BY name`.execute(trx);
      expect(found.rows.map((r) => r.name)).toEqual(["Mario's Pizzeria", "Pizzeria Napoli", "Sakura Ramen House"]);
    });
  });
});
