// A database of its own for tests that replace or wipe the catalogue (imports, resets), on
// the same server as the shared test database, with the same schema and fixtures. The other
// test files keep their fixtures untouched.
import { inject } from "vitest";
import pg from "pg";
import { migrate } from "../../../server/db/migrate";
import { createDb, createPool, LONG_WORK_LIMITS, type Db } from "../../../server/db/pool";
import { loadCatalogFixtures } from "../../fixtures/catalog";

export interface ScratchDatabase {
  url: string;
  pool: pg.Pool;
  db: Db;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const serverUrl = inject("databaseUrl");
  const name = `locus_scratch_${label}_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 4, LONG_WORK_LIMITS);
  const db = createDb(pool);
  await migrate(pool);
  await loadCatalogFixtures(db);
  return {
    url: url.toString(),
    pool,
    db,
    async drop() {
      await db.destroy();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
