import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import { ReadCache } from "./services/cache";
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
}

export function createAppContext(parts: Pick<AppContext, "db" | "config" | "logger">): AppContext {
  return { ...parts, cache: new ReadCache(), limiters: new RateLimiters(), startedAt: new Date() };
}
