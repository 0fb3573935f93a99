import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb, createPool, LONG_WORK_LIMITS } from "../../server/db/pool";
import { createLogger } from "../../server/logger";
import { dashboardFigures } from "../../server/services/admin/dashboard-figures";
import { RequestMetrics } from "../../server/services/admin/request-metrics";
import { ProcessHeartbeat } from "../../server/services/processes/process-heartbeat";
import { LIVE_WITHIN } from "../../server/services/processes/live-process-figures";
import { startTestApp, type TestApp } from "./support/test-app";

// Two server processes on one database: the dashboard, asked through either, shows the
// uptime and error rate of both together.

// The pages slot answers 500 for /boom, so a server error can be provoked on purpose.
const boom: RequestHandler = (req, res) => void res.status(req.path === "/boom" ? 500 : 404).send("x");
const pages = { handler: boom };
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp(undefined, { pages });
  b = await startTestApp(undefined, { pages });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const HOUR = 3600_000;

async function send(app: TestApp, paths: string[]): Promise<void> {
  for (const path of paths) await (await app.get(path)).arrayBuffer();
  // "finish" fires after the body is flushed; give the last one a moment.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const row = (id: string) => a.ctx.db.selectFrom("server_processes").selectAll().where("id", "=", id).executeTakeFirst();
const secondsSinceStart = async (id: string) => {
  const sql = "SELECT extract(epoch from now() - started_at) AS s FROM server_processes WHERE id = $1";
  return Number((await a.ctx.pool.query(sql, [id])).rows[0].s);
};

describe("the dashboard over every live process", () => {
  it("sums the answers of both processes, whichever one is asked", async () => {
    await send(a, ["/api/categories", "/missing-page", "/boom", "/healthz"]);
    await send(b, ["/api/categories", "/api/nope", "/boom", "/boom", "/readyz"]);
    // A's own counts come from memory; B's from its row, written by its next heartbeat.
    await b.ctx.heartbeat.beat();
    const expected = { total: 7, serverErrors: 3, errorRate: 3 / 7 };
    const viaA = await dashboardFigures(a.ctx);
    expect(viaA).toMatchObject({ processes: 2, requests: expected });
    await a.ctx.heartbeat.beat();
    expect((await dashboardFigures(b.ctx)).requests).toEqual(expected);
    const written = { requests: 4, server_errors: 2, stopped_at: null, pid: process.pid };
    expect(await row(b.ctx.heartbeat.id)).toMatchObject(written);
  });

  it("counts uptime from the oldest start among them; /healthz keeps each process's own", async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR);
    const ownRow = (id: string) => a.ctx.db.updateTable("server_processes").where("id", "=", id);
    await ownRow(a.ctx.heartbeat.id).set({ started_at: threeHoursAgo }).execute();
    const oldest = await secondsSinceStart(a.ctx.heartbeat.id);
    const uptime = (await dashboardFigures(b.ctx)).uptimeSeconds;
    expect(uptime).toBeGreaterThanOrEqual(Math.floor(oldest));
    expect(uptime).toBeLessThan(oldest + 5);
    for (const app of [a, b]) {
      const health = (await (await app.get("/healthz")).json()) as { uptimeSeconds: number };
      expect(health.uptimeSeconds).toBeLessThan(600);
    }
  });

  it("leaves out a process that stopped heartbeating, and keeps its row for a look", async () => {
    const before = await dashboardFigures(a.ctx);
    // A third process with its own connection, which then dies without a word.
    const pool = createPool(inject("databaseUrl"), 1, LONG_WORK_LIMITS);
    const metrics = new RequestMetrics();
    const crashed = new ProcessHeartbeat({ db: createDb(pool), logger: createLogger("silent"), metrics }, randomUUID());
    await crashed.start();
    try {
      for (const status of [200, 200, 200, 503]) metrics.record(status);
      await crashed.beat();
      expect(await dashboardFigures(a.ctx)).toMatchObject({
        processes: before.processes + 1,
        requests: { total: before.requests.total + 4, serverErrors: before.requests.serverErrors + 1 },
      });

      await pool.end();
      // Its beats now fail; time passes beyond the live window.
      const seen = new Date(Date.now() - LIVE_WITHIN - 1000);
      await a.ctx.db.updateTable("server_processes").set({ last_seen_at: seen }).where("id", "=", crashed.id).execute();
      const after = await dashboardFigures(a.ctx);
      expect(after.processes).toBe(before.processes);
      expect(after.requests).toEqual(before.requests);
      expect(await row(crashed.id)).toMatchObject({ requests: 4, server_errors: 1, stopped_at: null });
    } finally {
      await crashed.stop();
      await a.ctx.db.deleteFrom("server_processes").where("id", "=", crashed.id).execute();
    }
  });

  it("leaves out a process that stopped cleanly at once, with its final totals", async () => {
    const before = await dashboardFigures(a.ctx);
    const metrics = new RequestMetrics();
    const leaving = new ProcessHeartbeat({ db: a.ctx.db, logger: a.ctx.logger, metrics }, randomUUID());
    await leaving.start();
    expect((await dashboardFigures(a.ctx)).processes).toBe(before.processes + 1);
    metrics.record(200);
    metrics.record(500);
    await leaving.stop();
    expect(await dashboardFigures(a.ctx)).toMatchObject({ processes: before.processes, requests: before.requests });
    expect(await row(leaving.id)).toMatchObject({ requests: 2, server_errors: 1, stopped_at: expect.any(Date) });
    await a.ctx.db.deleteFrom("server_processes").where("id", "=", leaving.id).execute();
  });

  it("deletes the rows of processes gone for over a day when a process starts", async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const gone = (hours: number) =>
      ({ id: randomUUID(), hostname: "old-host", pid: 1, started_at: ago(hours + 1), last_seen_at: ago(hours) });
    const yesterday = gone(25);
    const lately = gone(2);
    await a.ctx.db.insertInto("server_processes").values([yesterday, lately]).execute();
    const metrics = new RequestMetrics();
    const starting = new ProcessHeartbeat({ db: a.ctx.db, logger: a.ctx.logger, metrics }, randomUUID());
    await starting.start();
    await starting.stop();
    expect(await row(yesterday.id)).toBeUndefined();
    expect(await row(lately.id)).toBeDefined();
    await a.ctx.db.deleteFrom("server_processes").where("id", "in", [lately.id, starting.id]).execute();
  });
});
