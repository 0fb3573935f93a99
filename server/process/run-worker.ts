import type { Logger } from "pino";
import type { Config } from "../config";
import type { AppContext } from "../context";
import { serveHttp, SHUTDOWN_GRACE_MS, type Pages } from "./serve-http";
import { onShutdownSignal } from "./shutdown-signals";

/**
 * A worker of the cluster: serves HTTP on the shared port against the database
 * the primary prepared, and on SIGTERM/SIGINT finishes its requests and exits 0.
 */
export async function runWorker(options: {
  config: Config;
  logger: Logger;
  connectionString: string;
  pages: (ctx: AppContext) => Promise<Pages>;
}): Promise<void> {
  const service = await serveHttp({ ...options, clusterWorker: true });
  onShutdownSignal(async () => {
    // Past the grace time and the background work's own stop, the process ends regardless.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 10_000).unref();
    await service.close();
    process.exit(0);
  });
}
