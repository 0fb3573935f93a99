// `npm run bench:import [-- --rows 100000 --export-rows 1000000]` (--help lists every option)
// Generates an Outscraper-shaped .xlsx, imports it with the back office's
// import service into a database of its own, exports a million businesses
// with the export service as .xlsx and CSV, and prints rows/s and peak memory
// per phase against the goals. It measures; it asserts nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { migrate } from "../server/db/migrate";
import { createDb, createPool } from "../server/db/pool";
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
  const file = options.out ?? path.join(await mkdtemp(path.join(tmpdir(), "locus-bench-import-")), `outscraper-${options.rows}.xlsx`);
  const { value, seconds, peakRssBytes } = await generateHere({ file: path.resolve(file), rows: options.rows, seed: options.seed });
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
    const pool = createPool(database.url, POOL_SIZE);
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
      results.push({ phase: `import ${source.kind}`, rows: imported.value.totalRows, seconds: imported.seconds, peakRssBytes: imported.peakRssBytes, goalRowsPerSecond: IMPORT_GOAL_ROWS_PER_SECOND });

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
  kind: "xlsx" | "csv";
  rows: number;
  /** Distinct places in a generated file; null for a file given with --file. */
  places: number | null;
}

/** The file to import: --file as given, else one generated (in a child process, see generate-phase.ts). */
async function prepareSource(options: BenchImportOptions, folder: string | null, results: PhaseResult[]): Promise<ImportSource> {
  if (options.file) {
    const kind = options.file.toLowerCase().endsWith(".csv") ? "csv" : "xlsx";
    return { path: path.resolve(options.file), kind, rows: 0, places: null };
  }
  const file = path.resolve(options.out ?? path.join(folder!, `outscraper-${options.rows}.xlsx`));
  const generated = await generateInChild(fileURLToPath(import.meta.url), { file, rows: options.rows, seed: options.seed });
  console.log(`${mib(generated.value.bytes)}, ${generated.value.places.toLocaleString("en-US")} places`);
  results.push({ phase: "generate xlsx", rows: generated.value.rows, seconds: generated.seconds, peakRssBytes: generated.peakRssBytes });
  return { path: file, kind: "xlsx", rows: generated.value.rows, places: generated.value.places };
}
