// Builds Locus when the build is missing or older than its sources: `npm start` runs it
// before the compiled server, and the system and browser tests before they start theirs,
// so `npm test` builds once, not once per suite.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The compiled server's entry file. */
export const BUILD_ENTRY = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "react-router.config.ts", "vite.config.ts", "package-lock.json", "scripts/support/copy-migrations.ts"];

function newestChange(entryPath) {
  if (!existsSync(entryPath)) return 0;
  const stat = statSync(entryPath);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entryPath).reduce((newest, child) => Math.max(newest, newestChange(path.join(entryPath, child))), stat.mtimeMs);
}

export function buildIfStale() {
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (existsSync(BUILD_ENTRY) && statSync(BUILD_ENTRY).mtimeMs >= sourcesChanged) return;
  console.log("Building Locus ...");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit", cwd: root });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildIfStale();
