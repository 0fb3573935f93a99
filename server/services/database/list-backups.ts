// The backups folder as the screen lists it. A file's modification time is its backup's
// creation time (uploads get theirs set from the file's header), so listing needs no reads.
import { readdir, rm, stat } from "node:fs/promises";
import type { BackupFile } from "../../../app/lib/admin/database";
import type { AppContext } from "../../context";
import { backupPath, isBackupName } from "./backup-names";

export type { BackupFile };

type WithConfig = Pick<AppContext, "config">;

/** Every finished backup, newest first (files still being written have another name). */
export async function listBackups(ctx: WithConfig): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(ctx.config.backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = await Promise.all(names.filter(isBackupName).map((name) => findBackup(ctx, name)));
  return files.filter((file): file is BackupFile => file !== null).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** One backup by its (already checked) name, or null when there is no such file. */
export async function findBackup(ctx: WithConfig, name: string): Promise<BackupFile | null> {
  try {
    const info = await stat(backupPath(ctx.config.backupDir, name));
    return info.isFile() ? { name, size: info.size, createdAt: info.mtime.toISOString() } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Deletes one backup; false when it did not exist. */
export async function deleteBackup(ctx: WithConfig, name: string): Promise<boolean> {
  if (!(await findBackup(ctx, name))) return false;
  await rm(backupPath(ctx.config.backupDir, name), { force: true });
  return true;
}
