import { Router } from "express";
import type { AppContext } from "../context";
import { recordAudit } from "../services/audit/record-audit";
import { exportQuerySchema } from "../services/export/export-query";
import { planExport } from "../services/export/plan-export";
import { setDownloadHeaders, streamExport } from "../services/export/stream-export";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput } from "./request-input";

/** GET /api/export-businesses: the Excel page's "export all" and range export, as xlsx or CSV. */
export function adminExportRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/export-businesses", requireAdminApi(ctx), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // A closed connection (download cancelled) stops the database reads at the next batch.
    const aborter = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborter.abort(new Error("export download closed by the client"));
    });
    // The admin sees the first problem in the words of the spec; `details` names every field.
    const query = checkInput(exportQuerySchema, req.query);
    // A million rows take minutes: the long-work pool, without the statement limit of requests.
    const plan = await planExport(ctx.longWork.db, query);
    if (req.method === "HEAD") {
      // Express answers HEAD with the GET route: the headers, without reading a million rows.
      setDownloadHeaders(res, plan);
      res.end();
      return;
    }

    const log = req.log ?? ctx.logger;
    let rows: number;
    try {
      rows = await streamExport(ctx.longWork.db, res, plan, aborter.signal);
    } catch (error) {
      if (aborter.signal.aborted) {
        log.info({ fileName: plan.fileName }, "export abandoned by the client");
        return;
      }
      if (!res.headersSent) {
        // Nothing sent yet: the error handler can still answer JSON instead of a file.
        for (const header of ["Content-Type", "Content-Disposition"]) res.removeHeader(header);
        throw error;
      }
      // Half a file must not pass for a whole one: the connection is cut without the final chunk.
      log.error({ err: error, fileName: plan.fileName }, "export failed mid-stream");
      res.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    await recordAudit(ctx, {
      adminUserId: adminOf(res).id,
      action: "export",
      details: {
        rows,
        format: plan.format,
        query: { startIndex: query.range?.start, endIndex: query.range?.end, categoryId: query.categoryId, countryCode: query.countryCode },
      },
      ip: req.ip ?? null,
    });
  });
  return router;
}
