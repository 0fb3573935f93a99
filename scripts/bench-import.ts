// `npm run bench:import [-- --rows 100000 --export-rows 1000000]` (--help lists every option)
// Generates an Outscraper-shaped .xlsx (or an Apify-shaped JSON with --format json), imports it with the back office's
// import service into a database of its own, exports a million businesses
// with the export service as .xlsx and CSV, and prints rows/s and peak memory
// per phase against the goals. It measures; it asserts nothing.
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { loadConfig } from "../server/config";
import type { SpreadsheetKind } from "../server/services/import/read/read-spreadsheet";
import { migrate } from "../server/db/migrate";
import { createDb, createPool, LONG_WORK_LIMITS } from "../server/db/pool";
import { createLogger } from "../server/logger";
import { openBenchDatabase } from "./support/bench-database";
import { BENCH_IMPORT_HELP, parseBenchImportOptions, type BenchImportOptions } from "./support/bench-import-options";
import { EXPORT_GOAL_ROWS_PER_SECOND, IMPORT_GOAL_ROWS_PER_SECOND, printSummary, type PhaseResult } from "./support/bench-summary";
import { exportToSink } from "./support/export-phase";
import { generateHere, generateInChild } from "./support/generate-phase";
import { measurePhase } from "./support/measure-phase";
import { prepareImportCatalogue } from "./support/prepare-import-catalogue";

/** Kept apart from `npm run bench`'s catalogue, which imports would change. */
const IMPORT_BENCH_DATABASE = "locus_bench_import";
/** Connections for the import and export: the machines this runs on have few cores. */
const POOL_SIZE = 4;
const MEBIBYTE = 1024 * 1024;

const mib = (bytes: number) => `${(bytes / MEBIBYTE).toFixed(1)} MiB`;

let options: BenchImportOptions;
try {
  options = parseBenchImportOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error));
  console.error("\nnpm run bench:import -- --help lists the options.");
  process.exit(2);
}

if (options.help) {
  console.log(BENCH_IMPORT_HELP);
} else if (options.generateOnly) {
  const file = options.out ?? path.join(await mkdtemp(path.join(tmpdir(), "locus-bench-import-")), generatedName(options));
  const { value, seconds, peakRssBytes } = await generateHere({ file: path.resolve(file), rows: options.rows, seed: options.seed, format: options.format });
  if (!process.send) {
    console.log(`${value.rows.toLocaleString("en-US")} rows (${value.places.toLocaleString("en-US")} places), ${mib(value.bytes)} in ${seconds.toFixed(1)} s, peak RSS ${mib(peakRssBytes)}`);
  }
} else {
  await runBenchmark(options);
}

async function runBenchmark(options: BenchImportOptions): Promise<void> {
  const results: PhaseResult[] = [];
  const folder = options.file || options.out ? null : await mkdtemp(path.join(tmpdir(), "locus-bench-import-"));
  try {
    const source = await prepareSource(options, folder, results);
    const config = loadConfig();
    const database = await openBenchDatabase(config, createLogger("warn"), IMPORT_BENCH_DATABASE);
    const pool = createPool(database.url, POOL_SIZE, LONG_WORK_LIMITS);
    try {
      await migrate(pool);
      const demo = await prepareImportCatalogue(pool, {
        businesses: options.skipExport ? 0 : options.exportRows,
        seed: options.seed,
        keepImported: options.reimport,
      });

      // Loaded here, not at the top: the generator's child process runs this
      // file too and needs none of the import engine.
      const { describeImport, importWithProgress } = await import("./support/import-phase");
      console.log(`\nImporting ${source.path} ...`);
      const imported = await measurePhase(() => importWithProgress(pool, source));
      for (const line of describeImport(imported.value)) console.log(line);
      if (source.places !== null && !options.reimport) {
        console.log(`Expected from the file: ${source.places.toLocaleString("en-US")} imported, ${(source.rows - source.places).toLocaleString("en-US")} merged.`);
      }
      const { totalRows, merged, skipped } = imported.value;
      results.push({ phase: `import ${source.kind}`, rows: totalRows, places: totalRows - merged - skipped, seconds: imported.seconds, peakRssBytes: imported.peakRssBytes, goalRowsPerSecond: IMPORT_GOAL_ROWS_PER_SECOND });

      if (!options.skipExport) {
        const db = createDb(pool);
        const formats = options.skipCsv ? (["xlsx"] as const) : (["xlsx", "csv"] as const);
        for (const format of formats) {
          console.log(`\nExporting ${Math.min(demo, options.exportRows).toLocaleString("en-US")} businesses as ${format} ...`);
          const exported = await measurePhase(() => exportToSink(db, options.exportRows, format));
          console.log(`${exported.value.rows.toLocaleString("en-US")} rows, ${mib(exported.value.bytes)}`);
          results.push({ phase: `export ${format}`, rows: exported.value.rows, seconds: exported.seconds, peakRssBytes: exported.peakRssBytes, goalRowsPerSecond: EXPORT_GOAL_ROWS_PER_SECOND });
        }
      }
    } finally {
      await pool.end();
      await database.stop();
    }
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
    if (results.length > 0) {
      console.log("");
      printSummary(results);
    }
  }
}

interface ImportSource {
  path: string;
  kind: SpreadsheetKind;
  rows: number;
  /** Distinct places in a generated file; null for a file given with --file. */
  places: number | null;
}

/** The file to import: --file as given, else one generated (in a child process, see generate-phase.ts). */
async function prepareSource(options: BenchImportOptions, folder: string | null, results: PhaseResult[]): Promise<ImportSource> {
  if (options.file) {
    const filePath = path.resolve(options.file);
    // Loaded here: the generator's child process runs this file too and needs none of the import engine.
    const { kindOf } = await import("../server/services/import/upload/inspect-upload");
    return { path: filePath, kind: kindOf(await fileHead(filePath), filePath), rows: 0, places: null };
  }
  const file = path.resolve(options.out ?? path.join(folder!, generatedName(options)));
  const generated = await generateInChild(fileURLToPath(import.meta.url), { file, rows: options.rows, seed: options.seed, format: options.format });
  console.log(`${mib(generated.value.bytes)}, ${generated.value.places.toLocaleString("en-US")} places`);
  results.push({ phase: `generate ${options.format}`, rows: generated.value.rows, seconds: generated.seconds, peakRssBytes: generated.peakRssBytes });
  return { path: file, kind: options.format, rows: generated.value.rows, places: generated.value.places };
}

function generatedName(options: BenchImportOptions): string {
  return options.format === "xlsx" ? `outscraper-${options.rows}.xlsx` : `apify-${options.rows}.${options.format}`;
}

/** The first bytes, which tell the file's kind as they do for an upload. */
async function fileHead(filePath: string): Promise<Buffer> {
  const file = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
