import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../config";
import { startDatabaseServer, type DatabaseServer } from "./database-server";
import { migrate } from "./migrate";
import { createDb, createPool, LONG_WORK_LIMITS, type Db } from "./pool";

export interface Database {
  pool: pg.Pool;
  db: Db;
  mode: DatabaseServer["mode"];
  close(): Promise<void>;
}

/** For command-line scripts (no statement limit: seeding a million rows takes minutes): connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies migrations. */
export async function openDatabase(config: Config, logger: Logger, poolSize = 10): Promise<Database> {
  const server = await startDatabaseServer(config, logger);
  const pool = createPool(server.connectionString, poolSize, LONG_WORK_LIMITS);
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
  } catch (error) {
    await pool.end();
    await server.stop();
    throw error;
  }
  const db = createDb(pool);
  return {
    pool,
    db,
    mode: server.mode,
    close: async () => {
      await db.destroy();
      await server.stop();
    },
  };
}
