// `npm run bench [-- --businesses 1000000 --seconds 10 --part all]` (--help lists every option)
// Loads N businesses into a database of its own, starts the real server
// against it and drives it over HTTP with wrk: the pages on one worker
// and on two, the public API, distance search, filters and the map, and the pages through nginx's proxy cache beside
// nginx serving the same bytes as files. It measures; it asserts nothing.
import type pg from "pg";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { migrate } from "../server/db/migrate";
import { createPool, LONG_WORK_LIMITS } from "../server/db/pool";
import { createLogger } from "../server/logger";
import { fillOpenHoursOnStart } from "../server/services/businesses/open-now/fill-open-hours-on-start";
import { RATE_LIMIT_TABLE } from "../server/services/rate-limit";
import { assertPortFree } from "./support/assert-port-free";
import { openBenchDatabase } from "./support/bench-database";
import { benchNode } from "./support/bench-node";
import { prewarmCatalogue } from "./support/prewarm-catalogue";
import { BENCH_HELP, parseBenchOptions, type BenchOptions } from "./support/bench-options";
import { apiScenarios, pageScenarios, pickSamples } from "./support/bench-scenarios";
import { mapScenarios, nearAndFilterScenarios, pickGeoSamples } from "./support/geo-scenarios";
import { startBenchServer, type BenchServer } from "./support/bench-server";
import { compareProxyCache } from "./support/compare-proxy-cache";
import { compareWorkers } from "./support/compare-workers";
import { getLoadedDemoData, loadDemoData } from "./support/load-bench-data";
import { API_P99_GOAL_MS, measureApi } from "./support/measure-api";
import { measureLoginBurst } from "./support/measure-login-burst";

/**
 * What the server lets nginx keep: longer than the proxy part lasts, so the
 * pages' own max-age (5 to 30 minutes) decides and the measured window is hits.
 */
const SHARED_CACHE_SECONDS = 3600;
const MAP_P99_GOAL_MS = 50;
/** Beside the proxy part's two nginx (--port + 1 and + 2). */
const ONE_WORKER_PORT_OFFSET = 3;

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : error);
  console.error("\nnpm run bench -- --help lists the options.");
  process.exit(2);
}

if (options.help) console.log(BENCH_HELP);
else await runBenchmark(options);

async function runBenchmark(options: BenchOptions): Promise<void> {
  const parts = new Set(options.part === "all" ? ["pages", "api", "geo", "proxy", "login"] : [options.part]);
  if (options.skipNginx) parts.delete("proxy");
  if (parts.size === 0) {
    console.log("Nothing to measure: --part proxy with --skip-nginx.");
    return;
  }
  await assertPortFree(options.port);
  if (parts.has("pages")) await assertPortFree(options.port + ONE_WORKER_PORT_OFFSET);
  const config = loadConfig();
  // Before the data: a Node that cannot be had stops the run at once.
  const node = benchNode(options.node, config.dataDir);
  const database = await openBenchDatabase(config, createLogger("warn"));
  try {
    const pool = createPool(database.url, 4, LONG_WORK_LIMITS);
    await migrate(pool);
    await ensureData(pool, options);
    // A data set kept from before migration 018 gets its Open Now columns here (minutes at a
    // million), not in the server's start-up, which the bench waits for three minutes only.
    await fillOpenHoursOnStart(pool, createLogger("info"));
    // An earlier run's bursts leave failed logins counted for an hour; each run starts clean.
    await pool.query(`DELETE FROM ${RATE_LIMIT_TABLE}`);
    const samples = await pickSamples(pool);
    const geoSamples = await pickGeoSamples(pool);
    await pool.end();
    await prewarmCatalogue(database);

    const measure = { seconds: options.seconds, connections: options.connections, rounds: options.rounds };
    const pages = pageScenarios(samples);
    const size = options.businesses.toLocaleString("en-US");
    const perCall = `${options.seconds} s per call, ${options.rounds} round${options.rounds === 1 ? "" : "s"}`;
    console.log(`\n${size} businesses, ${options.connections} connections, ${perCall}, servers on Node ${node.version}\n`);
    const serverOptions = { databaseUrl: database.url, sharedCacheSeconds: SHARED_CACHE_SECONDS, node: node.path };
    const start = (workers: number, port: number) => startBenchServer({ ...serverOptions, workers, port });

    await withServer(await start(2, options.port), async (server) => {
      if (parts.has("pages")) {
        // The one-worker server runs beside it for this part only, idle while the other is measured.
        await withServer(await start(1, options.port + ONE_WORKER_PORT_OFFSET), (single) =>
          compareWorkers({ one: single.base, two: server.base }, pages, measure),
        );
      }
      if (parts.has("api")) await measureApi(server.base, apiScenarios(samples), measure);
      if (parts.has("geo")) {
        const near = { title: "Near and the filters on two workers", goalMs: API_P99_GOAL_MS };
        await measureApi(server.base, nearAndFilterScenarios(geoSamples), measure, near);
        const map = { title: "Map API on two workers", goalMs: MAP_P99_GOAL_MS };
        await measureApi(server.base, mapScenarios(geoSamples), measure, map);
      }
      if (parts.has("proxy")) await compareProxyCache(server, pages, measure);
      // Last: the bursts leave failed-login counts behind.
      if (parts.has("login")) await measureLoginBurst(server.base, "/");
    });
  } finally {
    await database.stop();
  }
}

async function withServer<T>(server: BenchServer, use: (server: BenchServer) => Promise<T>): Promise<T> {
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** Seeds only when the database does not already hold this exact data set. */
async function ensureData(pool: pg.Pool, options: BenchOptions): Promise<void> {
  const loaded = await getLoadedDemoData(pool);
  if (loaded?.businesses === options.businesses && loaded.seed === options.seed) {
    console.log(`Reusing the bench database (${options.businesses.toLocaleString("en-US")} businesses).`);
    return;
  }
  await loadDemoData(pool, { businesses: options.businesses, seed: options.seed });
}
