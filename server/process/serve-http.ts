import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { createApp } from "../app";
import type { Config } from "../config";
import { createAppContext, startAppContext, stopAppContext, type AppContext } from "../context";
import { createDb, createPool, LONG_WORK_LIMITS, requestLimits } from "../db/pool";
import { createHttpServer } from "../http/slow-clients";

/** Time for requests in flight to finish on shutdown before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
const POOL_SIZE = 10;
/** Imports, exports, backups, VACUUM and the job queue: few at once per process. */
const LONG_WORK_POOL_SIZE = 4;

export interface Pages {
  assets?: RequestHandler[];
  handler: RequestHandler;
}

export interface HttpService {
  ctx: AppContext;
  server: Server;
  /** Stops taking connections, lets requests in flight finish, then stops background work and the pool. */
  close(): Promise<void>;
}

/** One process's HTTP service: a pool on the shared database, the app context, the Express app on PORT. */
export async function serveHttp(options: {
  config: Config;
  logger: Logger;
  connectionString: string;
  pages: (ctx: AppContext) => Promise<Pages>;
  /** a worker of Locus's cluster: /metrics asks the primary for every worker's figures */
  clusterWorker?: boolean;
}): Promise<HttpService> {
  const { config, logger } = options;
  const pool = createPool(options.connectionString, POOL_SIZE, requestLimits(config));
  const longPool = createPool(options.connectionString, LONG_WORK_POOL_SIZE, LONG_WORK_LIMITS);
  const longWork = { pool: longPool, db: createDb(longPool) };
  const ctx = createAppContext({ db: createDb(pool), pool, longWork, config, logger });
  if (options.clusterWorker) ctx.serverMetrics.gatherFromCluster();
  await startAppContext(ctx);
  let stopping = false;
  const app = createApp(ctx, await options.pages(ctx), () => stopping);
  const server = await listen(app, config);

  return {
    ctx,
    server,
    close: async () => {
      stopping = true;
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      cut.unref();
      // Idle keep-alive connections go now; busy ones after their answer (sent with Connection: close).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // A running job stops meanwhile (an import rolls back) rather than after the last answer.
      await Promise.all([closed, ctx.jobs.stop()]);
      clearTimeout(cut);
      await stopAppContext(ctx);
      await ctx.db.destroy();
      await ctx.longWork.db.destroy();
    },
  };
}

/** Slow clients are cut: see server/http/slow-clients.ts for the timeouts and why. */
function listen(app: ReturnType<typeof createApp>, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer(app);
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/** The address people type, for the start-up line. */
export function siteAddress(config: Config): string {
  return `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
}
