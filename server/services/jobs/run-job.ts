// One job, run in this process: claim its row (lease first, then queued → running), run
// the kind's handler with a signal that a cancel from any process, shutdown or a lost
// lease aborts, keep the row's progress current, and write how it ended before the lease
// is let go. Whatever happens, the kind tidies up after itself.
import type { AppContext } from "../../context";
import type { AnyJobKind, JobFailure, JobSuccess } from "./job-kind";
import { JobLease } from "./job-lease";
import { JobProgressWriter } from "./job-progress-writer";

export type JobOutcome = "succeeded" | "failed" | "cancelled";
/** Why a job was stopped before its end. */
export type StopReason = "cancel" | "shutdown" | "lost";

export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
  }
}

/** This process's running jobs, so shutdown can stop them. */
export type LocalRuns = Map<number, (reason: StopReason) => void>;

type Ending = ({ status: "succeeded" } & JobSuccess) | ({ status: "failed" | "cancelled" } & JobFailure);

/** Runs the job behind a `jobs` row; null when it is not (or no longer) this process's to run. */
export async function runJob(
  ctx: AppContext,
  kind: AnyJobKind,
  jobId: number,
  local: LocalRuns,
): Promise<JobOutcome | null> {
  const aborter = new AbortController();
  const stop = (reason: StopReason) => {
    if (!aborter.signal.aborted) aborter.abort(new JobStopped(reason));
  };
  const lease = await JobLease.take(ctx.pool, jobId, {
    onCancel: () => stop("cancel"),
    onLost: (error) => {
      ctx.logger.warn({ err: error, jobId }, "job lease lost; stopping the job");
      stop("lost");
    },
  });
  if (!lease) return null;
  let input: unknown;
  try {
    const row = await ctx.db
      .updateTable("jobs")
      .set({ status: "running", started_at: new Date() })
      .where("id", "=", jobId)
      .where("status", "=", "queued")
      .returning(["input", "created_by"])
      .executeTakeFirst();
    // Cancelled, or failed by a sweep, before it got here.
    if (!row) return null;
    input = row.input;
    local.set(jobId, stop);
    const progress = new JobProgressWriter(ctx, jobId, () => stop("cancel"));
    progress.start();
    let ending: Ending;
    try {
      const track = progress.track.bind(progress);
      const job = { id: jobId, input, createdBy: row.created_by, signal: aborter.signal, track };
      ending = { status: "succeeded", ...(await kind.run(ctx, job)) };
    } catch (error) {
      ending = failureOf(ctx, kind, jobId, error, aborter.signal);
    }
    await progress.stop();
    await writeEnding(ctx, jobId, ending, progress);
    return ending.status;
  } finally {
    local.delete(jobId);
    await lease.release();
    if (input !== undefined) {
      await kind.cleanUp?.(ctx, input).catch((error: unknown) => {
        ctx.logger.warn({ err: error, jobId }, "job clean-up failed");
      });
    }
  }
}

function failureOf(ctx: AppContext, kind: AnyJobKind, jobId: number, error: unknown, signal: AbortSignal): Ending {
  if (signal.aborted) {
    const reason = signal.reason instanceof JobStopped ? signal.reason.reason : "cancel";
    if (reason === "cancel") return { status: "cancelled", error: kind.messages.cancelled };
    return { status: "failed", error: kind.messages.interrupted, result: kind.failedResult };
  }
  const described = kind.describeFailure?.(error);
  if (described) return { status: "failed", ...described, result: described.result ?? kind.failedResult };
  ctx.logger.error({ err: error, jobId, kind: kind.name }, "job failed");
  return { status: "failed", error: kind.messages.failed, result: kind.failedResult };
}

async function writeEnding(ctx: AppContext, jobId: number, ending: Ending, progress: JobProgressWriter): Promise<void> {
  const last = progress.last;
  const success = ending.status === "succeeded" ? ending : null;
  const failure = ending.status === "succeeded" ? null : ending;
  const result = success ? success.result : failure?.result;
  await ctx.db
    .updateTable("jobs")
    .set({
      status: ending.status,
      done: success?.done ?? last?.done ?? 0,
      total: success?.total !== undefined ? success.total : (last?.total ?? null),
      failed: success?.failed ?? last?.failed ?? 0,
      progress: last?.detail ? JSON.stringify(last.detail) : null,
      result: result == null ? null : JSON.stringify(result),
      error: failure?.error ?? null,
      finished_at: new Date(),
    })
    .where("id", "=", jobId)
    .where("status", "=", "running")
    .execute()
    .catch((error: unknown) => ctx.logger.error({ err: error, jobId }, "job state not saved"));
}
