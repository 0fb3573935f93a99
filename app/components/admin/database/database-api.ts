// The Database screen's calls; a refused one throws an ApiError with the server's own (Turkish) message.
import { adminRequest as call } from "~/components/admin/admin-request";
import type { BackupFile } from "~/lib/admin/database";

const BASE = "/api/admin/database";

export const optimizeDatabase = () => call<{ message: string; seconds: number }>("POST", `${BASE}/optimize`);
export const createBackup = () => call<BackupFile>("POST", `${BASE}/backups`);
export const deleteBackup = (name: string) => call<{ message: string }>("DELETE", `${BASE}/backups/${encodeURIComponent(name)}`);
export const restoreBackup = (name: string) => call<{ message: string }>("POST", `${BASE}/restore`, { name });
export const backupDownloadUrl = (name: string) => `${BASE}/backups/${encodeURIComponent(name)}`;

export function uploadBackup(file: File): Promise<BackupFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return call<BackupFile>("POST", `${BASE}/backups/upload`, form);
}
