import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "../config";
import { answerMetricsRequests } from "./answer-metrics-requests";
import { startPreparedDatabase } from "./prepare-database";
import { createRestartBackoff } from "./restart-backoff";
import { SHUTDOWN_GRACE_MS, siteAddress } from "./serve-http";
import { onShutdownSignal } from "./shutdown-signals";

/** The variable that hands the workers the database the primary started and prepared. */
export const WORKER_DATABASE_ENV = "LOCUS_WORKER_DATABASE_URL";

/**
 * The cluster's primary: starts the embedded database once (or uses
 * DATABASE_URL), does the one-time work, forks `workers` processes that share
 * the HTTP port, replaces a worker that dies, and on SIGTERM/SIGINT lets every
 * worker finish its requests before the database stops.
 */
export async function runPrimary(options: { config: Config; logger: Logger; entry: string }): Promise<void> {
  const { config, logger } = options;
  const database = await startPreparedDatabase(config, logger);

  cluster.setupPrimary({ exec: options.entry });
  answerMetricsRequests(logger);
  const startedAt = new Map<Worker, number>();
  const backoff = createRestartBackoff();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ [WORKER_DATABASE_ENV]: database.connectionString });
    startedAt.set(worker, Date.now());
  };

  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening !== config.webConcurrency) return;
    const url = siteAddress(config);
    logger.info({ url, database: database.mode, workers: config.webConcurrency }, `Locus is running at ${url}`);
  });
  cluster.on("exit", (worker, code, signal) => {
    const since = startedAt.get(worker) ?? Date.now();
    startedAt.delete(worker);
    if (stopping) return;
    const delay = backoff.delayAfterExit(since);
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "worker exited; starting a new one");
    setTimeout(() => !stopping && fork(), delay);
  });
  for (let i = 0; i < config.webConcurrency; i += 1) fork();

  onShutdownSignal(async (signal) => {
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, "shutting down");
    await stopWorkers([...startedAt.keys()]);
    await database.stop();
    process.exit(0);
  });
}

/** SIGTERM to every worker (each finishes its requests); one still running after the grace time is killed. */
async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          const kill = setTimeout(() => worker.process.kill("SIGKILL"), SHUTDOWN_GRACE_MS + 15_000);
          worker.once("exit", () => {
            clearTimeout(kill);
            resolve();
          });
          worker.process.kill("SIGTERM");
        }),
    ),
  );
}
