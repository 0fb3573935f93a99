import type { RequestHandler } from "express";
import type { ServerMetrics } from "./server-metrics";
import { routeKindOf, type RouteKind } from "./route-kind";

declare global {
  namespace Express {
    interface Locals {
      /** What answered the request, when its path does not say (see `routeKindOf`). */
      routeKind?: RouteKind;
    }
  }
}

/**
 * Counts every answer and its time by route kind and status, except those of
 * `skip` (the scrapes themselves). The path is read on arrival: routers rewrite
 * `req.url` while they handle it.
 */
export function recordHttpMetrics(metrics: ServerMetrics, skip: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (skip(path)) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(routeKindOf(path, res.locals.routeKind), res.statusCode, seconds);
    });
    next();
  };
}

/** Marks what `handler` answers as `kind`; a request it passes on loses the mark again. */
export function servedAs(kind: RouteKind, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const before = res.locals.routeKind;
    res.locals.routeKind = kind;
    return handler(req, res, (error?: unknown) => {
      res.locals.routeKind = before;
      next(error);
    });
  };
}
