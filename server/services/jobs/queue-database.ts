// How pg-boss reaches PostgreSQL: through Locus's own pool, with two guards for starts.
import type pg from "pg";
import type PgBoss from "pg-boss";

/** Same for every Locus process, apart from the migration lock (4_711_001) and the job locks (two-int keys). */
const QUEUE_SETUP_LOCK = 4_711_002;

/**
 * pg-boss on the pool. Its schema scripts come as one string with BEGIN … COMMIT and no
 * parameters: a failure part-way would leave that connection inside a failed transaction,
 * so such a script runs on a connection that is dropped, not handed back, when it fails.
 */
export function poolAdapter(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values !== undefined) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = await client.query(text);
        client.release();
        return result;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
  };
}

/**
 * Runs `setup` in one process at a time. pg-boss checks whether its schema is installed
 * before it locks, and two processes creating queues side by side can deadlock on the
 * queue table's partitions: a cluster starting all its workers at once would trip on both.
 */
export async function oneProcessAtATime<T>(pool: pg.Pool, setup: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
    return await setup();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [QUEUE_SETUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
