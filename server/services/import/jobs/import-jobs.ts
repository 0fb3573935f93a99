// Imports run on the server, one at a time, outside the upload request: the request returns
// as soon as the file is stored, and the Excel screen follows the job (it survives closing
// the page). Progress lives in memory while a job runs and is written to its row every few
// seconds and at the end.
import { rm } from "node:fs/promises";
import type { ImportJob } from "../../../../app/lib/admin/import-job";
import type { AppContext } from "../../../context";
import { recordAudit } from "../../audit/record-audit";
import { importSpreadsheetFile } from "../apply/import-file";
import type { ImportResult } from "../apply/import-types";
import { SpreadsheetError } from "../read/spreadsheet-error";
import { storeImportErrors } from "./import-errors-store";
import { IMPORT_JOB_KIND, importJobView, type ImportJobInput, type LiveProgress } from "./import-job-view";

export const IMPORT_MESSAGES = {
  busy: "Bir içe aktarma zaten sürüyor; bitmesini bekleyin veya durdurun.",
  cancelled: "İçe aktarma durduruldu; veritabanında hiçbir değişiklik yapılmadı.",
  failed: "İçe aktarma tamamlanamadı; veritabanında hiçbir değişiklik yapılmadı. Ayrıntılar sunucu günlüğünde.",
  interrupted: "Sunucu yeniden başladığı için içe aktarma yarıda kaldı; veritabanında hiçbir değişiklik yapılmadı.",
} as const;

const SAVE_PROGRESS_EVERY_MS = 2000;

export class ImportBusyError extends Error {
  constructor() {
    super(IMPORT_MESSAGES.busy);
  }
}

interface RunningImport {
  id: number;
  progress: LiveProgress;
  aborter: AbortController;
  finished: Promise<void>;
}

export interface StartImport {
  filePath: string;
  input: ImportJobInput;
  adminUserId: number;
  ip: string | null;
}

export class ImportJobs {
  private running: RunningImport | null = null;

  constructor(private readonly ctx: AppContext) {}

  get busy(): boolean {
    return this.running !== null;
  }

  /** Records the job and starts it; the file is deleted when the job ends. */
  async start(request: StartImport): Promise<ImportJob> {
    if (this.running) throw new ImportBusyError();
    const row = await this.ctx.db
      .insertInto("jobs")
      .values({
        kind: IMPORT_JOB_KIND,
        status: "running",
        input: JSON.stringify(request.input),
        created_by: request.adminUserId,
        started_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const job: RunningImport = {
      id: row.id,
      progress: { phase: "counting", done: 0, total: null, readingSince: null },
      aborter: new AbortController(),
      finished: Promise.resolve(),
    };
    this.running = job;
    job.finished = this.run(job, request).finally(() => {
      this.running = null;
    });
    return importJobView(row, job.progress);
  }

  /** The job as the screen shows it; live progress while it runs. */
  async view(id: number): Promise<ImportJob | null> {
    const row = await this.ctx.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", IMPORT_JOB_KIND)
      .executeTakeFirst();
    if (!row) return null;
    return importJobView(row, this.running?.id === id ? this.running.progress : undefined);
  }

  /** The most recent import, running or not. */
  async latest(): Promise<ImportJob | null> {
    const row = await this.ctx.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", IMPORT_JOB_KIND)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? this.view(row.id) : null;
  }

  /** Stops a running import; resolves once it has rolled back. Returns false when it is not running. */
  async cancel(id: number): Promise<boolean> {
    const job = this.running;
    if (job?.id !== id) return false;
    job.aborter.abort(new Error(IMPORT_MESSAGES.cancelled));
    await job.finished;
    return true;
  }

  /** Waits for the running import, if any. */
  async idle(): Promise<void> {
    await this.running?.finished;
  }

  /** Shutdown: the running import is stopped and rolled back rather than cut off. */
  async stop(): Promise<void> {
    const job = this.running;
    if (!job) return;
    job.aborter.abort(new Error(IMPORT_MESSAGES.cancelled));
    await job.finished;
  }

  private async run(job: RunningImport, request: StartImport): Promise<void> {
    const { ctx } = this;
    let lastSaved = Date.now();
    const saveProgress = () => {
      lastSaved = Date.now();
      void ctx.db
        .updateTable("jobs")
        .set({ done: job.progress.done, total: job.progress.total })
        .where("id", "=", job.id)
        .execute()
        .catch((error: unknown) => ctx.logger.warn({ err: error, jobId: job.id }, "import progress not saved"));
    };
    try {
      const result = await importSpreadsheetFile(
        ctx.pool,
        { path: request.filePath, kind: request.input.kind },
        {
          signal: job.aborter.signal,
          onProgress: (progress) => {
            const readingSince = job.progress.readingSince ?? (progress.phase === "reading" ? Date.now() : null);
            job.progress = { ...progress, readingSince };
            if (Date.now() - lastSaved >= SAVE_PROGRESS_EVERY_MS) saveProgress();
          },
          onErrors: (errors) => storeImportErrors(ctx, job.id, errors),
        },
      );
      // Every cached count and list may have changed.
      await ctx.cache.clear();
      await this.finish(job, "succeeded", { done: result.totalRows, total: result.totalRows, result });
      await recordAudit(ctx, {
        adminUserId: request.adminUserId,
        action: "import",
        entityType: "job",
        entityId: job.id,
        details: { fileName: request.input.fileName, ...summary(result) },
        ip: request.ip,
      });
      ctx.logger.info({ jobId: job.id, ...summary(result) }, "import finished");
    } catch (error) {
      if (job.aborter.signal.aborted) {
        await this.finish(job, "cancelled", { error: IMPORT_MESSAGES.cancelled });
      } else if (error instanceof SpreadsheetError) {
        await this.finish(job, "failed", { error: error.message, result: { errorStatus: error.status } });
      } else {
        ctx.logger.error({ err: error, jobId: job.id }, "import failed");
        await this.finish(job, "failed", { error: IMPORT_MESSAGES.failed, result: { errorStatus: 500 } });
      }
    } finally {
      await rm(request.filePath, { force: true }).catch(() => undefined);
    }
  }

  private async finish(
    job: RunningImport,
    status: "succeeded" | "failed" | "cancelled",
    fields: { done?: number; total?: number; result?: ImportResult | { errorStatus: number }; error?: string },
  ): Promise<void> {
    await this.ctx.db
      .updateTable("jobs")
      .set({
        status,
        done: fields.done ?? job.progress.done,
        total: fields.total ?? job.progress.total,
        result: fields.result ? JSON.stringify(fields.result) : null,
        error: fields.error ?? null,
        finished_at: new Date(),
      })
      .where("id", "=", job.id)
      .execute()
      .catch((error: unknown) => this.ctx.logger.error({ err: error, jobId: job.id }, "import job state not saved"));
  }
}

function summary(result: ImportResult) {
  const { errors: _first, ...counts } = result;
  return counts;
}

/** Jobs a previous process left running ended with it (and, being one transaction, changed nothing). */
export async function failInterruptedImports(ctx: Pick<AppContext, "db">): Promise<void> {
  await ctx.db
    .updateTable("jobs")
    .set({ status: "failed", error: IMPORT_MESSAGES.interrupted, result: JSON.stringify({ errorStatus: 500 }), finished_at: new Date() })
    .where("kind", "=", IMPORT_JOB_KIND)
    .where("status", "in", ["queued", "running"])
    .execute();
}
