// Loaded through Vite's dev server (never by Node directly): this module, the
// API, the services and the page routes then form one module graph, as in the
// production bundle, and Vite reloads it when a file changes.
import type { Express } from "express";
import type pg from "pg";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import type { Config } from "./config";
import { createAppContext, startAppContext, stopAppContext } from "./context";
import { createDb } from "./db/pool";
import { pageHandler } from "./pages";

export async function createDevApp(parts: { pool: pg.Pool; longWorkPool: pg.Pool; config: Config; logger: Logger }): Promise<{
  app: Express;
  stop(): Promise<void>;
}> {
  const { pool, longWorkPool, config, logger } = parts;
  const longWork = { pool: longWorkPool, db: createDb(longWorkPool) };
  const ctx = createAppContext({ db: createDb(pool), pool, longWork, config, logger });
  await startAppContext(ctx);
  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { app: createApp(ctx, { handler: pageHandler(ctx, build) }), stop: () => stopAppContext(ctx) };
}
