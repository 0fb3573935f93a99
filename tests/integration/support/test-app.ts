import type { AddressInfo } from "node:net";
import { inject } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createAppContext, type AppContext } from "../../../server/context";
import { createDb, createPool } from "../../../server/db/pool";
import { createLogger } from "../../../server/logger";

export interface TestApp {
  ctx: AppContext;
  url(path: string): string;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real Express app (API and health routes) on an ephemeral port, against the test
 * database (or another); `env` adds settings, e.g. TRUST_PROXY for tests that give each
 * client its own address with X-Forwarded-For.
 */
export async function startTestApp(databaseUrl = inject("databaseUrl"), env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: databaseUrl, SITE_URL: "https://locus.test", LOG_LEVEL: "silent", ...env });
  const pool = createPool(databaseUrl, 4);
  const ctx = createAppContext({ db: createDb(pool), pool, config, logger: createLogger("silent") });
  const server = createApp(ctx).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ctx,
    url: (path) => `${base}${path}`,
    get: (path) => fetch(`${base}${path}`),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await ctx.db.destroy();
    },
  };
}
