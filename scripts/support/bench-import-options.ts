// Command-line options of `npm run bench:import`.
import { parseArgs } from "node:util";
import { z } from "zod";

export const BENCH_IMPORT_HELP = `npm run bench:import [-- options]

Generates an Outscraper-shaped .xlsx (or, with --format json or jsonl, an
Apify-shaped JSON array or JSON Lines file), imports it into a database of its own
(locus_bench_import, on the DATABASE_URL server or in the embedded bench
cluster in DATA_DIR/bench), then exports the first --export-rows businesses
of that catalogue as .xlsx and as CSV into a sink that counts bytes. Prints
rows/s and peak memory (RSS) per phase against the goals, and for the import
places/s (rows repeating a place are merged into it).
Measures only: it asserts nothing.

The catalogue is seeded with demo businesses when it holds fewer than
--export-rows of them, and the businesses an earlier run imported are removed
before the import, so every run imports new places.

  --rows N          rows in the generated file (default 100000); about 5% of
                    them repeat a place with another email
  --export-rows M   businesses to export (default 1000000, at most 1000000)
  --seed S          seed of the generated file and of the demo data (default 1)
  --format F        the generated file: xlsx (default, Outscraper's columns),
                    json (Apify's array of place objects) or jsonl (the same
                    objects, one per line)
  --out PATH        write the generated file here and keep it (otherwise it
                    goes to a temporary folder that is removed at the end)
  --file PATH       import this .xlsx, .csv, .json, .jsonl or .ndjson instead
                    of generating one (its kind is read from its bytes)
  --generate-only   write the file (--out, else a temporary folder) and stop
  --reimport        keep the rows earlier runs imported: the file then updates
                    businesses that already exist instead of creating them
  --skip-export     stop after the import (no demo data is loaded)
  --skip-csv        export .xlsx only
  --help            show this text`;

const benchImportOptionsSchema = z.object({
  rows: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  exportRows: z.coerce.number().int().min(1000).max(1_000_000).default(1_000_000),
  seed: z.coerce.number().int().default(1),
  format: z.enum(["xlsx", "json", "jsonl"]).default("xlsx"),
  out: z.string().min(1).optional(),
  file: z.string().min(1).optional(),
  generateOnly: z.boolean().default(false),
  reimport: z.boolean().default(false),
  skipExport: z.boolean().default(false),
  skipCsv: z.boolean().default(false),
  help: z.boolean().default(false),
});

export type BenchImportOptions = z.output<typeof benchImportOptionsSchema>;

export function parseBenchImportOptions(args: string[]): BenchImportOptions {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: "string" },
      "export-rows": { type: "string" },
      seed: { type: "string" },
      format: { type: "string" },
      out: { type: "string" },
      file: { type: "string" },
      "generate-only": { type: "boolean" },
      reimport: { type: "boolean" },
      "skip-export": { type: "boolean" },
      "skip-csv": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const options = benchImportOptionsSchema.parse({
    ...values,
    exportRows: values["export-rows"],
    generateOnly: values["generate-only"],
    skipExport: values["skip-export"],
    skipCsv: values["skip-csv"],
  });
  if (options.file && (options.out || options.generateOnly)) throw new Error("--file imports an existing file: it cannot be combined with --out or --generate-only");
  if (options.file && !/\.(xlsx|xls|csv|json|jsonl|ndjson)$/i.test(options.file)) throw new Error("--file must name an .xlsx, .csv, .json, .jsonl or .ndjson file");
  return options;
}
