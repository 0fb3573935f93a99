// Calls that keep their synchronous answer although the work runs as a queue job (backup,
// restore, sitemap refresh): the request queues the job, waits for its row to end in
// whichever process ran it, and answers its result, or the error its row describes.
import type { Response } from "express";
import type { AppContext } from "../context";
import type { NewJob } from "../services/jobs/enqueue-job";
import { runJobToEnd } from "../services/jobs/run-job-to-end";

export function answerOfJob<Result>(ctx: AppContext, res: Response, job: NewJob): Promise<Result> {
  // A client that goes away stops the waiting, not the job.
  const gone = new AbortController();
  res.once("close", () => gone.abort());
  return runJobToEnd<Result>(ctx, job, gone.signal);
}
