// Backup files are named by Locus only: the name is the one thing a client sends back
// (download, delete, restore), so anything that does not match this exact shape is refused
// before it comes near the file system (no "../", no other folder, no other file).
import { randomBytes } from "node:crypto";
import path from "node:path";

const BACKUP_NAME = /^locus-backup-\d{8}-\d{6}-[0-9a-f]{6}\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** locus-backup-20260110-122430-1a2b3c.gz: the creation time in UTC and a random tail against same-second twins. */
export function newBackupName(createdAt: Date): string {
  const stamp = createdAt.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `locus-backup-${stamp}-${randomBytes(3).toString("hex")}.gz`;
}

/** The file a checked name stands for in the backups folder (BACKUP_DIR); throws on a name Locus would not have made. */
export function backupPath(backupDir: string, name: string): string {
  if (!isBackupName(name)) throw new Error(`not a backup name: ${name}`);
  return path.join(backupDir, name);
}
