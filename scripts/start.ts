// `npm start`: build the app when the build is missing or older than the
// sources, then run the server (embedded PostgreSQL unless DATABASE_URL is set).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_MARKER = path.resolve("build/server/index.js");
const SOURCES = ["app", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), stat.mtimeMs);
}

// Page loaders import server services, so those count as sources of the build too.
const sourcesChanged = Math.max(...SOURCES.map(newestChange), newestChange("server"));
if (!existsSync(BUILD_MARKER) || statSync(BUILD_MARKER).mtimeMs < sourcesChanged) {
  console.log("Building the web app ...");
  execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], { stdio: "inherit" });
}

await import("../server/index");
