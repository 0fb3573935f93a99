// Every process looks, at start and every few seconds, for jobs nobody runs any more: a
// running row whose lease lock is free lost its process (SIGKILL, machine gone, connection
// cut); a queued row whose queue job ended, vanished or was taken by a worker that never
// claimed the row will never start. Both are failed with their kind's "interrupted"
// message, the queue's job with them; an import was one transaction, so nothing of it stays.
import { sql } from "kysely";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context";
import type { JobsTable } from "../../db/types";
import type { AnyJobKind } from "./job-kind";
import { JOB_LOCK_SPACE } from "./job-lease";
import type { JobQueue } from "./job-queue";

/** A worker takes the lease a moment after the queue hands it the job; this is far beyond that moment. */
const CLAIM_GRACE_MS = 60_000;

type UnfinishedRow = Pick<Selectable<JobsTable>, "id" | "kind" | "status" | "queue_job_id" | "input">;

export async function sweepDeadJobs(ctx: AppContext, queue: JobQueue): Promise<void> {
  const rows = await ctx.db
    .selectFrom("jobs")
    .select(["id", "kind", "status", "queue_job_id", "input"])
    .where("status", "in", ["queued", "running"])
    .execute();
  for (const row of rows) {
    // A kind this version does not know belongs to another version's processes.
    const kind = queue.kinds.find((candidate) => candidate.name === row.kind);
    if (!kind) continue;
    if (row.status === "running" || (await neverStarts(queue, kind, row))) await failUnclaimed(ctx, queue, kind, row);
  }
}

async function neverStarts(queue: JobQueue, kind: AnyJobKind, row: UnfinishedRow): Promise<boolean> {
  if (!row.queue_job_id) return true;
  const job = await queue.queueJob(kind.name, row.queue_job_id);
  if (!job) return true;
  if (job.state === "created" || job.state === "retry") return false;
  if (job.state === "active") return Date.now() - new Date(job.startedOn).getTime() > CLAIM_GRACE_MS;
  return true;
}

/** Fails the row if no process holds its lease; the lock is tried inside the update's own transaction. */
async function failUnclaimed(ctx: AppContext, queue: JobQueue, kind: AnyJobKind, row: UnfinishedRow): Promise<void> {
  const result = kind.failedResult ? JSON.stringify(kind.failedResult) : null;
  const failed = await sql<{ id: number }>`
    UPDATE jobs
       SET status = 'failed', error = ${kind.messages.interrupted}, result = ${result}::jsonb, finished_at = now()
     WHERE id = ${row.id} AND status = ${row.status} AND pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, id)
    RETURNING id`.execute(ctx.db);
  if (failed.rows.length === 0) return;
  ctx.logger.warn({ jobId: row.id, kind: kind.name, was: row.status }, "job without a runner marked failed");
  const warn = (message: string) => (error: unknown) => ctx.logger.warn({ err: error, jobId: row.id }, message);
  if (row.queue_job_id) {
    await queue.failQueueJob(kind.name, row.queue_job_id, kind.messages.interrupted).catch(warn("queue job not failed"));
  }
  await kind.cleanUp?.(ctx, row.input).catch(warn("job clean-up failed"));
}
