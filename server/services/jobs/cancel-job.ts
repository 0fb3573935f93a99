// Stopping a job from any process. A queued job ends at once; a running one gets its row
// marked and a notification, and the process running it (wherever it is) aborts within a
// second. The call answers once the job has ended (an import has rolled back), or when the
// bounded wait runs out.
import { sql } from "kysely";
import type { AppContext } from "../../context";
import type { JobKindName } from "./job-kind";
import { CANCEL_CHANNEL } from "./job-lease";
import { getJobRow, type JobRow } from "./job-rows";
import { waitForJobEnd } from "./wait-for-job";

export const CANCEL_WAIT_MS = 30_000;

/** The job's row after the cancel; null when there is no such job of this kind. */
export async function cancelJob(ctx: AppContext, kindName: JobKindName, id: number): Promise<JobRow | null> {
  const kind = ctx.jobs.kind(kindName);
  const now = new Date();
  const dropped = await ctx.db
    .updateTable("jobs")
    .set({ status: "cancelled", error: kind.messages.cancelled, cancel_requested_at: now, finished_at: now })
    .where("id", "=", id)
    .where("kind", "=", kindName)
    .where("status", "=", "queued")
    .returningAll()
    .executeTakeFirst();
  if (dropped) {
    const log = (error: unknown) => ctx.logger.warn({ err: error, jobId: id }, "cancelled job not tidied up");
    if (dropped.queue_job_id) await ctx.jobs.cancelQueueJob(kindName, dropped.queue_job_id).catch(log);
    await kind.cleanUp?.(ctx, dropped.input).catch(log);
    return dropped;
  }
  const running = await ctx.db
    .updateTable("jobs")
    .set({ cancel_requested_at: now })
    .where("id", "=", id)
    .where("kind", "=", kindName)
    .where("status", "=", "running")
    .returning("id")
    .executeTakeFirst();
  if (!running) return getJobRow(ctx, kindName, id);
  await sql`SELECT pg_notify(${CANCEL_CHANNEL}, ${String(id)})`.execute(ctx.db);
  return waitForJobEnd(ctx, id, { timeoutMs: CANCEL_WAIT_MS });
}
