// An uploaded backup file joins the backups folder under a name Locus makes, once its header
// shows it is a Locus backup; whether it fits this database is checked when it is restored.
import { copyFile, mkdir, rename, rm, utimes } from "node:fs/promises";
import type { AppContext } from "../../context";
import { backupPath, newBackupName } from "./backup-names";
import { findBackup, type BackupFile } from "./list-backups";
import { readBackupFileHeader } from "./read-backup-header";

export async function storeUploadedBackup(ctx: Pick<AppContext, "config">, uploadedPath: string): Promise<BackupFile> {
  const header = await readBackupFileHeader(uploadedPath);
  const createdAt = new Date(header.createdAt);
  const name = newBackupName(createdAt);
  const target = backupPath(ctx.config.backupDir, name);
  await mkdir(ctx.config.backupDir, { recursive: true });
  const partial = `${target}.partial`;
  try {
    await moveFile(uploadedPath, partial);
    // The listing reads a backup's time from its file: the time it was made, not uploaded.
    await utimes(partial, createdAt, createdAt);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await findBackup(ctx, name))!;
}

/** rename, or copy and delete when the upload folder sits on another file system. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}
