// One queue's worker in this process: asks the queue for a job (one at a time), runs it and
// records its end. Built on pg-boss's fetch/complete/fail rather than its work(), which
// records a job's end without awaiting it: a database gone at that moment (failover, a cut
// connection) would end the whole process with an unhandled rejection.
import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { JobKindName } from "./job-kind";

/** The queue job's payload: the `jobs` row holds everything else. */
export interface QueueData {
  jobId: number;
}

/** Runs the row's job; true when it succeeded or was cancelled, false when it failed. */
export type JobHandler = (jobId: number) => Promise<boolean>;

export class QueueWorker {
  private wake = new AbortController();
  private stopping = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: JobKindName,
    private readonly pollingMs: number,
    private readonly handle: JobHandler,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Asks at once instead of after the polling pause (a job was just sent from here). */
  nudge(): void {
    this.wake.abort();
  }

  /** Takes no more jobs; resolves when the one it runs has ended. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      // pg-boss's fetch answers [] when the database does not answer: the loop asks again later.
      const [job] = await this.boss.fetch<QueueData>(this.queue, { batchSize: 1 }).catch((error: unknown) => {
        this.logger.warn({ err: error, queue: this.queue }, "job queue not read");
        return [];
      });
      if (job && this.stopping) await this.handBack(job);
      else if (job) await this.process(job);
      if (job) continue;
      await sleep(this.pollingMs, undefined, { signal: this.wake.signal }).catch(() => undefined);
      if (this.wake.signal.aborted) this.wake = new AbortController();
    }
  }

  /** A job fetched as the process began to stop goes back to the queue for another process (or the next start). */
  private async handBack(job: PgBoss.Job<QueueData>): Promise<void> {
    try {
      await this.boss.fail(this.queue, job.id, { message: "handed back at shutdown" });
      await this.boss.retry(this.queue, job.id);
    } catch (error) {
      const about = { err: error, queue: this.queue, jobId: job.data.jobId };
      this.logger.warn(about, "job not handed back; the sweep will fail it");
    }
  }

  private async process(job: PgBoss.Job<QueueData>): Promise<void> {
    let ok = false;
    try {
      ok = await this.handle(job.data.jobId);
    } catch (error) {
      this.logger.error({ err: error, queue: this.queue, jobId: job.data.jobId }, "job could not be run");
    }
    // The queue's record agrees with the row: a failed job is failed there too (and never retried).
    const recorded = ok
      ? this.boss.complete(this.queue, job.id)
      : this.boss.fail(this.queue, job.id, { message: "job failed" });
    await recorded.catch((error: unknown) => {
      this.logger.warn({ err: error, queue: this.queue }, "queue job end not recorded");
    });
  }
}
