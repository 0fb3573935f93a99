import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { closeOnReadTimeout } from "./close-on-read-timeout";
import { prepareMarkedStatements } from "./prepared-statements";
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

/** How long a pool's work may take before it is given up (docs/operations.md#database-timeouts). */
export interface PoolLimits {
  /** PostgreSQL's statement_timeout on every connection of the pool; 0: none. */
  statementTimeoutMs: number;
  /** Longest wait for a connection: a free one of the pool, or a new one to be ready. */
  connectTimeoutMs: number;
}

/**
 * A frozen server (a stopped VM, a lost network) never fires its own statement_timeout, so
 * the client gives up this much later. Later, not sooner: a statement cancelled by the
 * server leaves its connection usable, one given up by the client costs the connection.
 */
export const CLIENT_TIMEOUT_MARGIN_MS = 1_000;

/**
 * Work that may take minutes: migrations, the demo data, imports, exports, backups,
 * restores, VACUUM, sitemap boundaries over every business, the job queue. Its pool sets
 * statement_timeout to 0 explicitly, so a per-role limit an operator set does not cut it.
 */
export const LONG_WORK_LIMITS: PoolLimits = { statementTimeoutMs: 0, connectTimeoutMs: 10_000 };

/** Pages and the API: the configured limits (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS). */
export function requestLimits(config: { DATABASE_STATEMENT_TIMEOUT_MS: number; DATABASE_CONNECT_TIMEOUT_MS: number }): PoolLimits {
  return { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS };
}

export function createPool(connectionString: string, max: number, limits: PoolLimits): pg.Pool {
  const { statementTimeoutMs, connectTimeoutMs } = limits;
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: statementTimeoutMs > 0 ? statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS : undefined,
    // Tells an operator (pg_stat_activity) which connections may run for minutes.
    application_name: statementTimeoutMs > 0 ? "locus" : "locus long work",
    // work_mem: a broad search's bitmap (hundreds of thousands of rows) stays
    // exact instead of lossy, so counting it does not recheck every row.
    options: [
      `-c pg_trgm.word_similarity_threshold=${NAME_TYPO_THRESHOLD}`,
      "-c work_mem=16MB",
      `-c statement_timeout=${statementTimeoutMs}`,
    ].join(" "),
  });
  // A connection the server drops (restart, terminated backend) emits "error";
  // unheard, that would end the process. The query in flight fails on its own
  // and the pool replaces the connection.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
    prepareMarkedStatements(client);
    if (statementTimeoutMs > 0) closeOnReadTimeout(client);
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
