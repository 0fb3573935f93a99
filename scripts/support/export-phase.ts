// The export phase of `npm run bench:import`: the same planning, keyset reads
// and writers as the admin download, into a sink that counts bytes instead of
// an HTTP response.
import type { Db } from "../../server/db/pool";
import type { ExportFormat } from "../../server/services/export/export-query";
import { planExport } from "../../server/services/export/plan-export";
import { readExportBatches } from "../../server/services/export/read-export-batches";
import { writeCsv } from "../../server/services/export/write-csv";
import { writeXlsx } from "../../server/services/export/write-xlsx";
import { ByteCounter } from "./byte-counter";

export interface ExportedFile {
  rows: number;
  bytes: number;
}

/** Exports businesses with global row numbers 1..rows (the admin's range export). */
export async function exportToSink(db: Db, rows: number, format: ExportFormat): Promise<ExportedFile> {
  const plan = await planExport(db, { range: { start: 1, end: rows }, format });
  const sink = new ByteCounter();
  const signal = new AbortController().signal;
  const batches = readExportBatches(db, plan.filter, signal);
  const written = format === "csv" ? await writeCsv(sink, batches, signal) : await writeXlsx(sink, batches, signal);
  return { rows: written, bytes: sink.bytes };
}
