// The automatic walk over every business page as a queue job: any process may run it, and
// its tally goes to its row, so every screen follows it and any process can stop it.
import { HOUR_SECONDS } from "../../../app/lib/time";
import { AppError } from "../app-error";
import { recordAudit } from "../audit/record-audit";
import type { JobKind } from "../jobs/job-kind";
import { resolveEngines } from "./resolve-engines";
import { walkBusinessUrls } from "./walk-business-urls";
import { WALK_JOB_KIND, walkCountsOf, type WalkTally } from "./walk-job-view";

export const WALK_MESSAGES = {
  busy: "Otomatik gönderim zaten sürüyor; bitmesini bekleyin veya durdurun.",
  cancelled: "Otomatik gönderim durduruldu.",
  failed: "Otomatik gönderim tamamlanamadı. Ayrıntılar sunucu günlüğünde.",
  interrupted: "Sunucu yeniden başladığı için otomatik gönderim yarıda kaldı.",
} as const;

export interface WalkJobInput {
  /** The engines switched on when it was started (the run reads the settings again). */
  indexNow: boolean;
  google: boolean;
  ip: string | null;
}

export const walkJobKind: JobKind<WalkJobInput> = {
  name: WALK_JOB_KIND,
  expireInSeconds: 12 * HOUR_SECONDS,
  messages: WALK_MESSAGES,
  // Google refused the account, or every engine was switched off before the walk began. The
  // row's result stays the tally, so only the message is kept.
  describeFailure: (error) => (error instanceof AppError ? { error: error.message } : null),
  busyMessage: () => WALK_MESSAGES.busy,

  async run(ctx, job) {
    const engines = await resolveEngines(ctx);
    const row = await ctx.db.selectFrom("jobs").select("total").where("id", "=", job.id).executeTakeFirstOrThrow();
    const tally: WalkTally = { done: 0, total: row.total ?? 0, successful: 0, failed: 0, skipped: 0, note: null };
    const counts = () => ({ done: tally.done, total: Math.max(tally.total, tally.done), failed: tally.failed });
    job.track(() => ({ ...counts(), detail: { ...walkCountsOf(tally) } }));
    await walkBusinessUrls(ctx, engines, { jobId: job.id, signal: job.signal, tally });
    await recordAudit(ctx, {
      adminUserId: job.createdBy,
      action: "indexing.walk.finish",
      entityType: "job",
      entityId: job.id,
      details: { ...tally },
      ip: job.input.ip,
    });
    return { ...counts(), result: walkCountsOf(tally) };
  },
};
