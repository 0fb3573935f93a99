import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import { RepeatedErrorLog } from "./logger";
import { ReadCache } from "./services/cache";
import { COUNT_SHELF } from "./services/businesses/count-businesses";
import { LIST_PAGE_SHELF } from "./services/businesses/list-page-cache";
import { CacheListener } from "./services/cache-bus/cache-listener";
import { publishCacheClear } from "./services/cache-bus/publish-cache-clear";
import { ProcessHeartbeat } from "./services/processes/process-heartbeat";
import { RequestMetrics } from "./services/admin/request-metrics";
import { JOB_KINDS } from "./services/jobs/job-kinds";
import { JobQueue, type JobQueueOptions } from "./services/jobs/job-queue";
import { PageViewCounter } from "./services/analytics/page-view-counter";
import { RateLimiters } from "./services/rate-limit";
import { ServerMetrics } from "./services/metrics/server-metrics";

/** What every API handler and page loader gets: one database, one cache, one config. */
export interface AppContext {
  db: Db;
  /** The pool under `db`, for what Kysely does not do (COPY, one long transaction on one connection). */
  pool: pg.Pool;
  /**
   * A second pool without a statement limit, for work that may take minutes: imports,
   * exports, backups, restores, VACUUM, sitemap boundaries, the job queue (every job runs on
   * it). `db` and `pool` bound each statement, so a stalled database fails requests fast.
   */
  longWork: { db: Db; pool: pg.Pool };
  /** read models kept in memory; a clear here is announced to every process */
  cache: ReadCache;
  /** applies the clears other processes announce; start at boot, stop at shutdown */
  cacheListener: CacheListener;
  config: Config;
  logger: Logger;
  /** errors that repeat with every request (an outage), logged once per interval: API and pages */
  errorLog: RepeatedErrorLog;
  /** request limits (contact form, login ...), counted in PostgreSQL for every process */
  limiters: RateLimiters;
  startedAt: Date;
  /** answers sent since start, for the dashboard's error rate */
  metrics: RequestMetrics;
  /** the Prometheus series this process contributes to /metrics */
  serverMetrics: ServerMetrics;
  /** this process's row in server_processes; start at boot, stop at shutdown */
  heartbeat: ProcessHeartbeat;
  /** the background job queue (imports, walks, backups, restores, sitemap refreshes); started by the process */
  jobs: JobQueue;
  /** public page views, counted in memory and written in batches */
  pageViews: PageViewCounter;
}

/** Settings, categories, related lists and the rest; pages of lists and totals have shelves of their own. */
const CACHE_ENTRIES = 5000;

export function createAppContext(
  parts: Pick<AppContext, "db" | "pool" | "longWork" | "config" | "logger">,
  jobs?: JobQueueOptions,
): AppContext {
  // One id names the process on the cache bus and in server_processes.
  const processId = randomUUID();
  const ctx = {
    ...parts,
    errorLog: new RepeatedErrorLog(parts.logger),
    cache: new ReadCache(publishCacheClear(parts.pool, processId, parts.logger), CACHE_ENTRIES, [LIST_PAGE_SHELF, COUNT_SHELF]),
    limiters: new RateLimiters(parts.pool),
    startedAt: new Date(),
    metrics: new RequestMetrics(),
    serverMetrics: new ServerMetrics(parts),
    pageViews: new PageViewCounter(parts.db),
  } as AppContext;
  ctx.cacheListener = new CacheListener({
    connection: parts.pool.options,
    cache: ctx.cache,
    self: processId,
    logger: parts.logger,
  });
  ctx.heartbeat = new ProcessHeartbeat(ctx, processId);
  ctx.jobs = new JobQueue(onLongWorkPool(ctx), JOB_KINDS, jobs);
  return ctx;
}

/**
 * The same context with `db` and `pool` on the long-work pool: for work that may take
 * minutes (a job, VACUUM, an export ...), which the request pool's statement limit would cut.
 */
export function onLongWorkPool(ctx: AppContext): AppContext {
  const view = { ...ctx, db: ctx.longWork.db, pool: ctx.longWork.pool };
  // The job queue is made with this view, before ctx.jobs exists: read it when asked.
  Object.defineProperty(view, "jobs", { get: () => ctx.jobs, enumerable: true });
  return view;
}

/** Starts what runs beside this process's requests: the cache bus listener, the heartbeat, the job queue's worker. */
export async function startAppContext(ctx: AppContext): Promise<void> {
  await ctx.cacheListener.start();
  await ctx.heartbeat.start();
  await ctx.jobs.start();
}

/** Shutdown of what runs beside the requests: a running job stops (an import rolls back), counters are written. */
export async function stopAppContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.pageViews.stop();
  await ctx.heartbeat.stop();
  await ctx.cacheListener.stop();
  ctx.errorLog.flush();
}
