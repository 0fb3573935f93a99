import { Router } from "express";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableReason } from "./db/database-unavailable";
import { ReadinessProbe } from "./db/readiness-probe";
import type { AppContext } from "./context";
import { errorKindOf } from "./logger";

/**
 * /healthz: the process answers. /readyz: and its database does too, asked on a connection
 * of its own with a short timeout (server/db/readiness-probe.ts), so a stalled database
 * gives 503 within 2 s instead of a wait behind the pool's stuck requests.
 */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  const probe = new ReadinessProbe(ctx.pool.options);
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptimeSeconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000) });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const answer = await probe.check();
    if (answer.ready) {
      res.json({ status: "ready", database: "ok" });
      return;
    }
    const reason = databaseUnavailableReason(answer.error) ?? errorKindOf(answer.error);
    // Probed every few seconds by every balancer: logged once per interval while it lasts.
    ctx.errorLog.note(ctx.logger, { kind: `readiness: ${reason}`, message: "readiness check failed", level: "warn", fields: { reason, err: answer.error } });
    res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(503).json({ status: "unavailable", database: "unreachable" });
  });
  return router;
}
