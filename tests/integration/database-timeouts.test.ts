import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailableReason } from "../../server/db/database-unavailable";
import { createDb, createPool, LONG_WORK_LIMITS, type PoolLimits } from "../../server/db/pool";
import { ReadinessProbe } from "../../server/db/readiness-probe";
import { startFreezingProxy, type FreezingProxy } from "./support/freezing-proxy";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

// The pools' limits against a real PostgreSQL: the statement limit of requests, the long-work
// pool without it (even under a per-database limit an operator set), and a server that stops
// answering (a proxy that freezes) failing queries fast and costing only the stuck connections.

const SHORT: PoolLimits = { statementTimeoutMs: 300, connectTimeoutMs: 500 };

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase("database_timeouts");
  // As an operator's per-database (or per-role) limit would: the long-work pool must override it.
  await scratch.pool.query(`ALTER DATABASE ${pg.escapeIdentifier(new URL(scratch.url).pathname.slice(1))} SET statement_timeout = '200ms'`);
});
afterAll(() => scratch?.drop());

async function setting(pool: pg.Pool): Promise<string> {
  return (await pool.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout;
}

describe("the request pool", () => {
  it("cancels a statement past its limit on the server, and the connection stays usable", async () => {
    const pool = createPool(scratch.url, 1, SHORT);
    try {
      expect(await setting(pool)).toBe("300ms");
      const slow = await pool.query("SELECT pg_sleep(2)").catch((error: unknown) => error);
      expect(slow).toMatchObject({ code: "57014" });
      expect(databaseUnavailableReason(slow)).toBe("57014 statement timeout");
      expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

describe("the long-work pool", () => {
  it("has no statement limit, whatever the database's own setting", async () => {
    const pool = createPool(scratch.url, 1, LONG_WORK_LIMITS);
    try {
      expect(await setting(pool)).toBe("0");
      await pool.query("SELECT pg_sleep(0.6)");
    } finally {
      await pool.end();
    }
  });
});

describe("a database that stops answering", () => {
  let proxy: FreezingProxy;
  beforeAll(async () => {
    proxy = await startFreezingProxy(scratch.url);
  });
  afterAll(async () => {
    proxy.thaw();
    await proxy.close();
  });

  it("fails a query after the client's own timeout and drops the stuck connection, then recovers", async () => {
    const pool = createPool(proxy.url, 2, SHORT);
    const db = createDb(pool);
    try {
      await sql`SELECT 1`.execute(db);
      expect(pool.totalCount).toBe(1);
      proxy.freeze();
      try {
        const started = Date.now();
        const stuck = await sql`SELECT 1`.execute(db).catch((error: unknown) => error);
        // The server's limit (300 ms) never fires on a frozen server: the client's (1.3 s) does.
        expect(databaseUnavailableReason(stuck)).toBe("Query read timeout");
        expect(Date.now() - started).toBeLessThan(2_500);
        // Not handed back half-broken: the pool no longer holds it.
        await expect.poll(() => pool.totalCount).toBe(0);
        // New connections cannot be had either, and say so within the connect limit.
        const next = await sql`SELECT 1`.execute(db).catch((error: unknown) => error);
        expect(databaseUnavailableReason(next)).toMatch(/connection timeout|timeout exceeded/);
      } finally {
        proxy.thaw();
      }
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it("makes the readiness probe answer within 2 s", async () => {
    const probe = new ReadinessProbe({ connectionString: proxy.url });
    expect(await probe.check()).toEqual({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    proxy.freeze();
    try {
      const started = Date.now();
      const answer = await probe.check();
      expect(answer.ready).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      proxy.thaw();
    }
  });
});
