import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import { ReadCache } from "./services/cache";
import { RequestMetrics } from "./services/admin/request-metrics";
import { ImportJobs } from "./services/import/jobs/import-jobs";
import { PageViewCounter } from "./services/analytics/page-view-counter";
import { RateLimiters } from "./services/rate-limit";

/** What every API handler and page loader gets: one database, one cache, one config. */
export interface AppContext {
  db: Db;
  /** The pool under `db`, for what Kysely does not do (COPY, one long transaction on one connection). */
  pool: pg.Pool;
  cache: ReadCache;
  config: Config;
  logger: Logger;
  /** request limits (contact form, login ...), counted in PostgreSQL for every process */
  limiters: RateLimiters;
  startedAt: Date;
  /** answers sent since start, for the dashboard's error rate */
  metrics: RequestMetrics;
  /** the spreadsheet import running in this process, if any */
  imports: ImportJobs;
  /** public page views, counted in memory and written in batches */
  pageViews: PageViewCounter;
}

export function createAppContext(parts: Pick<AppContext, "db" | "pool" | "config" | "logger">): AppContext {
  const ctx = {
    ...parts,
    cache: new ReadCache(),
    limiters: new RateLimiters(parts.pool),
    startedAt: new Date(),
    metrics: new RequestMetrics(),
    pageViews: new PageViewCounter(parts.db),
  } as AppContext;
  ctx.imports = new ImportJobs(ctx);
  return ctx;
}

/** Starts what runs beside the requests of this process (none yet beyond what the constructors start). */
export async function startAppContext(_ctx: AppContext): Promise<void> {}

/** Shutdown of what runs beside the requests: a running import rolls back, counters are written. */
export async function stopAppContext(ctx: AppContext): Promise<void> {
  await ctx.imports.stop();
  await ctx.pageViews.stop();
}
