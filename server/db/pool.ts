import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./types";

// Return NUMERIC (ratings) as strings: the API promises decimal strings such as "4.5".
// Return BIGINT (row numbers, counters) as numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

/**
 * Word similarity needed for a typo match of a name (`query <% name`). pg_trgm's
 * default of 0.6 misses one dropped letter in a short word ("pizzria" scores
 * 0.55 against "pizzeria"); 0.5 finds such typos without flooding results.
 */
export const NAME_TYPO_THRESHOLD = 0.5;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    // work_mem: a broad search's bitmap (hundreds of thousands of rows) stays
    // exact instead of lossy, so counting it does not recheck every row.
    options: `-c pg_trgm.word_similarity_threshold=${NAME_TYPO_THRESHOLD} -c work_mem=16MB`,
  });
  // A connection the server drops (restart, terminated backend) emits "error";
  // unheard, that would end the process. The query in flight fails on its own
  // and the pool replaces the connection.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
