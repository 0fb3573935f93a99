import type pg from "pg";
import type { Logger } from "pino";
import type { PublishClear } from "../cache";
import { CACHE_CHANNEL, encodeCacheMessage } from "./cache-message";

/**
 * Announces a clear to every process through `pg_notify` on the pool: outside
 * a transaction it is delivered at once. Never throws: the write it follows
 * has committed, and a clear that cannot be announced (database away) only
 * leaves other processes on their entries until those expire, which the
 * warning says.
 */
export function publishCacheClear(pool: pg.Pool, from: string, logger: Logger): PublishClear {
  return async (prefix) => {
    try {
      await pool.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, encodeCacheMessage({ from, prefix })]);
    } catch (error) {
      const message = "cache clear not announced; other processes keep their entries until they expire";
      logger.warn({ err: error, prefix }, message);
    }
  };
}
