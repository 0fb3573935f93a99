import type { Logger } from "pino";
import type { Config } from "../config";
import { startDatabaseServer, type DatabaseServer } from "../db/database-server";
import { migrate } from "../db/migrate";
import { createDb, createPool } from "../db/pool";
import { ensureFirstAdmin } from "../services/auth/ensure-first-admin";
import { loadDemoDataOnFirstStart } from "../services/seed/first-start";

/**
 * The one-time work before any request is served: migrations, the first admin,
 * the first start's demo data. Each step takes its own advisory lock, so
 * processes and machines starting at once on one database do each step once.
 */
export async function prepareDatabase(connectionString: string, config: Config, logger: Logger): Promise<void> {
  const pool = createPool(connectionString, 3);
  const db = createDb(pool);
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    await ensureFirstAdmin({ db, config, logger });
    await loadDemoDataOnFirstStart(pool, config, logger);
  } finally {
    await db.destroy();
  }
}

/** The database server (started when embedded), prepared; stopped again when preparing fails. */
export async function startPreparedDatabase(config: Config, logger: Logger): Promise<DatabaseServer> {
  const database = await startDatabaseServer(config, logger);
  try {
    await prepareDatabase(database.connectionString, config, logger);
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
