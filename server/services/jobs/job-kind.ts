// What every kind of background job tells the queue: how to run one, what its row says
// when it ends early, and what to tidy up whichever way it ends.
import type { AppContext } from "../../context";
import { AppError } from "../app-error";

/** Kinds of background work; each is a `jobs.kind` and a queue of the same name. */
export type JobKindName = "import" | "url-indexing" | "backup" | "restore" | "sitemap-refresh";

/** What a running job last counted; its row gets it about every second. */
export interface JobProgress {
  done: number;
  total: number | null;
  failed?: number;
  /** Kind-specific figures the screens show while it runs (an import's phase ...). */
  detail?: Record<string, unknown> | null;
}

/** A job as its handler sees it. */
export interface RunningJob<Input> {
  id: number;
  input: Input;
  /** The admin who started it, if any. */
  createdBy: number | null;
  /** Aborted by a cancel sent to any process, by shutdown, or when the job's lease is lost. */
  signal: AbortSignal;
  /** Where the progress comes from: read about every second and written to the row. */
  track(snapshot: () => JobProgress): void;
}

/** A successful end: the row's last counts and result. */
export interface JobSuccess {
  done?: number;
  total?: number | null;
  failed?: number;
  result?: unknown;
}

/** How an ended job's row describes a failure: a message for the screen and the result to keep. */
export interface JobFailure {
  error: string;
  result?: Record<string, unknown> | null;
}

export interface JobKind<Input = unknown> {
  name: JobKindName;
  /** The longest run the queue waits for before it gives up on a job (under 24 hours). */
  expireInSeconds: number;
  messages: {
    /** A cancelled job's row. */
    cancelled: string;
    /** An unexpected error (details in the log). */
    failed: string;
    /** The process running it stopped or died. */
    interrupted: string;
  };
  /** Kept as the result of any failed job of this kind (an import's HTTP status ...). */
  failedResult?: Record<string, unknown>;
  run(ctx: AppContext, job: RunningJob<Input>): Promise<JobSuccess>;
  /** An error the admin can act on, in words; null for the generic failure. */
  describeFailure?(error: unknown): JobFailure | null;
  /**
   * Why this kind may not start while `holder` is queued or running (kinds that run one at
   * a time, see enqueueJob); `holder` is null when the other job ended before it was read.
   */
  busyMessage?(holder: JobKindName | null): string;
  /** After the job has ended, or was dropped before it ran (its upload is deleted ...). */
  cleanUp?(ctx: AppContext, input: Input): Promise<void>;
}

/**
 * `describeFailure` for kinds whose failed row keeps the HTTP status that describes it: an
 * AppError's message and status, as a synchronous call would have answered them.
 */
export function describeAppError(error: unknown): JobFailure | null {
  return error instanceof AppError ? { error: error.message, result: { errorStatus: error.status } } : null;
}

/** A kind with its input type erased, as the queue holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run() takes the input, so only `any` erases it
export type AnyJobKind = JobKind<any>;
