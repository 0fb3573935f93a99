// The import phase of `npm run bench:import`: the import service, as the
// back office runs it, with its progress printed every few seconds.
import type pg from "pg";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { ImportProgress, ImportResult } from "../../server/services/import/apply/import-types";
import type { SpreadsheetKind } from "../../server/services/import/read/read-spreadsheet";

const PROGRESS_INTERVAL_MS = 5_000;

/** "  reading: 40,000 / 100,000 at 3.2 s": the elapsed time shows where an import spends it. */
function progressLine(progress: ImportProgress, seconds: number): string {
  const total = progress.total === null ? "" : ` / ${progress.total.toLocaleString("en-US")}`;
  return `  ${progress.phase}: ${progress.done.toLocaleString("en-US")}${total} at ${seconds.toFixed(1)} s`;
}

export async function importWithProgress(pool: pg.Pool, source: { path: string; kind: SpreadsheetKind }): Promise<ImportResult> {
  let lastPhase: ImportProgress["phase"] | null = null;
  let lastAt = 0;
  const started = performance.now();
  return importSpreadsheetFile(pool, source, {
    onProgress: (progress) => {
      const now = performance.now();
      if (progress.phase === lastPhase && now - lastAt < PROGRESS_INTERVAL_MS) return;
      lastPhase = progress.phase;
      lastAt = now;
      console.log(progressLine(progress, (now - started) / 1000));
    },
  });
}

/** The result's counts, and its first errors, as printed lines. */
export function describeImport(result: ImportResult): string[] {
  const counts = [
    ["rows", result.totalRows], ["imported", result.imported], ["updated", result.updated],
    ["unchanged", result.unchanged], ["merged", result.merged], ["skipped", result.skipped],
    ["categories created", result.categoriesCreated], ["cities found", result.citiesFound], ["errors", result.errorCount],
  ] as const;
  const lines = [counts.map(([label, value]) => `${label} ${value.toLocaleString("en-US")}`).join(", ")];
  for (const error of result.errors.slice(0, 5)) lines.push(`  row ${error.row}, ${error.column}: ${error.message}`);
  return lines;
}
