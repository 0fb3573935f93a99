import { rm } from "node:fs/promises";
import { Router, type Request } from "express";
import { z } from "zod";
import { databaseIdSchema } from "../../app/lib/database-id";
import { onLongWorkPool, type AppContext } from "../context";
import { AppError } from "../services/app-error";
import { recordAudit } from "../services/audit/record-audit";
import { createBackup } from "../services/database/create-backup";
import { withUploadSlot } from "../services/files/with-upload-slot";
import { waitForDrain } from "../services/export/wait-for-drain";
import { csvLine, UTF8_BOM } from "../services/export/write-csv";
import { importErrorsOf } from "../services/import/jobs/import-errors-store";
import { IMPORT_JOB_KIND, importJobView } from "../services/import/jobs/import-job-view";
import { startImport } from "../services/import/jobs/start-import";
import { chooseMapping, columnsStep } from "../services/import/mapping/choose-mapping";
import { resetCatalog } from "../services/import/reset-catalog";
import { inspectUpload } from "../services/import/upload/inspect-upload";
import { cancelJob } from "../services/jobs/cancel-job";
import { refuseWhileBusy } from "../services/jobs/enqueue-job";
import { activeJob, getJobRow, latestJobRow } from "../services/jobs/job-rows";
import { adminOf, requireAdminApi } from "./admin-guard";
import { keepOpenWhileWorking } from "./keep-open";
import { receiveUpload } from "./receive-upload";
import { checkInput, parseInput } from "./request-input";

export const RESET_MESSAGES = {
  done: "Tüm veriler başarıyla silindi",
  busy: "İçe aktarma sürerken veritabanı sıfırlanamaz.",
} as const;

const jobParams = z.object({ id: databaseIdSchema });
/** The upload form's text fields beside `file`. */
const importForm = z.object({
  /** JSON object: header -> Locus field or "ignore". */
  columnMapping: z.string().optional(),
  reviewColumns: z.enum(["true", "false"], { message: 'reviewColumns "true" ya da "false" olmalı.' }).optional(),
});
const NOT_FOUND = "İçe aktarma bulunamadı.";

function jobId(req: Request): number {
  return parseInput(jobParams, req.params, "job id").id;
}

/**
 * The Excel screen's calls: POST /api/upload-excel starts an import job (202), the job is
 * followed at /api/import-jobs/{id}, and DELETE /api/reset-database empties the catalogue.
 */
export function adminImportRouter(ctx: AppContext): Router {
  const router = Router();
  const guard = requireAdminApi(ctx);
  router.use(["/upload-excel", "/import-jobs", "/reset-database"], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/upload-excel", guard, async (req, res) => {
    // Refused before the body is read: a second upload would wait for the first anyway.
    await refuseWhileBusy(ctx, IMPORT_JOB_KIND);
    // Held until the job is queued: from then on the queue refuses a second import.
    const answer = await withUploadSlot(ctx.pool, "import", async () => {
      const upload = await receiveUpload(req, ctx.config.uploadDir);
      let queued = false;
      try {
        const form = checkInput(importForm, { ...upload.fields });
        const { filePath, fileName, size: fileSize } = upload;
        const inspected = await inspectUpload(filePath, fileName);
        // The admin asked to see the mapping step for a file Locus would import by itself.
        if (form.reviewColumns === "true") return { columns: await columnsStep(ctx, inspected, fileName) };
        const adminUserId = adminOf(res).id;
        const columnMapping = await chooseMapping(ctx, inspected, { fileName, columnMapping: form.columnMapping, adminUserId });
        const job = await startImport(ctx, { filePath, fileName, fileSize, kind: inspected.kind, columnMapping, adminUserId, ip: req.ip ?? null });
        queued = true;
        return { job };
      } finally {
        if (!queued) await rm(upload.filePath, { force: true });
      }
    });
    res.status("job" in answer ? 202 : 200).json(answer);
  });

  router.get("/import-jobs/current", guard, async (_req, res) => {
    const row = await latestJobRow(ctx, IMPORT_JOB_KIND);
    res.json({ job: row ? importJobView(row) : null });
  });

  router.get("/import-jobs/:id", guard, async (req, res) => {
    const row = await getJobRow(ctx, IMPORT_JOB_KIND, jobId(req));
    if (!row) throw AppError.notFound(NOT_FOUND);
    res.json(importJobView(row));
  });

  // Stops the import wherever it runs; answers once it has rolled back.
  router.delete("/import-jobs/:id", guard, async (req, res) => {
    const row = await cancelJob(ctx, IMPORT_JOB_KIND, jobId(req));
    if (!row) throw AppError.notFound(NOT_FOUND);
    res.status(202).json(importJobView(row));
  });

  router.get("/import-jobs/:id/errors", guard, async (req, res) => {
    const id = jobId(req);
    if (!(await getJobRow(ctx, IMPORT_JOB_KIND, id))) throw AppError.notFound(NOT_FOUND);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="ice-aktarma-hatalari-${id}.csv"`);
    const closed = new AbortController();
    res.on("close", () => closed.abort(new Error("errors download closed by the client")));
    // A BOM so Excel opens Turkish text as UTF-8.
    res.write(`${UTF8_BOM}${csvLine(["row", "column", "outcome", "message"])}`);
    try {
      for await (const error of importErrorsOf(ctx, id)) {
        if (!res.write(csvLine([error.row, error.column, error.outcome ?? "", error.message]))) await waitForDrain(res, closed.signal);
      }
      res.end();
    } catch (error) {
      if (!closed.signal.aborted) throw error;
    }
  });

  router.delete("/reset-database", guard, async (req, res) => {
    if (await activeJob(ctx, [IMPORT_JOB_KIND])) throw AppError.conflict(RESET_MESSAGES.busy);
    // Nothing is deleted without a way back: a full backup first, the reset only once it is on disk.
    keepOpenWhileWorking(req);
    // Minutes at a million rows: on the long-work pool, without the statement limit of requests.
    const longWork = onLongWorkPool(ctx);
    const backup = await createBackup(longWork);
    const deleted = await resetCatalog(longWork);
    await recordAudit(ctx, { adminUserId: adminOf(res).id, action: "database.reset", details: { ...deleted, backup: backup.name }, ip: req.ip ?? null });
    res.json({ message: RESET_MESSAGES.done, deleted, backup });
  });
  return router;
}
