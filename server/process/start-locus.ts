import cluster from "node:cluster";
import type { ServerBuild } from "react-router";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { createLogger } from "../logger";
import { productionPages } from "../pages";
import { runPrimary, WORKER_DATABASE_ENV } from "./run-primary";
import { runSingle } from "./run-single";
import { runWorker } from "./run-worker";

export interface BuildPaths {
  /** The server bundle's entry file, which forked workers run. */
  entry: string;
  /** The browser assets beside it. */
  clientDir: string;
}

/**
 * The starting process is the cluster's primary, or serves alone when
 * WEB_CONCURRENCY=1; a forked worker (it carries the primary's database
 * address) serves HTTP.
 */
export async function startLocus(paths: BuildPaths): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL, config.logFormat);
  const pages = async (ctx: AppContext) => {
    const build = (await import("virtual:react-router/server-build")) as ServerBuild;
    return productionPages(ctx, build, paths.clientDir);
  };
  const workerDatabase = process.env[WORKER_DATABASE_ENV];
  // It carries the database password: nothing this process starts inherits it.
  delete process.env[WORKER_DATABASE_ENV];
  if (cluster.isWorker && workerDatabase) {
    await runWorker({ config, logger, connectionString: workerDatabase, pages });
  } else if (config.webConcurrency === 1) {
    await runSingle({ config, logger, pages });
  } else {
    await runPrimary({ config, logger, entry: paths.entry });
  }
}
