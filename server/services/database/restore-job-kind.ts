// A restore as a queue job. The job's own row survives it (backups leave the jobs out), and
// the migration's unique index keeps it from running beside an import, in any process. The
// accounts come back with the backup: the admin who asked may not be among them afterwards.
import { HOUR_SECONDS } from "../../../app/lib/time";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { describeAppError, type JobKind } from "../jobs/job-kind";
import { BACKUP_MESSAGES } from "./backup-errors";
import { backupPath } from "./backup-names";
import { restoreBackup } from "./restore-backup";

export interface RestoreJobInput {
  /** A backup name Locus made, in BACKUP_DIR. */
  name: string;
  /** Who asked, by user code: the account itself may be gone after the restore. */
  userCode: string;
  ip: string | null;
}

export const restoreJobKind: JobKind<RestoreJobInput> = {
  name: "restore",
  expireInSeconds: 6 * HOUR_SECONDS,
  messages: {
    cancelled: "Geri yükleme durduruldu; veritabanı değişmedi.",
    failed: "Geri yükleme tamamlanamadı; veritabanı değişmedi. Ayrıntılar sunucu günlüğünde.",
    interrupted: "Sunucu yeniden başladığı için geri yükleme yarıda kaldı; veritabanı değişmedi.",
  },
  failedResult: { errorStatus: 500 },
  // A foreign, other-schema or damaged file: the admin's to fix, answered 400.
  describeFailure: describeAppError,
  // Imports and restores write the whole catalogue: one at a time.
  busyMessage: (holder) => (holder === "import" ? BACKUP_MESSAGES.importBusy : BACKUP_MESSAGES.restoreBusy),

  async run(ctx, job) {
    const result = await restoreBackup(ctx, backupPath(ctx.config.backupDir, job.input.name));
    await audit(ctx, job.createdBy, job.input, result.createdAt);
    return { result };
  },
};

async function audit(ctx: AppContext, by: number | null, input: RestoreJobInput, createdAt: string): Promise<void> {
  const account = ctx.db.selectFrom("admin_users").select("id");
  const admin = by === null ? undefined : await account.where("id", "=", by).executeTakeFirst();
  await recordAudit(ctx, {
    adminUserId: admin?.id ?? null,
    action: "database.restore",
    entityType: "database",
    details: { name: input.name, backupCreatedAt: createdAt, restoredBy: input.userCode },
    ip: input.ip,
  });
}
