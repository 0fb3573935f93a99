import type pg from "pg";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import { ReadCache } from "./services/cache";
import { RequestMetrics } from "./services/admin/request-metrics";
import { JOB_KINDS } from "./services/jobs/job-kinds";
import { JobQueue, type JobQueueOptions } from "./services/jobs/job-queue";
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
  /** per-process request limits (contact form, login ...) */
  limiters: RateLimiters;
  startedAt: Date;
  /** answers sent since start, for the dashboard's error rate */
  metrics: RequestMetrics;
  /** the background job queue (imports, walks, backups, restores, sitemap refreshes); started by the process */
  jobs: JobQueue;
  /** public page views, counted in memory and written in batches */
  pageViews: PageViewCounter;
}

export function createAppContext(parts: Pick<AppContext, "db" | "pool" | "config" | "logger">, jobs?: JobQueueOptions): AppContext {
  const ctx = {
    ...parts,
    cache: new ReadCache(),
    limiters: new RateLimiters(),
    startedAt: new Date(),
    metrics: new RequestMetrics(),
    pageViews: new PageViewCounter(parts.db),
  } as AppContext;
  ctx.jobs = new JobQueue(ctx, JOB_KINDS, jobs);
  return ctx;
}
