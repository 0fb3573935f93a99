import { Router } from "express";
import { Registry } from "prom-client";
import type { AppContext } from "./context";
import { mayScrape } from "./services/metrics/scrape-access";

export const METRICS_PATH = "/metrics";

/**
 * /metrics in Prometheus's text format, for the whole machine's processes.
 * Anyone `mayScrape` refuses gets a plain 404: never public by default.
 */
export function metricsRouter(ctx: Pick<AppContext, "config" | "logger" | "serverMetrics">): Router {
  const router = Router();
  router.get(METRICS_PATH, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!mayScrape(req, ctx.config.METRICS_TOKEN)) {
      res.status(404).type("text/plain").send("Not Found\n");
      return;
    }
    try {
      const text = await ctx.serverMetrics.scrape();
      res.setHeader("Content-Type", Registry.PROMETHEUS_CONTENT_TYPE);
      res.send(text);
    } catch (error) {
      ctx.logger.warn({ err: error }, "metrics not gathered");
      res.status(503).type("text/plain").send("Metrics unavailable\n");
    }
  });
  return router;
}
