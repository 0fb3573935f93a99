// At start, the folders and files Locus keeps secrets in are made private, including those an
// older version left readable to every local user (backups were 0644 in a 0755 folder).
import { chmod, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../../config";
import { ensurePrivateFolder, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "./private-files";
import { SECRET_KEY_FILE } from "../secrets/secret-key";

type DataFilesConfig = Pick<Config, "dataDir" | "backupDir" | "uploadDir">;

/** Backups, uploads and the secret key file: folders 0700, files 0600. Problems are logged, not thrown. */
export async function protectDataFiles(config: DataFilesConfig, logger: Logger): Promise<void> {
  let changed = 0;
  const tighten = async (target: string, mode: number) => {
    try {
      const info = await stat(target);
      if ((info.mode & 0o777) === mode) return;
      await chmod(target, mode);
      changed++;
    } catch (error) {
      // Deleted meanwhile (another process ended an upload): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") logger.warn({ err: error, path: target }, "could not make a private file private");
    }
  };
  const tightenTree = async (folder: string): Promise<void> => {
    await tighten(folder, PRIVATE_FOLDER_MODE);
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      // Symbolic links are left alone: their target may be anything.
      if (entry.isDirectory()) await tightenTree(entryPath);
      else if (entry.isFile()) await tighten(entryPath, PRIVATE_FILE_MODE);
    }
  };

  for (const folder of new Set([config.backupDir, config.uploadDir])) {
    if (holdsDataDir(folder, config.dataDir)) {
      // 0700 there would lock the embedded PostgreSQL (run as `postgres` under root) out of its cluster.
      logger.warn({ folder, dataDir: config.dataDir }, "BACKUP_DIR or UPLOAD_DIR is DATA_DIR or above it; give it a folder of its own so it can be made private");
      continue;
    }
    try {
      await ensurePrivateFolder(folder);
      await tightenTree(folder);
    } catch (error) {
      logger.warn({ err: error, folder }, "could not make a private folder private");
    }
  }
  await tighten(path.join(config.dataDir, SECRET_KEY_FILE), PRIVATE_FILE_MODE);
  if (changed > 0) logger.info({ changed }, "made backups, uploads and the secret key readable by this user only");
}

/** True when `folder` is `dataDir` itself or one of its parents. */
function holdsDataDir(folder: string, dataDir: string): boolean {
  const relative = path.relative(folder, dataDir);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
