// Calls that keep their synchronous answer although the work runs as a queue job (backup,
// restore, sitemap refresh): the request queues the job, waits for its row to end in
// whichever process ran it, and answers its result, or the error its row describes.
import type { Response } from "express";
import type { AppContext } from "../context";
import type { NewJob } from "../services/jobs/enqueue-job";
import { JobFailedError, runJobToEnd } from "../services/jobs/run-job-to-end";
import { HttpError } from "./http-error";

export async function answerOfJob<Result>(ctx: AppContext, res: Response, job: NewJob): Promise<Result> {
  // A client that goes away stops the waiting, not the job.
  const gone = new AbortController();
  res.once("close", () => gone.abort());
  try {
    return await runJobToEnd<Result>(ctx, job, gone.signal);
  } catch (error) {
    if (error instanceof JobFailedError) throw new HttpError(error.status, error.message);
    throw error;
  }
}
