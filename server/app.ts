import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { apiRouter } from "./api";
import type { AppContext } from "./context";
import { healthRouter } from "./health";
import { limitSharedCaching } from "./shared-cache-time";
import { countPageViews } from "./services/analytics/count-page-views";

/**
 * The Express application: health checks, the JSON API, then whatever serves
 * pages (the React Router handler, given by the caller so tests and the dev
 * server can plug in their own).
 */
export function createApp(
  ctx: AppContext,
  pages?: { assets?: RequestHandler[]; handler: RequestHandler },
  isStopping: () => boolean = () => false,
): Express {
  const app = express();
  app.disable("x-powered-by");
  // req.ip, for rate limits and the audit log, is the socket address unless TRUST_PROXY names
  // the proxies whose X-Forwarded-For is believed (README: configuration; docs/deploy.md).
  app.set("trust proxy", ctx.config.TRUST_PROXY);
  app.use(
    pinoHttp({
      logger: ctx.logger,
      // A request id from the proxy in front is kept, else one is made; it is
      // echoed back so a user's report can be matched with the log line.
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      customSuccessMessage: (req, res, ms) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)} ms`,
      customErrorMessage: (req, res, error) => `${req.method} ${req.url} ${res.statusCode} ${error.message}`,
    }),
  );
  // A process shutting down finishes the answers it owes and closes their
  // connections, so clients send their next request to a process that stays.
  app.use((_req, res, next) => {
    if (isStopping()) res.setHeader("Connection", "close");
    next();
  });
  // Every answer counts towards the dashboard's error rate, health probes excepted.
  app.use((req, res, next) => {
    if (req.url !== "/healthz" && req.url !== "/readyz") res.on("finish", () => ctx.metrics.record(res.statusCode));
    next();
  });
  app.use(compression());
  app.use(limitSharedCaching(ctx.config.SHARED_CACHE_SECONDS));
  app.use(healthRouter(ctx));
  app.use("/api", apiRouter(ctx));
  if (pages) {
    for (const assets of pages.assets ?? []) app.use(assets);
    // After the assets: a file served from disk is not a page view.
    app.use(countPageViews(ctx));
    app.all("/{*splat}", pages.handler);
  }
  return app;
}
