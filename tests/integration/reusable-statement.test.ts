import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reusableStatement, reusableStatementsByShape, type Slots } from "../../server/db/reusable-statement";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("reusable statements", () => {
  it("build their text once and send each call's own values", async () => {
    let builds = 0;
    const byNameAndCategory = reusableStatement((db, value: Slots<{ name: string; categoryIds: number[] }>) => {
      builds += 1;
      return db
        .selectFrom("businesses")
        .select(["name", "category_id"])
        .where("name", "=", value("name"))
        .where(sql<boolean>`category_id = ANY(${value("categoryIds")}::int[])`)
        .where("review_count", ">=", 0)
        .compile();
    });
    const some = await app.ctx.db.selectFrom("businesses").select(["name", "category_id"]).where("category_id", "is not", null).limit(2).execute();
    expect(some).toHaveLength(2);
    for (const { name, category_id } of some) {
      const rows = await byNameAndCategory(app.ctx.db, { name, categoryIds: [category_id!] });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.name === name && row.category_id === category_id)).toBe(true);
    }
    expect(await byNameAndCategory(app.ctx.db, { name: some[0]!.name, categoryIds: [] })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("refuse a value the builder wrote into the text, which would be the same on every call", async () => {
    const folded = reusableStatement((db, value: Slots<{ limit: number }>) =>
      db.selectFrom("businesses").select("id").limit(sql.lit(Number(value("limit")))).compile(),
    );
    await expect(folded(app.ctx.db, { limit: 1 })).rejects.toThrow("limit did not become a parameter");
  });

  it("come one per shape, each built on its shape's first use", async () => {
    const built: number[] = [];
    const firstIds = reusableStatementsByShape(
      (limit: number) => limit,
      (limit) => (db, value: Slots<{ minReviews: number }>) => {
        built.push(limit);
        return db.selectFrom("businesses").select("id").where("review_count", ">=", value("minReviews")).orderBy("id").limit(sql.lit(limit)).compile();
      },
    );
    expect(firstIds(2)).toBe(firstIds(2));
    expect(await firstIds(2)(app.ctx.db, { minReviews: 0 })).toHaveLength(2);
    expect(await firstIds(3)(app.ctx.db, { minReviews: 0 })).toHaveLength(3);
    expect(await firstIds(2)(app.ctx.db, { minReviews: 1e9 })).toEqual([]);
    expect(built).toEqual([2, 3]);
  });
});
