import type pg from "pg";
import type { Logger } from "pino";
import { refreshOpenHours } from "./fill-open-hours";

/**
 * After a fill this large, VACUUM at once rather than waiting for autovacuum: every filled row
 * left a dead version behind, and until the visibility map is set again an Open Now count reads
 * the table instead of its index alone; ANALYZE gives the planner the new columns.
 */
const VACUUM_FROM_ROWS = 10_000;

/**
 * The start-up step that computes the Open Now columns where needed: every row once, right
 * after migration 018 or a change of OPEN_HOURS_VERSION, and otherwise the rows a writer left
 * without them (normally none, found at once). Processes starting at once wait for the one
 * filling, then find nothing to do.
 */
export async function fillOpenHoursOnStart(pool: pg.Pool, logger: Logger): Promise<void> {
  // A session lock on its own connection: the fill's statements use the pool's other ones.
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('locus:open-hours'))");
    const started = Date.now();
    const filled = await refreshOpenHours(pool);
    if (filled === 0) return;
    logger.info({ filled, seconds: Math.round((Date.now() - started) / 1000) }, "open-now columns computed");
    if (filled >= VACUUM_FROM_ROWS) await pool.query("VACUUM (ANALYZE) businesses");
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('locus:open-hours'))").catch(() => undefined);
    lock.release();
  }
}
