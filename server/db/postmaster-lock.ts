import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "pino";

/** Line `index` of `postmaster.pid` (0: the pid, 4: the socket folder), if the file is there. */
async function lockLine(clusterDir: string, index: number): Promise<string | null> {
  const text = await readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => null);
  return text?.split("\n")[index]?.trim() || null;
}

/** The pid `postmaster.pid` names, if the file is there and names one. */
export async function lockHolder(clusterDir: string): Promise<number | null> {
  const pid = Number.parseInt((await lockLine(clusterDir, 0)) ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * After a crash `postmaster.pid` stays behind. If its process is gone, the
 * file is removed; if a PostgreSQL from an earlier run still holds the
 * cluster (its parent Node process was killed), it is shut down first.
 */
export async function clearStaleLock(clusterDir: string, logger: Logger): Promise<void> {
  const lockFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = await lockHolder(clusterDir);
  const socketDir = await lockLine(clusterDir, 4);
  if (pid !== null && isPostgresProcess(pid)) {
    logger.warn({ pid }, "a PostgreSQL from an earlier run still holds the data directory; stopping it");
    process.kill(pid, "SIGINT");
    for (let waited = 0; waited < 30_000 && isPostgresProcess(pid); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (isPostgresProcess(pid)) throw new Error(`PostgreSQL process ${pid} did not stop; stop it and start again`);
  }
  // The earlier run's socket folder (see embedded-access-rules.ts) has nobody left to remove it.
  if (socketDir && path.dirname(socketDir) === tmpdir() && path.basename(socketDir).startsWith("locus-pg-")) {
    await rm(socketDir, { recursive: true, force: true });
  }
  await removeDeadLock(clusterDir, logger);
}

/**
 * Removes `postmaster.pid` when the process it names is gone. False when a live
 * PostgreSQL holds the cluster: then it is not ours to replace.
 */
export async function removeDeadLock(clusterDir: string, logger: Logger): Promise<boolean> {
  const pid = await lockHolder(clusterDir);
  if (pid !== null && isPostgresProcess(pid)) return false;
  const lockFile = path.join(clusterDir, "postmaster.pid");
  if (existsSync(lockFile)) {
    logger.warn({ lockFile }, "removing stale PostgreSQL lock file left by a crash");
    await rm(lockFile, { force: true });
  }
  return true;
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A recycled pid may now belong to an unrelated program: only a postgres counts.
    return execFileSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" }).includes("postgres");
  } catch {
    return false;
  }
}
