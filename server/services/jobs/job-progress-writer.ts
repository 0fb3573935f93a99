// A running job's row follows it: about every second the latest counts are written (only
// when they changed), so every process shows the same progress, and the same round trip
// reads whether a cancel was asked for, in case its notification was missed.
import type { AppContext } from "../../context";
import type { JobProgress } from "./job-kind";

export const PROGRESS_EVERY_MS = 1000;

export class JobProgressWriter {
  private source: (() => JobProgress) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Writes one after another, so an older snapshot never lands after a newer one. */
  private writing: Promise<void> = Promise.resolve();
  private written = "";
  /** The snapshot last taken, for the row's final write. */
  last: JobProgress | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, "db" | "logger">,
    private readonly jobId: number,
    private readonly onCancelRequested: () => void,
  ) {}

  track(source: () => JobProgress): void {
    this.source = source;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.writing = this.writing.then(() => this.write());
    }, PROGRESS_EVERY_MS);
    this.timer.unref();
  }

  /** Stops writing; resolves once the last write has landed. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.last = this.source?.() ?? this.last;
    await this.writing;
  }

  private async write(): Promise<void> {
    try {
      const progress = this.source?.() ?? null;
      const text = JSON.stringify(progress);
      let cancelRequested: Date | null;
      if (progress && text !== this.written) {
        this.last = progress;
        const row = await this.ctx.db
          .updateTable("jobs")
          .set({
            done: progress.done,
            total: progress.total,
            failed: progress.failed ?? 0,
            progress: progress.detail ? JSON.stringify(progress.detail) : null,
          })
          .where("id", "=", this.jobId)
          .where("status", "=", "running")
          .returning("cancel_requested_at")
          .executeTakeFirst();
        this.written = text;
        cancelRequested = row?.cancel_requested_at ?? null;
      } else {
        const row = await this.ctx.db
          .selectFrom("jobs")
          .select("cancel_requested_at")
          .where("id", "=", this.jobId)
          .executeTakeFirst();
        cancelRequested = row?.cancel_requested_at ?? null;
      }
      if (cancelRequested) this.onCancelRequested();
    } catch (error) {
      this.ctx.logger.warn({ err: error, jobId: this.jobId }, "job progress not saved");
    }
  }
}
