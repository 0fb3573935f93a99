import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../server/db/migrations");

/** The SQL migrations go beside the server bundle, where the migration runner looks for them. */
export function copyMigrations(): Plugin {
  return {
    name: "locus-copy-migrations",
    apply: "build",
    generateBundle() {
      for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql"))) {
        this.emitFile({ type: "asset", fileName: `migrations/${file}`, source: readFileSync(path.join(MIGRATIONS, file), "utf8") });
      }
    },
  };
}
