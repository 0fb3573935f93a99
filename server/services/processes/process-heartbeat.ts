import { hostname } from "node:os";
import { sql } from "kysely";
import type { AppContext } from "../../context";
import { SECOND } from "../cache";

/** How often a process writes its totals and proves it is alive: one statement each time. */
export const HEARTBEAT_EVERY = 5 * SECOND;
/** Rows of processes not seen for a day are deleted; until then they tell an operator what ran and how it ended. */
const KEEP_GONE_FOR = "1 day";
const PRUNE_EVERY = 60 * 60 * SECOND;

const now = sql<Date>`now()`;

/**
 * This process's row in `server_processes`: written at start, then every few
 * seconds with the answers counted so far (absolute totals, so a failed write
 * loses nothing and a repeated one counts nothing twice), and marked stopped
 * at shutdown. The dashboard sums the rows of the processes still live.
 * A database that is away is logged and tried again on the next beat.
 */
export class ProcessHeartbeat {
  private timer: NodeJS.Timeout | null = null;
  private startedAt: Date | null = null;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;

  constructor(
    private readonly ctx: Pick<AppContext, "db" | "logger" | "metrics">,
    /** the process's id, also its name on the cache bus */
    readonly id: string,
  ) {}

  /** Registers the process and starts beating; the timer never keeps a stopping process alive. */
  async start(): Promise<void> {
    if (this.timer) return;
    await this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_EVERY);
    this.timer.unref();
  }

  /** Writes the totals now (also what the timer does); resolves once written or logged as failed. */
  beat(): Promise<void> {
    this.writing = this.writing.then(() => this.write(null));
    return this.writing;
  }

  /** Final totals and the stop time (shutdown): the row stops counting at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.write(now));
    await this.writing;
  }

  private async write(stoppedAt: typeof now | null): Promise<void> {
    const { total, serverErrors } = this.ctx.metrics.snapshot();
    const totals = { requests: total, server_errors: serverErrors, last_seen_at: now, stopped_at: stoppedAt };
    try {
      // An upsert: the row may be missing (first beat, or pruned after a long database outage).
      const row = await this.ctx.db
        .insertInto("server_processes")
        .values({ id: this.id, hostname: hostname(), pid: process.pid, started_at: this.startedAt ?? now, ...totals })
        .onConflict((conflict) => conflict.column("id").doUpdateSet(totals))
        .returning("started_at")
        .executeTakeFirstOrThrow();
      this.startedAt = row.started_at;
      if (Date.now() - this.lastPrune >= PRUNE_EVERY) await this.prune();
    } catch (error) {
      this.ctx.logger.warn({ err: error }, "process heartbeat not written; the dashboard may leave this process out");
    }
  }

  private async prune(): Promise<void> {
    this.lastPrune = Date.now();
    await this.ctx.db
      .deleteFrom("server_processes")
      .where("last_seen_at", "<", sql<Date>`now() - ${KEEP_GONE_FOR}::interval`)
      .execute();
  }
}
