import type { Logger } from "pino";
import type { AppContext } from "../server/context";
import type { PageFailure } from "../server/page-errors";

// Page loaders reach the database, cache and config the Express server created,
// so the API and the pages share one connection pool and one cache.
declare module "react-router" {
  interface AppLoadContext {
    app: AppContext;
    /** The visitor's address as Express sees it (X-Forwarded-For believed only from TRUST_PROXY), for rate limits. */
    clientIp: string | null;
    /** The nonce of this page's Content-Security-Policy (back-office pages), else undefined. */
    cspNonce?: string;
    /** This request's logger (it carries the request id). */
    log: Logger;
    /** What the loaders ran into: a database outage turns the answer into a 503 (server/page-errors.ts). */
    pageFailure: PageFailure;
  }
}

export {};
