import type { Logger } from "pino";
import type { Config } from "../config";
import type { AppContext } from "../context";
import { startPreparedDatabase } from "./prepare-database";
import { serveHttp, SHUTDOWN_GRACE_MS, siteAddress, type Pages } from "./serve-http";
import { onShutdownSignal } from "./shutdown-signals";

/** WEB_CONCURRENCY=1: one process starts the database, prepares it and serves HTTP itself. */
export async function runSingle(options: {
  config: Config;
  logger: Logger;
  pages: (ctx: AppContext) => Promise<Pages>;
}): Promise<void> {
  const { config, logger } = options;
  const database = await startPreparedDatabase(config, logger);
  const service = await serveHttp({ ...options, connectionString: database.connectionString });
  logger.info({ url: siteAddress(config), database: database.mode, workers: 1 }, `Locus is running at ${siteAddress(config)}`);
  onShutdownSignal(async (signal) => {
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 10_000).unref();
    await service.close();
    await database.stop();
    process.exit(0);
  });
}
