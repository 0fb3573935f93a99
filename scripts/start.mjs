// `npm start`: build when the build is missing or older than its sources, then
// run the compiled server with plain Node (no TypeScript at run time).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "react-router.config.ts", "vite.config.ts", "package-lock.json", "scripts/support/copy-migrations.ts"];

function newestChange(entryPath) {
  if (!existsSync(entryPath)) return 0;
  const stat = statSync(entryPath);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entryPath).reduce((newest, child) => Math.max(newest, newestChange(path.join(entryPath, child))), stat.mtimeMs);
}

const sourcesChanged = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
if (!existsSync(entry) || statSync(entry).mtimeMs < sourcesChanged) {
  console.log("Building Locus ...");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit", cwd: root });
}

const { start } = await import(pathToFileURL(entry).href);
await start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
