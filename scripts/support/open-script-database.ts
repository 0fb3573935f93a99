import { connect } from "node:net";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/connect";
import { embeddedConnectionString } from "../../server/db/embedded-address";
import { createLogger } from "../../server/logger";

export interface ScriptDatabase {
  config: Config;
  database: Database;
}

export interface OpenScriptDatabaseOptions {
  /** What the script does, for the notice: "seeding", "managing admins in". */
  doing: string;
  /** An extra line under the notice when DATABASE_URL is unset. */
  hint?: string;
  /**
   * What to do when the embedded cluster is already running (`npm start`):
   * `refuse` (long bulk jobs that would fight the server) or `share` (short
   * statements, run through the server's cluster).
   */
  whenRunning: "refuse" | "share";
}

/** True when something already listens on the port (a running `npm start` owns the embedded cluster). */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => { socket.destroy(); resolve(true); });
    socket.once("timeout", () => { socket.destroy(); resolve(false); });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The database `npm start` uses, for command-line scripts: DATABASE_URL when
 * set, else the embedded PostgreSQL in DATA_DIR (started here, or shared when
 * the server already runs it). Null, with the reason printed, when it cannot.
 */
export async function openScriptDatabase(options: OpenScriptDatabaseOptions): Promise<ScriptDatabase | null> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? "warn");
  if (config.DATABASE_URL) return { config, database: await openDatabase(config, logger, 2) };

  console.log(`DATABASE_URL is not set: ${options.doing} the embedded PostgreSQL in ${config.dataDir}.`);
  if (options.hint) console.log(options.hint);
  if (await portAnswers(config.EMBEDDED_PG_PORT)) {
    if (options.whenRunning === "share") {
      const shared = { ...config, DATABASE_URL: embeddedConnectionString(config.dataDir, config.EMBEDDED_PG_PORT) };
      return { config, database: await openDatabase(shared, logger, 2) };
    }
    // Starting the embedded cluster while `npm start` runs would stop that server's database.
    console.error(
      `Port ${config.EMBEDDED_PG_PORT} is in use: the embedded database is probably running (npm start).\n` +
        "Stop the server first, or set DATABASE_URL to use a PostgreSQL server directly.",
    );
    return null;
  }
  return { config, database: await openDatabase(config, logger, 2) };
}
