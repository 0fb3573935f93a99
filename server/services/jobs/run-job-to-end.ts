// For calls that keep a synchronous answer (backup, restore, sitemap refresh): the work runs
// as a queue job in whichever process takes it, and the request waits for its row to end.
import type { AppContext } from "../../context";
import { AppError, errorStatusOf } from "../app-error";
import { enqueueJob, type NewJob } from "./enqueue-job";
import { isFinishedRow } from "./job-rows";
import { waitForJobEnd } from "./wait-for-job";

/**
 * The job's result once it has succeeded; otherwise an AppError with its row's message and
 * the status that describes it (the kind's `errorStatus`, 503 when its process went away).
 */
export async function runJobToEnd<Result>(ctx: AppContext, job: NewJob, signal?: AbortSignal): Promise<Result> {
  const row = await enqueueJob(ctx, job);
  const ended = await waitForJobEnd(ctx, row.id, { signal });
  const messages = ctx.jobs.kind(job.kind).messages;
  if (!ended || !isFinishedRow(ended)) throw AppError.unavailable(messages.interrupted);
  if (ended.status === "succeeded") return ended.result as Result;
  const status = (ended.result as { errorStatus?: unknown } | null)?.errorStatus;
  throw new AppError(errorStatusOf(status), ended.error ?? messages.failed);
}
