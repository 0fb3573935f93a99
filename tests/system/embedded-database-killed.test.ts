import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddedConnectionString } from "../../server/db/embedded-address";
import { eventually, freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// The embedded PostgreSQL's postmaster killed under a running Locus (kill -9, the OOM
// killer): the process that started it must start it again, and pages must come back,
// without Locus itself exiting.

// Each case gets a data directory and a port of its own, so neither starts on what the other left.
let dataDir: string;
let pgPort = freePort();
const lockFile = () => path.join(dataDir, "postgres", "postmaster.pid");
const postmasterPid = async () => Number.parseInt((await readFile(lockFile(), "utf8").catch(() => "")).split("\n")[0]!, 10);
async function count(text: string): Promise<number> {
  const client = new pg.Client({ connectionString: embeddedConnectionString(dataDir, pgPort) });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text)).rows[0]!.n;
  } finally {
    await client.end();
  }
}
const status = (locus: LocusProcess, pathname: string) => fetch(locus.url(pathname)).then((res) => res.status, () => 0);

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-pg-killed-"));
  pgPort = freePort();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe.each([2, 1])("Locus with WEB_CONCURRENCY=%i on the embedded database", (workers) => {
  it("starts its PostgreSQL again after kill -9 and answers pages within 30 s", async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOCUS_DEMO_BUSINESSES: "50", WEB_CONCURRENCY: String(workers) };
    const locus = startLocus(env);
    try {
      await waitUntilReady(locus);
      await eventually(() => locus.workerPids().length === (workers > 1 ? workers : 0), "the workers");
      const workerPids = locus.workerPids();
      expect(await status(locus, "/")).toBe(200);

      const killed = await postmasterPid();
      process.kill(killed, "SIGKILL");
      // A search no cache answers: the database itself must be back.
      let attempt = 0;
      const answersFromDatabase = async () =>
        (await postmasterPid()) !== killed &&
        (await status(locus, `/api/businesses?search=probe${(attempt += 1)}`)) === 200 &&
        (await status(locus, "/")) === 200;
      await eventually(answersFromDatabase, "pages answered by a restarted PostgreSQL", 30_000);

      // Every serving process listens on the cache bus again and beats its heartbeat.
      const listeners = "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'locus cache listener'";
      await eventually(async () => (await count(listeners)) === workers, "cache listeners connected again", 20_000);
      const beating = `SELECT count(*)::int AS n FROM server_processes
        WHERE stopped_at IS NULL AND last_seen_at > now() - interval '3 seconds'`;
      await eventually(async () => (await count(beating)) === workers, "heartbeats written again", 20_000);
      expect(locus.child.exitCode).toBeNull();
      // The workers rode it out: none died and was replaced.
      expect(locus.workerPids().sort()).toEqual(workerPids.sort());
      expect(locus.output()).toMatch(/embedded PostgreSQL exited unexpectedly/);
    } finally {
      // The process's own output says why, should it have ended on its own before this stop.
      const exitCode = await stopLocus(locus, "SIGTERM");
      expect(exitCode, locus.output()).toBe(0);
    }
    expect(existsSync(lockFile())).toBe(false);
  });
});
