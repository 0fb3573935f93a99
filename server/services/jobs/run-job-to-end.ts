// For calls that keep a synchronous answer (backup, restore, sitemap refresh): the work runs
// as a queue job in whichever process takes it, and the request waits for its row to end.
import type { AppContext } from "../../context";
import { enqueueJob, type NewJob } from "./enqueue-job";
import { isFinishedRow } from "./job-rows";
import { waitForJobEnd } from "./wait-for-job";

/** The job did not succeed: its row's message, and the HTTP status that describes it. */
export class JobFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The job's result once it has succeeded; throws JobFailedError otherwise. */
export async function runJobToEnd<Result>(ctx: AppContext, job: NewJob, signal?: AbortSignal): Promise<Result> {
  const row = await enqueueJob(ctx, job);
  const ended = await waitForJobEnd(ctx, row.id, { signal });
  const messages = ctx.jobs.kind(job.kind).messages;
  if (!ended || !isFinishedRow(ended)) throw new JobFailedError(messages.interrupted, 503);
  if (ended.status === "succeeded") return ended.result as Result;
  const status = (ended.result as { errorStatus?: unknown } | null)?.errorStatus;
  throw new JobFailedError(ended.error ?? messages.failed, typeof status === "number" ? status : 500);
}
