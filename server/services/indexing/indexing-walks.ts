// The automatic walk runs on the server, one at a time, outside the request
// that starts it: closing the page does not stop it, and the screens follow it
// by polling. Its tally lives in memory while it runs and is written to its
// `jobs` row every few seconds and at the end.
import type { IndexingWalk } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { resolveEngines, type ActiveEngines } from "./resolve-engines";
import { walkBusinessUrls, WalkHaltedError } from "./walk-business-urls";
import { WALK_JOB_KIND, walkJobView, type WalkTally } from "./walk-job-view";

export const WALK_MESSAGES = {
  busy: "Otomatik gönderim zaten sürüyor; bitmesini bekleyin veya durdurun.",
  cancelled: "Otomatik gönderim durduruldu.",
  failed: "Otomatik gönderim tamamlanamadı. Ayrıntılar sunucu günlüğünde.",
  interrupted: "Sunucu yeniden başladığı için otomatik gönderim yarıda kaldı.",
} as const;

const SAVE_PROGRESS_EVERY_MS = 2000;

export class WalkBusyError extends Error {
  constructor() {
    super(WALK_MESSAGES.busy);
  }
}

interface RunningWalk {
  id: number;
  tally: WalkTally;
  aborter: AbortController;
  finished: Promise<void>;
  /** Writes of the row, one after another, so an older tally never lands after the final one. */
  saved: Promise<void>;
}

type By = { adminUserId: number; ip: string | null };

export class IndexingWalks {
  private running: RunningWalk | null = null;
  private starting = false;

  constructor(private readonly ctx: AppContext) {}

  /** Checks an engine is on, records the job and starts it. */
  async start(by: By): Promise<IndexingWalk> {
    // Set before the first await, so two starts at once cannot both get through.
    if (this.running || this.starting) throw new WalkBusyError();
    this.starting = true;
    try {
      return await this.launch(by);
    } finally {
      this.starting = false;
    }
  }

  private async launch(by: By): Promise<IndexingWalk> {
    const engines = await resolveEngines(this.ctx);
    const total = Number((await this.ctx.db.selectFrom("businesses").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
    const row = await this.ctx.db
      .insertInto("jobs")
      .values({ kind: WALK_JOB_KIND, status: "running", total, input: JSON.stringify({ indexNow: engines.indexNow !== null, google: engines.google !== null }), created_by: by.adminUserId, started_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const walk: RunningWalk = {
      id: row.id,
      tally: { done: 0, total, successful: 0, failed: 0, skipped: 0, note: null },
      aborter: new AbortController(),
      finished: Promise.resolve(),
      saved: Promise.resolve(),
    };
    this.running = walk;
    walk.finished = this.run(walk, engines, by).finally(() => {
      this.running = null;
    });
    await recordAudit(this.ctx, { adminUserId: by.adminUserId, action: "indexing.walk.start", entityType: "job", entityId: row.id, details: { total }, ip: by.ip });
    return walkJobView(row, walk.tally);
  }

  /** The walk as the screen shows it; live while it runs here, marked interrupted when its process is gone. */
  async view(id: number): Promise<IndexingWalk | null> {
    const row = await this.ctx.db.selectFrom("jobs").selectAll().where("id", "=", id).where("kind", "=", WALK_JOB_KIND).executeTakeFirst();
    if (!row) return null;
    if (this.running?.id === id) return walkJobView(row, this.running.tally);
    if (row.status !== "running") return walkJobView(row);
    const ended = await this.ctx.db
      .updateTable("jobs")
      .set({ status: "failed", error: WALK_MESSAGES.interrupted, finished_at: new Date() })
      .where("id", "=", id)
      .where("status", "=", "running")
      .returningAll()
      .executeTakeFirst();
    return walkJobView(ended ?? row);
  }

  /** The most recent walk, running or not; null before the first. */
  async latest(): Promise<IndexingWalk | null> {
    const row = await this.ctx.db.selectFrom("jobs").select("id").where("kind", "=", WALK_JOB_KIND).orderBy("id", "desc").limit(1).executeTakeFirst();
    return row ? this.view(row.id) : null;
  }

  /** Stops a running walk; resolves once it has ended. False when it is not running here. */
  async cancel(id: number, by: By): Promise<boolean> {
    const walk = this.running;
    if (walk?.id !== id) return false;
    walk.aborter.abort(new Error(WALK_MESSAGES.cancelled));
    await walk.finished;
    await recordAudit(this.ctx, { adminUserId: by.adminUserId, action: "indexing.walk.stop", entityType: "job", entityId: id, details: { done: walk.tally.done }, ip: by.ip });
    return true;
  }

  /** Waits for the running walk, if any (tests, shutdown). */
  async idle(): Promise<void> {
    await this.running?.finished;
  }

  private async run(walk: RunningWalk, engines: ActiveEngines, by: By): Promise<void> {
    const timer = setInterval(() => void this.save(walk, {}), SAVE_PROGRESS_EVERY_MS);
    try {
      await walkBusinessUrls(this.ctx, engines, { jobId: walk.id, signal: walk.aborter.signal, tally: walk.tally });
      await this.save(walk, { status: "succeeded" });
      await recordAudit(this.ctx, { adminUserId: by.adminUserId, action: "indexing.walk.finish", entityType: "job", entityId: walk.id, details: { ...walk.tally }, ip: by.ip });
    } catch (error) {
      if (walk.aborter.signal.aborted) await this.save(walk, { status: "cancelled", error: WALK_MESSAGES.cancelled });
      else if (error instanceof WalkHaltedError) await this.save(walk, { status: "failed", error: error.message });
      else {
        this.ctx.logger.error({ err: error, jobId: walk.id }, "url indexing walk failed");
        await this.save(walk, { status: "failed", error: WALK_MESSAGES.failed });
      }
    } finally {
      clearInterval(timer);
    }
  }

  /** Writes the tally (and, at the end, the outcome) to the walk's row; a failed write is only logged. */
  private save(walk: RunningWalk, end: { status?: "succeeded" | "failed" | "cancelled"; error?: string }): Promise<void> {
    walk.saved = walk.saved.then(() => this.write(walk, end));
    return walk.saved;
  }

  private async write(walk: RunningWalk, end: { status?: "succeeded" | "failed" | "cancelled"; error?: string }): Promise<void> {
    const { tally } = walk;
    await this.ctx.db
      .updateTable("jobs")
      .set({
        done: tally.done,
        total: Math.max(tally.total, tally.done),
        failed: tally.failed,
        result: JSON.stringify({ successful: tally.successful, skipped: tally.skipped, note: tally.note }),
        ...(end.status ? { status: end.status, error: end.error ?? null, finished_at: new Date() } : {}),
      })
      .where("id", "=", walk.id)
      .execute()
      .catch((error: unknown) => this.ctx.logger.warn({ err: error, jobId: walk.id }, "url indexing progress not saved"));
  }
}

// One runner per app context. Only the API reaches it: page loaders run in
// their own copy of the server modules and read the walk's row instead.
const runners = new WeakMap<AppContext, IndexingWalks>();

export function indexingWalksOf(ctx: AppContext): IndexingWalks {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = new IndexingWalks(ctx);
    runners.set(ctx, runner);
  }
  return runner;
}
