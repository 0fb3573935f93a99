import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { onLongWorkPool, type AppContext } from "../context";
import { AppError } from "../services/app-error";
import { recordAudit } from "../services/audit/record-audit";
import { BACKUP_MESSAGES, backupTooLargeMessage } from "../services/database/backup-errors";
import { backupPath, isBackupName } from "../services/database/backup-names";
import type { CreatedBackup } from "../services/database/create-backup";
import { databaseStatus } from "../services/database/database-status";
import { deleteBackup, findBackup, listBackups, type BackupFile } from "../services/database/list-backups";
import { optimizeDatabase } from "../services/database/optimize-database";
import type { RestoreResult } from "../services/database/restore-backup";
import { storeUploadedBackup } from "../services/database/store-uploaded-backup";
import { withUploadSlot } from "../services/files/with-upload-slot";
import { adminOf, requireAdminApi } from "./admin-guard";
import { answerOfJob } from "./job-answer";
import { keepOpenWhileWorking } from "./keep-open";
import { receiveUpload } from "./receive-upload";
import { parseInput } from "./request-input";

const MEGABYTE = 1024 * 1024;
const restoreBodySchema = z.object({ name: z.string() });

/** A name from the URL or the body: only a name Locus generates gets near the file system. */
function checkedName(name: unknown): string {
  if (typeof name !== "string" || !isBackupName(name)) throw AppError.badInput(BACKUP_MESSAGES.badName);
  return name;
}

async function existingBackup(ctx: AppContext, name: unknown): Promise<BackupFile> {
  const backup = await findBackup(ctx, checkedName(name));
  if (!backup) throw AppError.notFound(BACKUP_MESSAGES.notFound);
  return backup;
}

const audit = (ctx: AppContext, req: Request, res: Response, action: string, details: Record<string, unknown>) =>
  recordAudit(ctx, { adminUserId: adminOf(res).id, action, entityType: "database", details, ip: req.ip ?? null });

/** The Database screen's calls, mounted at /api/admin/database; every call needs an admin session. */
export function adminDatabaseRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdminApi(ctx), (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/", async (_req, res) => {
    // Exact row counts of every table: the long-work pool, as for VACUUM below.
    res.json(await databaseStatus(onLongWorkPool(ctx)));
  });

  router.post("/optimize", async (req, res) => {
    keepOpenWhileWorking(req);
    const { seconds } = await optimizeDatabase(onLongWorkPool(ctx));
    await audit(ctx, req, res, "database.optimize", { seconds });
    res.json({ message: BACKUP_MESSAGES.optimized, seconds });
  });

  router.get("/backups", async (_req, res) => {
    res.json({ backups: await listBackups(ctx) });
  });

  router.post("/backups", async (req, res) => {
    keepOpenWhileWorking(req);
    const job = { kind: "backup" as const, input: { ip: req.ip ?? null }, createdBy: adminOf(res).id };
    res.status(201).json(await answerOfJob<CreatedBackup>(ctx, res, job));
  });

  router.post("/backups/upload", async (req, res) => {
    keepOpenWhileWorking(req);
    const megabytes = ctx.config.BACKUP_UPLOAD_MAX_MB;
    const limit = { maxBytes: megabytes * MEGABYTE, tooLargeMessage: backupTooLargeMessage(megabytes) };
    const backup = await withUploadSlot(ctx.pool, "backup", async () => {
      const upload = await receiveUpload(req, ctx.config.uploadDir, limit);
      try {
        const stored = await storeUploadedBackup(ctx, upload.filePath);
        await audit(ctx, req, res, "database.backup.upload", { name: stored.name, fileName: upload.fileName, size: stored.size });
        return stored;
      } finally {
        await rm(upload.filePath, { force: true });
      }
    });
    res.status(201).json(backup);
  });

  router.get("/backups/:name", async (req, res) => {
    const backup = await existingBackup(ctx, req.params.name);
    res.setHeader("Content-Type", "application/gzip");
    res.setHeader("Content-Length", String(backup.size));
    res.setHeader("Content-Disposition", `attachment; filename="${backup.name}"`);
    keepOpenWhileWorking(req);
    await pipeline(createReadStream(backupPath(ctx.config.backupDir, backup.name)), res).catch((error: unknown) => {
      // A download the browser stops is not a server error.
      if (!res.destroyed) throw error;
    });
  });

  router.delete("/backups/:name", async (req, res) => {
    const name = checkedName(req.params.name);
    if (!(await deleteBackup(ctx, name))) throw AppError.notFound(BACKUP_MESSAGES.notFound);
    await audit(ctx, req, res, "database.backup.delete", { name });
    res.json({ message: BACKUP_MESSAGES.deleted });
  });

  router.post("/restore", async (req, res) => {
    const backup = await existingBackup(ctx, parseInput(restoreBodySchema, req.body ?? {}, "restore request").name);
    keepOpenWhileWorking(req);
    const admin = adminOf(res);
    const input = { name: backup.name, userCode: admin.userCode, ip: req.ip ?? null };
    const result = await answerOfJob<RestoreResult>(ctx, res, { kind: "restore", input, createdBy: admin.id });
    res.json({ message: BACKUP_MESSAGES.restored, backup, tables: result.tables });
  });

  return router;
}
