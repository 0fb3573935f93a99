// Queues an import of a checked upload. The row's unique index refuses it while another
// import or a restore is queued or running, in any process.
import path from "node:path";
import type { ImportJob } from "../../../../app/lib/admin/import-job";
import type { AppContext } from "../../../context";
import type { ColumnMapping } from "../mapping/column-mapping";
import { enqueueJob } from "../../jobs/enqueue-job";
import { importJobView, IMPORT_JOB_KIND, type ImportJobInput } from "./import-job-view";

export interface StartImport {
  /** The upload, in UPLOAD_DIR. */
  filePath: string;
  fileName: string;
  fileSize: number;
  kind: ImportJobInput["kind"];
  /** The admin's column mapping; null when Locus reads the header by itself. */
  columnMapping: ColumnMapping | null;
  adminUserId: number;
  ip: string | null;
}

export async function startImport(ctx: AppContext, request: StartImport): Promise<ImportJob> {
  const input: ImportJobInput = {
    fileName: request.fileName,
    fileSize: request.fileSize,
    kind: request.kind,
    upload: path.basename(request.filePath),
    ...(request.columnMapping ? { columnMapping: request.columnMapping } : {}),
    ip: request.ip,
  };
  const row = await enqueueJob(ctx, { kind: IMPORT_JOB_KIND, input: { ...input }, createdBy: request.adminUserId });
  return importJobView(row);
}
