// The Excel screen's JSON calls: import progress, stopping an import, and the
// database reset. A refused one throws an ApiError (see admin-request).
import { adminRequest as call } from "~/components/admin/admin-request";
import type { ImportJob } from "~/lib/admin/import-job";

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
