// A jobs row of kind "import" as the Excel screen reads it. The row is the whole truth:
// the process running the import writes its progress there about every second, so every
// process answers the same.
import path from "node:path";
import type {
  ImportJob,
  ImportJobPhase,
  ImportJobStatus,
  ImportResultView,
} from "../../../../app/lib/admin/import-job";
import type { Config } from "../../../config";
import type { ColumnMapping } from "../mapping/column-mapping";
import type { SpreadsheetKind } from "../read/read-spreadsheet";
import type { JobRow } from "../../jobs/job-rows";

export const IMPORT_JOB_KIND = "import";

/** What the job row keeps of the upload. */
export interface ImportJobInput {
  fileName: string;
  fileSize: number;
  kind: SpreadsheetKind;
  /** The uploaded file's name in UPLOAD_DIR; deleted when the job ends. */
  upload: string;
  /** Where the upload came from, for the audit trail. */
  ip: string | null;
  /** The admin's column mapping (header -> field or "ignore"), when the file needed one. */
  columnMapping?: ColumnMapping;
}

/** A failed job's row keeps the HTTP status that describes the failure beside the message. */
export interface FailedImportResult {
  errorStatus: number;
}

/** What a running import reports beyond done/total. */
interface ImportProgressDetail {
  phase?: ImportJobPhase;
  /** ms since epoch when reading began, for the rate */
  readingSince?: number | null;
}

const UPLOAD_NAME = /^[\w-]+\.upload$/;

/** The upload of an import; only a name Locus made is looked up, and only in UPLOAD_DIR. */
export function uploadPathOf(config: Pick<Config, "uploadDir">, input: Pick<ImportJobInput, "upload">): string {
  if (!UPLOAD_NAME.test(input.upload)) throw new Error(`not an upload name: ${input.upload}`);
  return path.join(config.uploadDir, input.upload);
}

function rate(done: number, readingSince: number | null | undefined, now: number): number | null {
  if (!readingSince || done === 0) return null;
  const seconds = (now - readingSince) / 1000;
  return seconds > 0 ? Math.round(done / seconds) : null;
}

export function importJobView(row: JobRow, now = Date.now()): ImportJob {
  const input = row.input as unknown as ImportJobInput;
  const status = row.status as ImportJobStatus;
  const running = status === "running" ? ((row.progress ?? {}) as ImportProgressDetail) : null;
  const succeeded = status === "succeeded" ? (row.result as unknown as ImportResultView) : null;
  const failed = status === "failed" ? (row.result as unknown as FailedImportResult | null) : null;
  const seconds = row.started_at && row.finished_at ? (row.finished_at.getTime() - row.started_at.getTime()) / 1000 : 0;
  const finishedRate = succeeded && seconds > 0 ? Math.round(succeeded.totalRows / seconds) : null;
  return {
    id: row.id,
    status,
    fileName: input.fileName,
    fileSize: input.fileSize,
    phase: running?.phase ?? null,
    done: row.done,
    total: row.total,
    rowsPerSecond: running ? rate(row.done, running.readingSince, now) : finishedRate,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    error: row.error,
    errorStatus: failed?.errorStatus ?? null,
    result: succeeded,
  };
}
