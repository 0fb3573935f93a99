import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { createLogger } from "../../server/logger";
import { eventually, freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// Locus on DATABASE_URL while that PostgreSQL goes away and comes back (a restart, a
// failover): Locus does not manage that server, so it must simply reconnect. The server here
// is a throwaway cluster of this test's own, never the machine's shared PostgreSQL.

const logger = createLogger("silent");
const pgPort = freePort();
let pgDir: string;
let dataDir: string;
let database: EmbeddedDatabase | null = null;
const startDatabase = async () => (database = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, logger }));
const status = (locus: LocusProcess, pathname: string) => fetch(locus.url(pathname)).then((res) => res.status, () => 0);

beforeAll(async () => {
  pgDir = await mkdtemp(path.join(tmpdir(), "locus-external-pg-"));
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-external-data-"));
  await startDatabase();
});
afterAll(async () => {
  await database?.stop();
  await rm(pgDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe("Locus on an external PostgreSQL that restarts", () => {
  it("answers pages again once the database is back, without restarting any process", async () => {
    const env = { DATABASE_URL: database!.connectionString, DATA_DIR: dataDir, LOCUS_DEMO_BUSINESSES: "50", WEB_CONCURRENCY: "2" };
    const locus = startLocus(env);
    try {
      await waitUntilReady(locus);
      await eventually(() => locus.workerPids().length === 2, "two workers");
      const workerPids = locus.workerPids();
      let attempt = 0;
      const search = () => status(locus, `/api/businesses?search=probe${(attempt += 1)}`);
      expect(await search()).toBe(200);

      await database!.stop();
      database = null;
      expect(await search()).toBe(503);
      await startDatabase();

      await eventually(async () => (await search()) === 200 && (await status(locus, "/")) === 200, "pages answered again", 30_000);
      expect(locus.child.exitCode).toBeNull();
      expect(locus.workerPids().sort()).toEqual(workerPids.sort());
    } finally {
      expect(await stopLocus(locus, "SIGTERM")).toBe(0);
    }
  });
});
