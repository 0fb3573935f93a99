import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PREPARED_PER_CONNECTION, preparedMark, PREPARED_MARK } from "../../server/db/prepared-statements";
import type { Database } from "../../server/db/types";
import { getBusinessBySlug } from "../../server/services/businesses/get-business";
import { nearbyBusinesses } from "../../server/services/businesses/nearby-businesses";
import { relatedBusinesses } from "../../server/services/businesses/related-businesses";
import { ReadCache } from "../../server/services/cache";
import { mapBusinesses } from "../../server/services/map/map-businesses";
import { mapQuerySchema } from "../../server/services/map/map-query";
import { startTestApp, type TestApp } from "./support/test-app";

// Statements whose plan does not depend on their values are prepared once per connection.
let app: TestApp;
let slug: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ slug } = await app.ctx.db.selectFrom("businesses").select("slug").where("name", "=", "Mario's Pizzeria").executeTakeFirstOrThrow());
});
afterAll(() => app.close());

/** The names of the statements prepared on the connection a transaction runs on. */
const preparedHere = (trx: Kysely<Database>) =>
  sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx).then((r) => r.rows);

describe("prepared statements", () => {
  it("prepare a marked statement once on its connection and answer as an unmarked one does", async () => {
    await app.ctx.db.transaction().execute(async (trx) => {
      const before = await preparedHere(trx);
      const plain = await trx.selectFrom("businesses").select(["id", "name"]).where("slug", "=", slug).execute();
      const marked = () =>
        trx.selectFrom("businesses").modifyFront(preparedMark()).select(["id", "name"]).where("slug", "=", slug).execute();
      expect(await marked()).toEqual(plain);
      expect(await marked()).toEqual(plain);
      const added = (await preparedHere(trx)).filter((row) => !before.some((old) => old.name === row.name));
      expect(added).toHaveLength(1);
      expect(added[0]!.name).toMatch(/^locus_[0-9a-f]{24}$/);
      expect(added[0]!.statement).toContain(PREPARED_MARK);
      // Another value, the same statement.
      await trx.selectFrom("businesses").modifyFront(preparedMark()).select(["id", "name"]).where("slug", "=", "no-such").execute();
      expect((await preparedHere(trx)).length).toBe(before.length + 1);
    });
  });

  it("leave unmarked statements and pg's own query forms alone", async () => {
    await app.ctx.db.transaction().execute(async (trx) => {
      const before = (await preparedHere(trx)).length;
      await trx.selectFrom("businesses").select("id").where("slug", "=", "x").execute();
      await sql`SELECT ${1}::int AS one`.execute(trx);
      expect((await preparedHere(trx)).length).toBe(before);
    });
    const client = await app.ctx.pool.connect();
    try {
      const viaCallback = await new Promise<unknown>((resolve, reject) =>
        client.query(`SELECT 1 AS one ${PREPARED_MARK}`, [], (error, result) => (error ? reject(error) : resolve(result.rows))),
      );
      expect(viaCallback).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
  });

  it("stop at a bound per connection, and go on answering unprepared", async () => {
    const client = await app.ctx.pool.connect();
    try {
      const count = async () => (await client.query("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows[0].n as number;
      const before = await count();
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
        const { rows } = await client.query(`SELECT ${PREPARED_MARK} ${i}::int AS n`, []);
        expect(rows).toEqual([{ n: i }]);
      }
      expect(await count()).toBe(Math.min(before + MAX_PREPARED_PER_CONNECTION + 20, MAX_PREPARED_PER_CONNECTION));
      // One it prepared is still used, and answers.
      expect((await client.query(`SELECT ${PREPARED_MARK} 0::int AS n`, [])).rows).toEqual([{ n: 0 }]);
    } finally {
      // Closed, not returned: a full connection would leave later tests nothing to prepare.
      client.release(true);
    }
  });

  it("serve the business detail and its nearby list the same on every call", async () => {
    const first = await getBusinessBySlug(app.ctx, slug);
    expect(first?.name).toBe("Mario's Pizzeria");
    for (let i = 0; i < 8; i++) expect(await getBusinessBySlug(app.ctx, slug)).toEqual(first);
    const nearby = await nearbyBusinesses(app.ctx, slug, 3);
    for (let i = 0; i < 8; i++) expect(await nearbyBusinesses(app.ctx, slug, 3)).toEqual(nearby);
    // Another limit is another text, still right.
    expect((await nearbyBusinesses(app.ctx, slug, 1))).toEqual(nearby!.slice(0, 1));
    expect(await nearbyBusinesses(app.ctx, "no-such-business", 3)).toBeNull();
  });

  it("prepare the nearby list and the related lists, each one statement led by the mark", async () => {
    await app.ctx.db.transaction().execute(async (trx) => {
      const ctx = { ...app.ctx, db: trx, cache: new ReadCache() };
      const { id, categoryId } = (await getBusinessBySlug(ctx, slug))!;
      expect(await nearbyBusinesses(ctx, slug, 3)).toHaveLength(3);
      await relatedBusinesses(ctx, { id, categoryId });
      // This connection may have prepared them for an earlier test already: either way they are there.
      const statements = (await preparedHere(trx)).map((row) => row.statement);
      const nearby = statements.filter((text) => text.includes("n.geo <->"));
      const related = statements.filter((text) => text.includes("CROSS JOIN LATERAL"));
      expect(nearby.length).toBeGreaterThan(0);
      expect(related).toHaveLength(1);
      for (const text of [...nearby, ...related]) expect(text.startsWith(PREPARED_MARK)).toBe(true);
    });
  });

  it("prepare the map's cells when nothing filters them, and plan a filtered map each time", async () => {
    await app.ctx.db.transaction().execute(async (trx) => {
      const ctx = { ...app.ctx, db: trx, cache: new ReadCache() };
      const map = (query: Record<string, string>) => mapBusinesses(ctx, mapQuerySchema.parse({ bbox: "-180,-85,180,85", zoom: "2", ...query }));
      const cellsStatements = async () =>
        (await preparedHere(trx)).map((row) => row.statement).filter((text) => text.includes("WITH parts AS"));
      const world = await map({});
      expect(world.total).toBeGreaterThan(0);
      expect(await map({})).toEqual(world);
      const after = await cellsStatements();
      // This connection may have prepared it before: either way it is there.
      expect(after.length).toBeGreaterThan(0);
      for (const text of after) expect(text.startsWith(PREPARED_MARK)).toBe(true);
      // A filter's plan depends on its values: nothing more is prepared for it.
      expect((await map({ category: "restaurant" })).total).toBeGreaterThan(0);
      expect(await cellsStatements()).toEqual(after);
    });
  });
});
