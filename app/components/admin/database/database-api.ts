// The Database screen's JSON calls. Same-origin, with the admin's session cookie; a
// refused call throws with the server's own (Turkish) message.
import type { BackupFile } from "~/lib/admin/database";

export class DatabaseApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: "POST" | "DELETE", path: string, body?: BodyInit, json = false): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (json) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, { method, body, credentials: "same-origin", headers });
  } catch {
    throw new DatabaseApiError(0, "Sunucuya ulaşılamadı.");
  }
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!res.ok) {
    const error = answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string" ? answer.error : `${res.status}: ${res.statusText}`;
    throw new DatabaseApiError(res.status, error);
  }
  return answer as T;
}

const BASE = "/api/admin/database";

export const optimizeDatabase = () => call<{ message: string; seconds: number }>("POST", `${BASE}/optimize`);
export const createBackup = () => call<BackupFile>("POST", `${BASE}/backups`);
export const deleteBackup = (name: string) => call<{ message: string }>("DELETE", `${BASE}/backups/${encodeURIComponent(name)}`);
export const restoreBackup = (name: string) => call<{ message: string }>("POST", `${BASE}/restore`, JSON.stringify({ name }), true);
export const backupDownloadUrl = (name: string) => `${BASE}/backups/${encodeURIComponent(name)}`;

export function uploadBackup(file: File): Promise<BackupFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return call<BackupFile>("POST", `${BASE}/backups/upload`, form);
}

export interface ResetWithBackup {
  message: string;
  backup: BackupFile;
}

/** The catalogue reset; the server takes a full backup first and names it. */
export const resetDatabase = () => call<ResetWithBackup>("DELETE", "/api/reset-database");
