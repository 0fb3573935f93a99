import type { ServerResponse } from "node:http";
import type { Db } from "../../db/pool";
import type { ExportPlan } from "./plan-export";
import { readExportBatches, type ExportRow } from "./read-export-batches";
import { writeCsv } from "./write-csv";
import { writeXlsx } from "./write-xlsx";

export const CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

/** The download's headers: type, file name, never cached. */
export function setDownloadHeaders(res: ServerResponse, plan: ExportPlan): void {
  res.setHeader("Content-Type", CONTENT_TYPES[plan.format]);
  res.setHeader("Content-Disposition", `attachment; filename="${plan.fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/** `first` (already read), then the rest of `rest`. */
async function* startingWith(first: IteratorResult<ExportRow[]>, rest: AsyncIterator<ExportRow[]>): AsyncGenerator<ExportRow[]> {
  let next = first;
  try {
    while (!next.done) {
      yield next.value;
      next = await rest.next();
    }
  } finally {
    await rest.return?.();
  }
}

/**
 * Streams the planned export into the response as a download and resolves
 * with the number of data rows. The first batch is read before any header is
 * set, so a database that fails from the start still gets a JSON error; after
 * that the caller must treat a failure as a broken download.
 */
export async function streamExport(db: Db, res: ServerResponse, plan: ExportPlan, signal: AbortSignal): Promise<number> {
  const batches = readExportBatches(db, plan.filter, signal);
  const first = await batches.next();
  setDownloadHeaders(res, plan);
  const rows = startingWith(first, batches);
  return plan.format === "csv" ? writeCsv(res, rows, signal) : writeXlsx(res, rows, signal);
}
