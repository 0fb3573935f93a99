// Backups hold the admin accounts' password hashes, the contact messages and every setting;
// uploads hold whole catalogues. Only the user Locus runs as may read them: their folders are
// 0700 and their files 0600, whatever the umask, set when they are made. Modes are passed
// explicitly rather than through process.umask(), which would also change what the
// embedded PostgreSQL and every other part of the process creates.
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * The folder, made 0700 when it is new. Missing parents are made with the usual mode: they
 * are DATA_DIR or above, which the embedded PostgreSQL (running as `postgres` when Locus runs
 * as root) must still pass through.
 */
export async function ensurePrivateFolder(folder: string): Promise<void> {
  await mkdir(path.dirname(folder), { recursive: true });
  try {
    await mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return;
  }
  // mkdir's mode passes through the umask; a umask cannot add bits, but say it exactly anyway.
  await chmod(folder, PRIVATE_FOLDER_MODE);
}
