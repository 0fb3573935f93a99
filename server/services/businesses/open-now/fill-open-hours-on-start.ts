import type pg from "pg";
import type { Logger } from "pino";
import { fillOpenHours } from "./fill-open-hours";

/**
 * After a fill this large, VACUUM at once rather than waiting for autovacuum: every filled row
 * left a dead version behind, and until the visibility map is set again an Open Now count reads
 * the table instead of its index alone; ANALYZE gives the planner the new columns.
 */
const VACUUM_FROM_ROWS = 10_000;

/**
 * The start-up step that computes the Open Now columns of rows that have none: all of them
 * once, right after migration 018, and later whatever a writer left without (normally none,
 * found instantly). Processes starting at once wait for the one filling, then find nothing.
 */
export async function fillOpenHoursOnStart(pool: pg.Pool, logger: Logger): Promise<void> {
  // A session lock on its own connection: the fill's statements use the pool's other ones.
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('locus:open-hours'))");
    const started = Date.now();
    const filled = await fillOpenHours(pool);
    if (filled === 0) return;
    logger.info({ filled, seconds: Math.round((Date.now() - started) / 1000) }, "open-now columns computed");
    if (filled >= VACUUM_FROM_ROWS) await pool.query("VACUUM (ANALYZE) businesses");
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('locus:open-hours'))").catch(() => undefined);
    lock.release();
  }
}
