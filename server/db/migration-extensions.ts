import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { migrationsDir } from "./migrate";

const CREATE_EXTENSION = /CREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z0-9_]+)"?/gi;

/** The extensions the migrations create, so a superuser can create them first for a role that may not. */
export async function extensionsNamedByMigrations(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith(".sql")).sort();
  const names = new Set<string>();
  for (const file of files) {
    const sql = await readFile(path.join(migrationsDir, file), "utf8");
    for (const match of sql.matchAll(CREATE_EXTENSION)) names.add(match[1]!.toLowerCase());
  }
  return [...names];
}
