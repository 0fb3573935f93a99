import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import { ReadCache } from "./services/cache";
import { RequestMetrics } from "./services/admin/request-metrics";
import { RateLimiters } from "./services/rate-limit";

/** What every API handler and page loader gets: one database, one cache, one config. */
export interface AppContext {
  db: Db;
  cache: ReadCache;
  config: Config;
  logger: Logger;
  /** per-process request limits (contact form, login ...) */
  limiters: RateLimiters;
  startedAt: Date;
  /** answers sent since start, for the dashboard's error rate */
  metrics: RequestMetrics;
}

export function createAppContext(parts: Pick<AppContext, "db" | "config" | "logger">): AppContext {
  return { ...parts, cache: new ReadCache(), limiters: new RateLimiters(), startedAt: new Date(), metrics: new RequestMetrics() };
}
