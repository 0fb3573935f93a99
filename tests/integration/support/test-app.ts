import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createAppContext, startAppContext, stopAppContext, type AppContext } from "../../../server/context";
import { createDb, createPool, LONG_WORK_LIMITS, requestLimits } from "../../../server/db/pool";
import { createLogger } from "../../../server/logger";
import type { JobQueueOptions } from "../../../server/services/jobs/job-queue";

export interface TestApp {
  ctx: AppContext;
  url(path: string): string;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real Express app (API and health routes) on an ephemeral port, against the test database
 * (or another), as one server process among others: it listens on the cache bus, heartbeats in
 * server_processes and works the job queue. Its data and uploads go to temporary folders, never
 * the checkout's data/. `env` adds settings (e.g. TRUST_PROXY for tests that give each client its
 * own address with X-Forwarded-For); `pages` plugs in a page handler; `jobs` tunes the queue.
 */
export async function startTestApp(
  databaseUrl = inject("databaseUrl"),
  extras: { env?: NodeJS.ProcessEnv; pages?: Parameters<typeof createApp>[1]; jobs?: JobQueueOptions } = {},
): Promise<TestApp> {
  const uploadDir = path.join(tmpdir(), "locus-test-uploads");
  // The secret key file (DATA_DIR/secret.key) and backups stay out of the checkout's data/ too.
  const dataDir = path.join(tmpdir(), "locus-test-data");
  const settings = { NODE_ENV: "test", DATABASE_URL: databaseUrl, SITE_URL: "https://locus.test", LOG_LEVEL: "silent", DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
  const config = loadConfig({ ...settings, ...extras.env });
  // As in production: pages and the API under the statement limit, long work on a pool without it.
  const pool = createPool(databaseUrl, 4, requestLimits(config));
  const longPool = createPool(databaseUrl, 3, LONG_WORK_LIMITS);
  const longWork = { pool: longPool, db: createDb(longPool) };
  const ctx = createAppContext({ db: createDb(pool), pool, longWork, config, logger: createLogger("silent") }, extras.jobs);
  await startAppContext(ctx);
  const server = createApp(ctx, extras.pages).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ctx,
    url: (path) => `${base}${path}`,
    get: (path) => fetch(`${base}${path}`),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await stopAppContext(ctx);
      await ctx.db.destroy();
      await ctx.longWork.db.destroy();
    },
  };
}
