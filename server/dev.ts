// `npm run dev`: one process, pages and API compiled on request by Vite, with
// hot reload. The database is started and prepared here once; the app module
// graph is loaded through Vite and built anew when one of its files changes.
import "./dev-mode";
import http from "node:http";
import type { Express } from "express";
import { createServer } from "vite";
import { loadConfig } from "./config";
import { startDatabaseServer } from "./db/database-server";
import { createPool, LONG_WORK_LIMITS, requestLimits } from "./db/pool";
import { createLogger } from "./logger";
import { prepareDatabase } from "./process/prepare-database";
import { siteAddress } from "./process/serve-http";
import { onShutdownSignal } from "./process/shutdown-signals";

type DevAppModule = typeof import("./dev-app");

const config = loadConfig({ NODE_ENV: "development", ...process.env });
const logger = createLogger(config.LOG_LEVEL, config.logFormat);
const database = await startDatabaseServer(config, logger);
await prepareDatabase(database.connectionString, config, logger);
const pool = createPool(database.connectionString, 10, requestLimits(config));
const longWorkPool = createPool(database.connectionString, 4, LONG_WORK_LIMITS);

// Hot reload is for a person at the editor; VITE_HMR=off lets several dev
// servers (parallel browser-test runs) share the machine without port clashes.
const hmr = process.env.VITE_HMR === "off" ? { hmr: false as const } : {};
const vite = await createServer({ server: { middlewareMode: true, ...hmr } });

// This dev process's app, built from the module graph Vite last loaded: per process on purpose
// (`npm run dev` is one process; everything the app shares lives in PostgreSQL as in production).
let current: { module: DevAppModule; app: Express; stop(): Promise<void> } | null = null;
async function currentApp(): Promise<Express> {
  const module = (await vite.ssrLoadModule("/server/dev-app.ts")) as DevAppModule;
  if (current?.module !== module) {
    const previous = current;
    current = { module, ...(await module.createDevApp({ pool, longWorkPool, config, logger })) };
    await previous?.stop();
  }
  return current.app;
}

const server = http.createServer((req, res) => {
  vite.middlewares(req, res, () => {
    currentApp().then(
      (app) => app(req, res),
      (error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        logger.error({ err: error }, "dev server could not load the app");
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  });
});
server.listen(config.PORT, config.HOST, () => logger.info({ url: siteAddress(config) }, `Locus (dev) is running at ${siteAddress(config)}`));

onShutdownSignal(async () => {
  server.closeAllConnections();
  server.close();
  await current?.stop();
  await vite.close();
  await pool.end();
  await longWorkPool.end();
  await database.stop();
  process.exit(0);
});
