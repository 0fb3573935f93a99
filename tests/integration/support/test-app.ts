import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createAppContext, startAppContext, stopAppContext, type AppContext } from "../../../server/context";
import { createDb, createPool } from "../../../server/db/pool";
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
 * server_processes and works the job queue. Its uploads go to a temporary folder, never the
 * checkout's data/. `env` adds settings (e.g. TRUST_PROXY for tests that give each client its
 * own address with X-Forwarded-For); `pages` plugs in a page handler; `jobs` tunes the queue.
 */
export async function startTestApp(
  databaseUrl = inject("databaseUrl"),
  extras: { env?: NodeJS.ProcessEnv; pages?: Parameters<typeof createApp>[1]; jobs?: JobQueueOptions } = {},
): Promise<TestApp> {
  const uploadDir = path.join(tmpdir(), "locus-test-uploads");
  const settings = { NODE_ENV: "test", DATABASE_URL: databaseUrl, SITE_URL: "https://locus.test", LOG_LEVEL: "silent", UPLOAD_DIR: uploadDir };
  const config = loadConfig({ ...settings, ...extras.env });
  const pool = createPool(databaseUrl, 4);
  const ctx = createAppContext({ db: createDb(pool), pool, config, logger: createLogger("silent") }, extras.jobs);
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
    },
  };
}
