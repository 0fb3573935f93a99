// The job queue of one process: pg-boss on Locus's own pool, one queue per kind of job, a
// worker for every queue (any process may run any job), and the sweep that fails the jobs
// of processes that died. Start it once per process; stop it on shutdown.
import { EventEmitter } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { CompiledQuery } from "kysely";
import PgBoss from "pg-boss";
import type { AppContext } from "../../context";
import type { Db } from "../../db/pool";
import type { AnyJobKind, JobKindName } from "./job-kind";
import { oneProcessAtATime, poolAdapter } from "./queue-database";
import { QueueWorker, type QueueData } from "./queue-worker";
import { runJob, type LocalRuns } from "./run-job";
import { sweepDeadJobs } from "./sweep-dead-jobs";

const SECOND = 1000;

export interface JobQueueOptions {
  /** How often an idle worker asks for work. Jobs sent from this process start at once. */
  pollingIntervalSeconds?: number;
  /** How often this process looks for jobs whose runner died. */
  sweepEveryMs?: number;
  /** How long shutdown waits for running jobs to end. */
  stopGraceMs?: number;
}

export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly workers = new Map<JobKindName, QueueWorker>();
  private readonly local: LocalRuns = new Map();
  private sweepTimer: ReturnType<typeof setInterval> | null = null;
  private sweeping: Promise<void> | null = null;
  private readonly options: Required<JobQueueOptions>;
  /** "ended" with the job id when a job this process ran has ended, so a wait here need not poll for it. */
  readonly ended = new EventEmitter<{ ended: [jobId: number] }>();

  constructor(
    private readonly ctx: AppContext,
    readonly kinds: readonly AnyJobKind[],
    options: JobQueueOptions = {},
  ) {
    this.options = { pollingIntervalSeconds: 5, sweepEveryMs: 5 * SECOND, stopGraceMs: 8 * SECOND, ...options };
    // One listener per waiting request: many at once are normal, not a leak.
    this.ended.setMaxListeners(0);
  }

  kind(name: string): AnyJobKind {
    const kind = this.kinds.find((candidate) => candidate.name === name);
    if (!kind) throw new Error(`unknown job kind: ${name}`);
    return kind;
  }

  /** Installs or upgrades the queue's schema and queues (one process at a time), then starts working. */
  async start(): Promise<void> {
    if (this.boss) return;
    const { pool, logger } = this.ctx;
    const boss = new PgBoss({ db: poolAdapter(pool), schedule: false });
    boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));
    await oneProcessAtATime(pool, async () => {
      await boss.start();
      for (const kind of this.kinds) {
        const { name, expireInSeconds } = kind;
        const queue = { name, policy: "standard" as const, retryLimit: 0, expireInSeconds };
        await boss.createQueue(kind.name, queue);
        // A queue made by an earlier version takes this version's limits.
        await boss.updateQueue(kind.name, queue);
      }
    });
    this.boss = boss;
    for (const kind of this.kinds) {
      const run = async (jobId: number) => {
        try {
          return (await runJob(this.ctx, kind, jobId, this.local)) !== "failed";
        } finally {
          this.ended.emit("ended", jobId);
        }
      };
      const worker = new QueueWorker(boss, kind.name, this.options.pollingIntervalSeconds * SECOND, run, logger);
      this.workers.set(kind.name, worker);
      worker.start();
    }
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepEveryMs);
    this.sweepTimer.unref();
  }

  /**
   * Shutdown: stops taking work, stops this process's running jobs (an import rolls back
   * and its row says it was interrupted) and waits a bounded time for them to end.
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const stop of this.local.values()) stop("shutdown");
    const workers = [...this.workers.values()];
    this.workers.clear();
    // A job that does not stop in time is left to the sweep of the processes that remain.
    const ended = Promise.all(workers.map((worker) => worker.stop()));
    await Promise.race([ended, sleep(this.options.stopGraceMs, undefined, { ref: false })]);
    await this.sweeping;
    await boss.stop({ graceful: false, close: false });
  }

  /** Queues the job of a row inserted in the caller's transaction (`trx`), so both exist or neither. */
  async send(kind: JobKindName, jobId: number, trx: Db): Promise<string> {
    const db = { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) };
    const id = await this.started().send(kind, { jobId } satisfies QueueData, { db });
    if (!id) throw new Error(`the queue refused job ${jobId}`);
    return id;
  }

  /** Wakes this process's idle worker, so a job sent from here starts without waiting for a poll. */
  nudge(kind: JobKindName): void {
    this.workers.get(kind)?.nudge();
  }

  /** The queue's own record of a job; null once it has been deleted. */
  async queueJob(kind: JobKindName, id: string): Promise<PgBoss.JobWithMetadata | null> {
    return this.started().getJobById(kind, id, { includeArchive: true });
  }

  async cancelQueueJob(kind: JobKindName, id: string): Promise<void> {
    await this.started().cancel(kind, id);
  }

  async failQueueJob(kind: JobKindName, id: string, message: string): Promise<void> {
    await this.started().fail(kind, id, { message });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error("the job queue is not started");
    return this.boss;
  }

  private sweep(): Promise<void> {
    this.sweeping ??= sweepDeadJobs(this.ctx, this)
      .catch((error: unknown) => this.ctx.logger.warn({ err: error }, "dead job sweep failed"))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }
}
