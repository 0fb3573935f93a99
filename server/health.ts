import { Router } from "express";
import { sql } from "kysely";
import type { AppContext } from "./context";

/** /healthz: the process answers. /readyz: and its database does too. */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptimeSeconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000) });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await sql`SELECT 1`.execute(ctx.db);
      res.json({ status: "ready", database: "ok" });
    } catch (error) {
      ctx.logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", database: "unreachable" });
    }
  });
  return router;
}
