// The Excel screen's JSON calls: import progress, stopping an import, and the
// database reset. Same-origin, with the admin's session cookie.
import type { ImportJob } from "~/lib/admin/import-job";

/** A refused call, with the server's status and its `error` text. */
export class ImportApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`${status}: ${message}`);
  }
}

async function call<T>(method: "GET" | "DELETE", path: string): Promise<T> {
  const res = await fetch(path, { method, credentials: "same-origin", headers: { accept: "application/json" } });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!res.ok) {
    const error = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : res.statusText;
    throw new ImportApiError(res.status, error);
  }
  return body as T;
}

export function fetchImportJob(id: number): Promise<ImportJob> {
  return call<ImportJob>("GET", `/api/import-jobs/${id}`);
}

/** The latest import, finished or not; null before the first one. */
export async function fetchCurrentImportJob(): Promise<ImportJob | null> {
  return (await call<{ job: ImportJob | null }>("GET", "/api/import-jobs/current")).job;
}

/** Asks the server to stop an import; it ends as "cancelled" with nothing written. */
export async function cancelImportJob(id: number): Promise<void> {
  await call<unknown>("DELETE", `/api/import-jobs/${id}`);
}

export function importErrorsUrl(id: number): string {
  return `/api/import-jobs/${id}/errors`;
}

export interface ResetAnswer {
  message: string;
  deleted: { businesses: number; categories: number; cities: number; countries: number; reviews: number };
  /** The full backup the server took before deleting anything. */
  backup: { name: string; size: number; createdAt: string };
}

export function resetDatabase(): Promise<ResetAnswer> {
  return call<ResetAnswer>("DELETE", "/api/reset-database");
}
