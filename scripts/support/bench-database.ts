// The benchmarks' PostgreSQL, kept apart from the data `npm start` serves:
// databases of their own on the DATABASE_URL server, else a second embedded
// cluster in DATA_DIR/bench on the next port. Both survive between runs, so a
// catalogue loaded once is measured many times.
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../../server/config";
import { startEmbeddedPostgres } from "../../server/db/embedded";

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** Where `npm run bench` keeps its catalogue on a DATABASE_URL server. */
export const BENCH_DATABASE = "locus_bench";

const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;

/** `url` with its database part replaced by `name`, created there when missing. */
async function ensureDatabase(url: string, name: string): Promise<string> {
  if (!DATABASE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    // Identifiers cannot be bound parameters; the name was checked above.
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Opens a bench database: `name` on the DATABASE_URL server (default
 * BENCH_DATABASE), else in the embedded bench cluster, started here and
 * stopped by `stop()` (there, no `name` means the cluster's main database).
 */
export async function openBenchDatabase(config: Config, logger: Logger, name?: string): Promise<BenchDatabase> {
  if (config.DATABASE_URL) {
    return { url: await ensureDatabase(config.DATABASE_URL, name ?? BENCH_DATABASE), stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, "bench"),
    port: config.EMBEDDED_PG_PORT + 1,
    logger,
  });
  try {
    const url = name ? await ensureDatabase(embedded.connectionString, name) : embedded.connectionString;
    return { url, stop: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
