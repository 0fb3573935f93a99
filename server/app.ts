import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type Express, type RequestHandler, type Response } from "express";
import { pinoHttp } from "pino-http";
import { apiRouter } from "./api";
import type { AppContext } from "./context";
import { healthRouter } from "./health";
import { limitSearches } from "./http/limit-searches";
import { refusalReason } from "./http/refusal";
import { refuseNulBytes } from "./http/refuse-nul-bytes";
import { securityHeaders } from "./http/security-headers";
import { cutSlowBodies } from "./http/slow-clients";
import { turnAwayLoginsWhenGateFull } from "./http/turn-away-logins";
import { METRICS_PATH, metricsRouter } from "./metrics-route";
import { limitSharedCaching } from "./shared-cache-time";
import { countPageViews } from "./services/analytics/count-page-views";
import { recordHttpMetrics, servedAs } from "./services/metrics/record-http-metrics";

/** Probes and scrapes: neither logged per request nor counted in the dashboard's error rate. */
const PROBE_PATHS = new Set(["/healthz", "/readyz", METRICS_PATH]);
const isProbe = (url: string | undefined) => PROBE_PATHS.has((url ?? "").split("?")[0]!);

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
      autoLogging: { ignore: (req) => isProbe(req.url) },
      // The path as asked: routers rewrite req.url (/api/categories becomes /categories).
      customSuccessMessage: (req, res, ms) => `${req.method} ${askedPath(req)} ${res.statusCode} ${Math.round(ms)} ms${refusedFor(res)}`,
      // A refusal is logged on this one line, with its reason and no stack: a warning, except
      // an unknown address (404), which crawlers and typos make all day.
      // A refusal counted in a repeated-error line instead (logins turned away in a burst) has no line of its own.
      customLogLevel: (_req, res) => (res.locals?.quietRefusal ? "silent" : refusalReason(res) && res.statusCode !== 404 ? "warn" : "info"),
      customSuccessObject: (_req, res, line: object) => (refusalReason(res) ? { ...line, reason: refusalReason(res) } : line),
      customErrorMessage: (req, res, error) => `${req.method} ${askedPath(req)} ${res.statusCode} ${error.message}`,
      // A 5xx's error is logged where it is handled, once per interval while it repeats
      // (RepeatedErrorLog): the access line keeps its status, not a stack per request.
      customErrorObject: (_req, _res, _error, line: object) => ({ ...line, err: undefined }),
    }),
  );
  // Before anything can answer, so every answer carries them (pages, API, files, refusals).
  app.use(securityHeaders({ development: ctx.config.NODE_ENV === "development" }));
  app.use(cutSlowBodies());
  // A process shutting down finishes the answers it owes and closes their
  // connections, so clients send their next request to a process that stays.
  app.use((_req, res, next) => {
    if (isStopping()) res.setHeader("Connection", "close");
    next();
  });
  // Every answer counts towards the dashboard's error rate, probes and scrapes excepted.
  app.use((req, res, next) => {
    if (!isProbe(req.url)) res.on("finish", () => ctx.metrics.record(res.statusCode));
    next();
  });
  // Health probes are counted here (kind "health"); a scrape does not count itself.
  app.use(recordHttpMetrics(ctx.serverMetrics, (path) => path === METRICS_PATH));
  // Counted and with its headers, but before anything else runs for it.
  app.use(turnAwayLoginsWhenGateFull(ctx));
  app.use(compression());
  app.use(limitSharedCaching(ctx.config.SHARED_CACHE_SECONDS));
  app.use(refuseNulBytes());
  app.use(limitSearches());
  app.use(healthRouter(ctx));
  app.use(metricsRouter(ctx));
  app.use("/api", apiRouter(ctx));
  if (pages) {
    for (const assets of pages.assets ?? []) app.use(servedAs("asset", assets));
    // After the assets: a file served from disk is not a page view.
    app.use(countPageViews(ctx));
    app.all("/{*splat}", servedAs("page", pages.handler));
  }
  return app;
}

function refusedFor(res: { locals?: Response["locals"] }): string {
  const reason = refusalReason(res);
  return reason ? ` refused: ${reason}` : "";
}

function askedPath(req: { url?: string; originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? "";
}
