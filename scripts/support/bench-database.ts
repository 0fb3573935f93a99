// The benchmarks' PostgreSQL, kept apart from the data `npm start` serves:
// databases of their own on the DATABASE_URL server, else a second embedded
// cluster in DATA_DIR/bench on the next port. Both survive between runs, so a
// catalogue loaded once is measured many times.
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../../server/config";
import { EMBEDDED_APP_ROLE, startEmbeddedPostgres } from "../../server/db/embedded";

export interface BenchDatabase {
  url: string;
  /** The same database as the cluster's superuser, in the embedded cluster only (null on a DATABASE_URL server). */
  superuserUrl: string | null;
  stop: () => Promise<void>;
}

/** Where `npm run bench` keeps its catalogue on a DATABASE_URL server. */
export const BENCH_DATABASE = "locus_bench";

const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * `url` with its database part replaced by `name`, created there when missing (through
 * `adminUrl` when `url`'s role may not create databases, then owned by `owner`).
 */
async function ensureDatabase(url: string, name: string, admin?: { adminUrl: string; owner: string }): Promise<string> {
  if (!DATABASE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: admin?.adminUrl ?? url });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    // Identifiers cannot be bound parameters; the name was checked above.
    const owner = admin ? ` OWNER ${client.escapeIdentifier(admin.owner)}` : "";
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"${owner}`);
  } finally {
    await client.end();
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
    const url = await ensureDatabase(config.DATABASE_URL, name ?? BENCH_DATABASE);
    return { url, superuserUrl: null, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, "bench"),
    port: config.EMBEDDED_PG_PORT + 1,
    logger,
  });
  try {
    // Locus's role may not create databases: the cluster's superuser makes them, for that role.
    const admin = { adminUrl: embedded.superuserConnectionString, owner: EMBEDDED_APP_ROLE };
    // Through the cluster's Unix socket, as `npm start` reaches its own embedded cluster.
    const base = embedded.socketConnectionString;
    const url = name ? await ensureDatabase(base, name, admin) : base;
    const superuserUrl = new URL(admin.adminUrl);
    superuserUrl.pathname = new URL(url).pathname;
    return { url, superuserUrl: superuserUrl.toString(), stop: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
