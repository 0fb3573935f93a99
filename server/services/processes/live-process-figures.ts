import { sql } from "kysely";
import type { AppContext } from "../../context";
import { SECOND } from "../cache";
import type { RequestMetricsSnapshot } from "../admin/request-metrics";
import { HEARTBEAT_EVERY } from "./process-heartbeat";

/** A process not seen for this long has died (six missed beats: a busy loop or a slow write is not death). */
export const LIVE_WITHIN = 6 * HEARTBEAT_EVERY;

export interface LiveProcessFigures {
  /** how many processes the figures cover */
  processes: number;
  /** since the oldest start among the live processes: how long the site has been served without a break */
  uptimeSeconds: number;
  /** answers of the live processes since their starts */
  requests: RequestMetricsSnapshot;
}

/**
 * Uptime and request totals over every live process (not stopped, seen lately).
 * This process's own counts come from memory, fresher than its last heartbeat.
 * Times are measured on the database clock, the one the rows were written with.
 */
export async function liveProcessFigures(
  ctx: Pick<AppContext, "db" | "heartbeat" | "metrics" | "startedAt">,
): Promise<LiveProcessFigures> {
  const runningFor = sql<number>`extract(epoch from now() - started_at)::float8`;
  const rows = await ctx.db
    .selectFrom("server_processes")
    .select(["id", "requests", "server_errors", runningFor.as("running_for")])
    .where("stopped_at", "is", null)
    .where("last_seen_at", ">", sql<Date>`now() - make_interval(secs => ${LIVE_WITHIN / SECOND})`)
    .execute();
  const own = ctx.metrics.snapshot();
  const others = rows.filter((row) => row.id !== ctx.heartbeat.id);
  // Before its first heartbeat is written, this process still counts, by its own clock.
  const ownRow = rows.find((row) => row.id === ctx.heartbeat.id);
  const ownRunningFor = ownRow?.running_for ?? (Date.now() - ctx.startedAt.getTime()) / SECOND;
  const total = others.reduce((sum, row) => sum + row.requests, own.total);
  const serverErrors = others.reduce((sum, row) => sum + row.server_errors, own.serverErrors);
  return {
    processes: others.length + 1,
    uptimeSeconds: Math.max(0, Math.floor(Math.max(ownRunningFor, ...others.map((row) => row.running_for)))),
    requests: { total, serverErrors, errorRate: total === 0 ? 0 : serverErrors / total },
  };
}
