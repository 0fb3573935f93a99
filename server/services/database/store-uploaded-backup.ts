// An uploaded backup file joins the backups folder under a name Locus makes, once its header
// shows it is a Locus backup; whether it fits this database is checked when it is restored.
import { chmod, copyFile, rename, rm, utimes } from "node:fs/promises";
import type { AppContext } from "../../context";
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from "../files/private-files";
import { backupPath, newBackupName } from "./backup-names";
import { findBackup, type BackupFile } from "./list-backups";
import { readBackupFileHeader } from "./read-backup-header";

export async function storeUploadedBackup(ctx: Pick<AppContext, "config">, uploadedPath: string): Promise<BackupFile> {
  const header = await readBackupFileHeader(uploadedPath);
  const createdAt = new Date(header.createdAt);
  const name = newBackupName(createdAt);
  const target = backupPath(ctx.config.backupDir, name);
  await ensurePrivateFolder(ctx.config.backupDir);
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
    // A copy may take the destination file system's defaults: the backup stays private.
    await chmod(to, PRIVATE_FILE_MODE);
    await rm(from, { force: true });
  }
}
