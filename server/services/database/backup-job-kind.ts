// A backup as a queue job: written by whichever process takes it into BACKUP_DIR (shared
// storage when several machines run Locus), so any process can list, serve or restore it.
import { HOUR_SECONDS } from "../../../app/lib/time";
import { recordAudit } from "../audit/record-audit";
import type { JobKind } from "../jobs/job-kind";
import { createBackup } from "./create-backup";

export interface BackupJobInput {
  ip: string | null;
}

export const backupJobKind: JobKind<BackupJobInput> = {
  name: "backup",
  expireInSeconds: 6 * HOUR_SECONDS,
  messages: {
    cancelled: "Yedekleme durduruldu.",
    failed: "Yedek alınamadı. Ayrıntılar sunucu günlüğünde.",
    interrupted: "Sunucu yeniden başladığı için yedekleme yarıda kaldı.",
  },
  async run(ctx, job) {
    const backup = await createBackup(ctx);
    const details = { name: backup.name, size: backup.size };
    const by = { adminUserId: job.createdBy, ip: job.input.ip };
    await recordAudit(ctx, { action: "database.backup", entityType: "database", details, ...by });
    return { result: backup };
  },
};
