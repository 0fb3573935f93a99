import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/pool";
import type { ReadCache } from "./services/cache";

/** What every API handler and page loader gets: one database, one cache, one config. */
export interface AppContext {
  db: Db;
  cache: ReadCache;
  config: Config;
  logger: Logger;
  startedAt: Date;
}
