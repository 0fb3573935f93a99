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

  it("keeps the catalogue's totals (the stats) exact through every kind of write, and can rebuild them", async () => {
    await inRollback(async (trx) => {
      await expectTotalsExact(trx, "at the start");
      await trx
        .insertInto("businesses")
        .values([
          { name: "Totals One", slug: "totals-one", rating: "4.5", review_count: 12, is_verified: true },
          { name: "Totals Two", slug: "totals-two", rating: "0", review_count: 0 },
          { name: "Totals Three", slug: "totals-three" },
        ])
        .execute();
      await expectTotalsExact(trx, "after inserts, one unrated and one without a rating");
      await trx.updateTable("businesses").set({ rating: "2.0", review_count: 7, is_verified: false }).where("slug", "=", "totals-one").execute();
      await trx.updateTable("businesses").set({ rating: "3.5" }).where("slug", "in", ["totals-two", "totals-three"]).execute();
      await expectTotalsExact(trx, "after ratings, review counts and the verified mark changed");
      await trx.updateTable("businesses").set({ name: sql`name || ' renamed'` }).execute();
      await expectTotalsExact(trx, "after an update of other columns");
      for (let round = 0; round < 9; round += 1) {
        await trx.updateTable("businesses").set({ review_count: sql`review_count + 1` }).where("slug", "=", "totals-one").execute();
        const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM business_totals`.execute(trx);
        expect(rows.rows[0]!.n, `rows after round ${round}`).toBeLessThanOrEqual(4);
      }
      await expectTotalsExact(trx, "after nine changes folded as they came");
      await trx.updateTable("businesses").set({ rating: null }).where("slug", "=", "totals-one").execute();
      await trx.deleteFrom("businesses").where("city", "=", "Istanbul").execute();
      await expectTotalsExact(trx, "after a rating taken away and deletes");

      // Writes made with the triggers off (a restore) are caught up by a rebuild.
      await sql`ALTER TABLE businesses DISABLE TRIGGER businesses_totals_insert`.execute(trx);
      await trx.insertInto("businesses").values({ name: "Unseen", slug: "totals-unseen", rating: "5.0", review_count: 3 }).execute();
      await sql`ALTER TABLE businesses ENABLE TRIGGER businesses_totals_insert`.execute(trx);
      expect((await totals(trx)).stored).not.toEqual((await totals(trx)).actual);
      await sql`SELECT business_totals_rebuild()`.execute(trx);
      await expectTotalsExact(trx, "after a rebuild");

      await sql`TRUNCATE businesses CASCADE`.execute(trx);
      await expectTotalsExact(trx, "after a truncate");
      expect((await totals(trx)).stored.businesses).toBe(0);
    });
    await app.ctx.db.transaction().execute((trx) => expectTotalsExact(trx, "after the rollback"));
  });

  it("lets a change to the totals or the search words go through while another open transaction holds its own", async () => {
    const importing = await app.ctx.pool.connect();
    const editing = await app.ctx.pool.connect();
    // Renamed back and forth, so each statement adds or takes away the word "pizzeria", whose rows get folded.
    const toggle = (one: string, other: string) => `UPDATE businesses SET review_count = review_count + 1,
        is_verified = NOT is_verified, name = CASE WHEN name = '${one}' THEN '${other}' ELSE '${one}' END
      WHERE name IN ('${one}', '${other}')`;
    try {
      // An import's transaction: it changed totals and the words' rows, folded them, and has not committed.
      await importing.query("BEGIN");
      for (let round = 0; round < 6; round += 1) expect((await importing.query(toggle("Sakura Sushi", "Sakura Pizzeria"))).rowCount).toBe(1);
      // Staff change another business meanwhile: no statement waits for that commit.
      await editing.query("BEGIN");
      await editing.query("SET LOCAL statement_timeout = '2s'");
      for (let round = 0; round < 6; round += 1) expect((await editing.query(toggle("Pizzeria Napoli", "Napoli"))).rowCount).toBe(1);
      await editing.query("ROLLBACK");
    } finally {
      await importing.query("ROLLBACK");
      importing.release();
      editing.release();
    }
    await app.ctx.db.transaction().execute(async (trx) => {
      await expectTotalsExact(trx, "after both rolled back");
      await expectWordCountsExact(trx, "after both rolled back");
    });
  });

  it("keeps each search word's count exact through every kind of write, folded, and can rebuild them", async () => {
    await inRollback(async (trx) => {
      await expectWordCountsExact(trx, "at the start");
      await trx
        .insertInto("businesses")
        .values([
          { name: "Harbour Noodle Bar", slug: "harbour-noodle-bar", city: "Istanbul" },
          { name: "Harbour Lights", slug: "harbour-lights" },
        ])
        .execute();
      await expectWordCountsExact(trx, "after inserts");
      await trx.updateTable("businesses").set({ name: "Quayside Noodle Bar" }).where("slug", "=", "harbour-noodle-bar").execute();
      await trx.updateTable("businesses").set({ rating: "4.0" }).execute();
      await expectWordCountsExact(trx, "after a rename and an update that changes no document");
      // A category rename rewrites the documents of its businesses in one statement.
      await trx.updateTable("categories").set({ name: "Ristorante" }).where("slug", "=", "pizza-restaurant").execute();
      await trx.deleteFrom("businesses").where("city", "=", "Istanbul").execute();
      await expectWordCountsExact(trx, "after a category rename and deletes");
      // Each statement folds the words it touched once they have more than a few rows.
      const rowsOf = async (word: string) =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_word_counts WHERE word = ${word}`.execute(trx)).rows[0]!.n;
      for (let round = 0; round < 9; round += 1) {
        const name = round % 2 === 0 ? "Harbour Beacon" : "Harbour Lights";
        await trx.updateTable("businesses").set({ name }).where("slug", "=", "harbour-lights").execute();
        expect(await rowsOf("beacon"), `round ${round}`).toBeLessThanOrEqual(4);
        expect(await rowsOf("light"), `round ${round}`).toBeLessThanOrEqual(4);
      }
      await expectWordCountsExact(trx, "after nine renames back and forth");

      await sql`ALTER TABLE businesses DISABLE TRIGGER businesses_search_words_insert`.execute(trx);
      await trx.insertInto("businesses").values({ name: "Unseen Teahouse", slug: "unseen-teahouse" }).execute();
      await sql`ALTER TABLE businesses ENABLE TRIGGER businesses_search_words_insert`.execute(trx);
      expect(await wordCountDifferences(trx)).not.toEqual([]);
      await sql`SELECT search_word_counts_rebuild()`.execute(trx);
      await expectWordCountsExact(trx, "after a rebuild");

      await sql`TRUNCATE businesses CASCADE`.execute(trx);
      await expectWordCountsExact(trx, "after a truncate");
    });
    await app.ctx.db.transaction().execute((trx) => expectWordCountsExact(trx, "after the rollback"));
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

/** The kept totals beside the same figures computed from the businesses. */
async function totals(trx: Transaction<Database>) {
  const figures = (from: string) => sql<Record<string, number>>`
    SELECT businesses::int, verified::int, rated::int, rating_sum::float8 AS rating_sum, reviews::int FROM ${sql.raw(from)}`;
  const stored = await figures(`(SELECT coalesce(sum(businesses), 0) AS businesses, coalesce(sum(verified), 0) AS verified,
      coalesce(sum(rated), 0) AS rated, coalesce(sum(rating_sum), 0) AS rating_sum, coalesce(sum(reviews), 0) AS reviews
      FROM business_totals) kept`).execute(trx);
  const actual = await figures(`(SELECT count(*) AS businesses, count(*) FILTER (WHERE is_verified) AS verified,
      count(*) FILTER (WHERE rating > 0) AS rated, coalesce(sum(rating) FILTER (WHERE rating > 0), 0) AS rating_sum,
      coalesce(sum(review_count), 0) AS reviews FROM businesses) computed`).execute(trx);
  return { stored: stored.rows[0]!, actual: actual.rows[0]! };
}

async function expectTotalsExact(trx: Transaction<Database>, step: string) {
  const { stored, actual } = await totals(trx);
  expect(stored, step).toEqual(actual);
}

/** Words whose kept count differs from the businesses whose search document has them. */
async function wordCountDifferences(trx: Transaction<Database>) {
  const { rows } = await sql<{ word: string; kept: number | null; actual: number | null }>`
    WITH kept AS (SELECT word, sum(businesses)::int AS n FROM search_word_counts GROUP BY word HAVING sum(businesses) <> 0),
         actual AS (SELECT w.word, count(*)::int AS n FROM businesses b, unnest(tsvector_to_array(b.search_vector)) AS w(word) GROUP BY 1)
    SELECT coalesce(k.word, a.word) AS word, k.n AS kept, a.n AS actual
      FROM kept k FULL JOIN actual a ON a.word = k.word
     WHERE k.n IS DISTINCT FROM a.n`.execute(trx);
  return rows;
}

async function expectWordCountsExact(trx: Transaction<Database>, step: string) {
  expect(await wordCountDifferences(trx), step).toEqual([]);
}
