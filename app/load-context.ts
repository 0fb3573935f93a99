import type { AppContext } from "../server/context";

// Page loaders reach the database, cache and config the Express server created,
// so the API and the pages share one connection pool and one cache.
declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
    /** The visitor's address as Express sees it (X-Forwarded-For believed only from TRUST_PROXY), for rate limits. */
    clientIp: string | null;
  }
}

export {};
