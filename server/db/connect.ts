import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../config";
import { startEmbeddedPostgres } from "./embedded";
import { migrate } from "./migrate";
import { createDb, createPool, type Db } from "./pool";

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** `external` when DATABASE_URL names the server, `embedded` for the bundled one. */
  mode: "external" | "embedded";
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies migrations. */
export async function openDatabase(config: Config, logger: Logger, poolSize = 10): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, logger });
  const pool = createPool(config.DATABASE_URL ?? embedded!.connectionString, poolSize);
  pool.on("error", (error) => {
    // 57P01: the server was told to shut down (Ctrl+C reaches the embedded
    // PostgreSQL too); the pool just drops the idle connection.
    const level = (error as { code?: string }).code === "57P01" ? "debug" : "error";
    logger[level]({ err: error }, "idle database connection closed by the server");
  });
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const db = createDb(pool);
  return {
    pool,
    db,
    mode: embedded ? "embedded" : "external",
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
