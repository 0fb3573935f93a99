import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../../config";
import { seedDemoData } from "./load";

const DEMO_SEED = 42;

/**
 * A brand-new database gets the demo data set so the site has something to
 * show. Only once: an operator who empties the directory later keeps it empty
 * (the `demoData` setting records that the load happened). Processes starting
 * at once wait for the one loading it, then find the data there.
 */
export async function loadDemoDataOnFirstStart(pool: pg.Pool, config: Config, logger: Logger): Promise<void> {
  if (config.LOCUS_DEMO_BUSINESSES === 0) return;
  // A session lock on its own connection: the load itself uses several connections of the pool.
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('locus:demo-data'))");
    const { rows } = await pool.query<{ seeded: boolean; has_data: boolean }>(`
      SELECT EXISTS (SELECT 1 FROM site_settings WHERE key = 'demoData') AS seeded,
             EXISTS (SELECT 1 FROM businesses) AS has_data`);
    if (rows[0]?.seeded || rows[0]?.has_data) return;
    logger.info({ businesses: config.LOCUS_DEMO_BUSINESSES }, "empty database: loading the demo data set");
    const result = await seedDemoData(pool, { businesses: config.LOCUS_DEMO_BUSINESSES, seed: DEMO_SEED });
    logger.info(result, "demo data loaded");
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('locus:demo-data'))").catch(() => undefined);
    lock.release();
  }
}
