// A spreadsheet import as a queue job: any process may run it, reading the upload from
// UPLOAD_DIR. The whole file is applied in one transaction, so a cancel, a shutdown or a
// dead process leaves the catalogue exactly as it was. Progress (phase, rows, the moment
// reading began, for the rate) goes to the row; every row problem to `import_errors`.
import { HOUR_SECONDS } from "../../../../app/lib/time";
import { rm } from "node:fs/promises";
import type { AppContext } from "../../../context";
import { recordAudit } from "../../audit/record-audit";
import { describeAppError, type JobKind, type JobProgress } from "../../jobs/job-kind";
import { importSpreadsheetFile } from "../apply/import-file";
import type { ImportResult } from "../apply/import-types";
import { storeImportErrors } from "./import-errors-store";
import { IMPORT_JOB_KIND, uploadPathOf, type ImportJobInput } from "./import-job-view";
import { IMPORT_MESSAGES } from "./import-messages";

export const importJobKind: JobKind<ImportJobInput> = {
  name: IMPORT_JOB_KIND,
  expireInSeconds: 12 * HOUR_SECONDS,
  messages: IMPORT_MESSAGES,
  // A failed job's row keeps the HTTP status that describes the failure beside the message.
  failedResult: { errorStatus: 500 },
  // A file that cannot be imported (SpreadsheetError): its message and 4xx status.
  describeFailure: describeAppError,
  busyMessage: (holder) => (holder === "restore" ? IMPORT_MESSAGES.restoreBusy : IMPORT_MESSAGES.busy),
  cleanUp: (ctx, input) => rm(uploadPathOf(ctx.config, input), { force: true }),

  async run(ctx, job) {
    let progress: JobProgress = { done: 0, total: null, detail: { phase: "counting", readingSince: null } };
    job.track(() => progress);
    let readingSince: number | null = null;
    const result = await importSpreadsheetFile(
      ctx.pool,
      { path: uploadPathOf(ctx.config, job.input), kind: job.input.kind, columnMapping: job.input.columnMapping ?? null },
      {
        signal: job.signal,
        onProgress: ({ phase, done, total }) => {
          readingSince ??= phase === "reading" ? Date.now() : null;
          progress = { done, total, detail: { phase, readingSince } };
        },
        onErrors: (errors) => storeImportErrors(ctx, job.id, errors),
      },
    );
    // Every cached count and list may have changed.
    await ctx.cache.clear();
    await audit(ctx, job.id, job.createdBy, job.input, result);
    ctx.logger.info({ jobId: job.id, ...summary(result) }, "import finished");
    return { done: result.totalRows, total: result.totalRows, result };
  },
};

function audit(ctx: AppContext, jobId: number, by: number | null, input: ImportJobInput, result: ImportResult) {
  const mapping = input.columnMapping ? { columnMapping: input.columnMapping } : {};
  const details = { fileName: input.fileName, ...mapping, ...summary(result) };
  const entry = { action: "import", entityType: "job", entityId: jobId, details };
  return recordAudit(ctx, { ...entry, adminUserId: by, ip: input.ip });
}

function summary(result: ImportResult) {
  const { errors: _first, ...counts } = result;
  return counts;
}
