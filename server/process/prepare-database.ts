import type { Logger } from "pino";
import type { Config } from "../config";
import { startDatabaseServer, type DatabaseServer } from "../db/database-server";
import { migrate } from "../db/migrate";
import { createDb, createPool, LONG_WORK_LIMITS } from "../db/pool";
import { ensureFirstAdmin } from "../services/auth/ensure-first-admin";
import { fillOpenHoursOnStart } from "../services/businesses/open-now/fill-open-hours-on-start";
import { protectDataFiles } from "../services/files/protect-data-files";
import { sealStoredServiceAccount } from "../services/indexing/seal-stored-account";
import { loadDemoDataOnFirstStart } from "../services/seed/first-start";

/**
 * The one-time work before any request is served: migrations, the first admin,
 * the Open Now columns of rows without them (every row once, after migration
 * 018), the first start's demo data, a clear service-account key sealed,
 * backups and uploads made private. The first four take their own advisory
 * lock, so processes and machines starting at once on one database do each
 * once; the last two may run twice harmlessly (a conditional update, chmod).
 */
export async function prepareDatabase(connectionString: string, config: Config, logger: Logger): Promise<void> {
  // Migrations and the demo data may take minutes: no statement limit.
  const pool = createPool(connectionString, 3, LONG_WORK_LIMITS);
  const db = createDb(pool);
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    await ensureFirstAdmin({ db, config, logger });
    await fillOpenHoursOnStart(pool, logger);
    await loadDemoDataOnFirstStart(pool, config, logger);
    await sealStoredServiceAccount({ db, config }, logger);
    await protectDataFiles(config, logger);
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
