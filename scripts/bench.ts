// `npm run bench [-- --businesses 1000000 --seconds 10 --connections 8]`
// Loads N businesses into a database of its own, starts the real server
// against it and drives the public API over HTTP with autocannon, printing
// req/s and latency per call, then does the same for the server-rendered pages.
// It measures; it asserts nothing.
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type pg from "pg";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { migrate } from "../server/db/migrate";
import { createPool } from "../server/db/pool";
import { createLogger } from "../server/logger";
import { openBenchDatabase } from "./support/bench-database";
import { getLoadedDemoData, loadDemoData } from "./support/load-bench-data";
import { printTable } from "./support/print-table";

const options = z
  .object({
    businesses: z.coerce.number().int().min(1000).max(1_000_000).default(100_000),
    seed: z.coerce.number().int().default(1),
    seconds: z.coerce.number().int().min(1).max(120).default(10),
    connections: z.coerce.number().int().min(1).max(256).default(8),
    port: z.coerce.number().int().default(3199),
  })
  .parse(
    parseArgs({
      options: {
        businesses: { type: "string" },
        seed: { type: "string" },
        seconds: { type: "string" },
        connections: { type: "string" },
        port: { type: "string" },
      },
    }).values,
  );

const config = loadConfig();
const logger = createLogger("warn");

const database = await openBenchDatabase(config, logger);
const pool = createPool(database.url, 4);
await migrate(pool);
await ensureData(pool);
const samples = await pickSamples(pool);
await pool.end();

const server = await startServer(database.url);
try {
  const base = `http://127.0.0.1:${options.port}`;
  const scenarios: [string, string[]][] = [
    [`search common ("${samples.commonWord}")`, [`/api/businesses?search=${encodeURIComponent(samples.commonWord)}&limit=12`]],
    [`search rare ("${samples.rareWord}")`, [`/api/businesses?search=${encodeURIComponent(samples.rareWord)}&limit=12`]],
    ["search varied (100 names)", samples.names.map((name) => `/api/businesses?search=${encodeURIComponent(name)}&limit=12`)],
    [`city page (${samples.city})`, [1, 2, 3].map((page) => `/api/businesses?city=${samples.city}&sortBy=rating&sortOrder=desc&limit=12&offset=${(page - 1) * 12}`)],
    [`category page (${samples.category})`, [1, 2, 3].map((page) => `/api/businesses?category=${samples.category}&sortBy=name&sortOrder=asc&limit=12&offset=${(page - 1) * 12}`)],
    ["detail (1000 slugs)", samples.slugs.map((slug) => `/api/businesses/${slug}`)],
    ["nearby (1000 slugs)", samples.slugs.map((slug) => `/api/businesses/${slug}/nearby`)],
    ["random", ["/api/businesses/random?limit=12"]],
    ["stats", ["/api/businesses/stats"]],
    // Server-rendered pages: loaders, React rendering and injection codes together.
    ["page: home", ["/"]],
    ["page: business (1000 slugs)", samples.slugs.map((slug) => `/business/${slug}`)],
    [`page: city (${samples.city})`, [1, 2, 3].map((page) => `/city/${samples.city}?sortBy=rating&sortOrder=desc${page > 1 ? `&page=${page}` : ""}`)],
    [`page: category (${samples.category})`, [1, 2, 3].map((page) => `/category/${samples.category}?sortBy=name&sortOrder=asc${page > 1 ? `&page=${page}` : ""}`)],
    ["page: sitemap index", ["/sitemap.xml"]],
  ];
  console.log(`\n${options.businesses.toLocaleString("en-US")} businesses, ${options.connections} connections, ${options.seconds} s per call\n`);
  const rows: string[][] = [];
  for (const [name, paths] of scenarios) {
    await run(base, paths, 2); // warm-up
    const result = await run(base, paths, options.seconds);
    rows.push([
      name,
      Math.round(result.requests.average).toString(),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.non2xx + result.errors),
    ]);
  }
  printTable(["call", "req/s", "p50", "p99", "errors"], rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await database.stop();
}

/** Seeds only when the database does not already hold this exact data set. */
async function ensureData(pool: pg.Pool): Promise<void> {
  const loaded = await getLoadedDemoData(pool);
  if (loaded?.businesses === options.businesses && loaded.seed === options.seed) {
    console.log(`Reusing the bench database (${options.businesses.toLocaleString("en-US")} businesses).`);
    return;
  }
  await loadDemoData(pool, { businesses: options.businesses, seed: options.seed });
}

async function pickSamples(pool: pg.Pool) {
  const city = await pool.query<{ slug: string }>("SELECT slug FROM cities ORDER BY business_count DESC LIMIT 1");
  const category = await pool.query<{ slug: string; name: string }>("SELECT slug, name FROM categories ORDER BY business_count DESC LIMIT 1");
  const slugs = await pool.query<{ slug: string; name: string }>(
    "SELECT slug, name FROM businesses TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 1000",
  );
  const rare = await pool.query<{ word: string }>(`
    SELECT word FROM ts_stat('SELECT search_vector FROM businesses TABLESAMPLE SYSTEM (5) REPEATABLE (3)')
    WHERE ndoc BETWEEN 2 AND 5 AND word ~ '^[a-z]{6,}$' ORDER BY word LIMIT 1`);
  return {
    city: city.rows[0]!.slug,
    category: category.rows[0]!.slug,
    commonWord: category.rows[0]!.name.split(" ")[0]!.toLowerCase(),
    rareWord: rare.rows[0]?.word ?? "zzzz",
    slugs: slugs.rows.map((row) => row.slug),
    names: slugs.rows.slice(0, 100).map((row) => row.name),
  };
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(options.port), HOST: "127.0.0.1", LOG_LEVEL: "warn", LOCUS_DEMO_BUSINESSES: "0" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    const ready = await fetch(`http://127.0.0.1:${options.port}/readyz`).then((res) => res.ok).catch(() => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("the server did not become ready in time");
}

function run(base: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: options.connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}
