// A jobs row of kind "import" as the Excel screen reads it.
import type { Selectable } from "kysely";
import type { ImportJob, ImportJobPhase, ImportJobStatus, ImportResultView } from "../../../../app/lib/admin/import-job";
import type { JobsTable } from "../../../db/types";

export const IMPORT_JOB_KIND = "import";

/** What the job row keeps of the upload. */
export interface ImportJobInput {
  fileName: string;
  fileSize: number;
  kind: "xlsx" | "csv";
}

/** A failed job's row keeps the HTTP status that describes the failure beside the message. */
export interface FailedImportResult {
  errorStatus: number;
}

export interface LiveProgress {
  phase: ImportJobPhase;
  done: number;
  total: number | null;
  /** ms since epoch when reading began, for the rate */
  readingSince: number | null;
}

function rate(progress: LiveProgress | undefined, now: number): number | null {
  if (!progress?.readingSince || progress.done === 0) return null;
  const seconds = (now - progress.readingSince) / 1000;
  return seconds > 0 ? Math.round(progress.done / seconds) : null;
}

export function importJobView(row: Selectable<JobsTable>, live?: LiveProgress, now = Date.now()): ImportJob {
  const input = row.input as unknown as ImportJobInput;
  const status = row.status as ImportJobStatus;
  const succeeded = status === "succeeded" ? (row.result as unknown as ImportResultView) : null;
  const failed = status === "failed" ? (row.result as unknown as FailedImportResult | null) : null;
  const seconds = row.started_at && row.finished_at ? (row.finished_at.getTime() - row.started_at.getTime()) / 1000 : 0;
  return {
    id: row.id,
    status,
    fileName: input.fileName,
    fileSize: input.fileSize,
    phase: live?.phase ?? null,
    done: live?.done ?? row.done,
    total: live ? live.total : row.total,
    rowsPerSecond: live ? rate(live, now) : succeeded && seconds > 0 ? Math.round(succeeded.totalRows / seconds) : null,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    error: row.error,
    errorStatus: failed?.errorStatus ?? null,
    result: succeeded,
  };
}
