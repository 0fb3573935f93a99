// Locus as `npm start` runs it: the compiled build under plain Node, as a real
// process tree (a primary and its workers, or one process), on its own port.
import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { freePort } from "../../support/test-port";

const ENTRY = path.resolve("build/server/index.js");

export interface LocusProcess {
  child: ChildProcess;
  port: number;
  url(pathname: string): string;
  /** What the process wrote to stderr and stdout, for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** The pids of the process's worker children. */
  workerPids(): number[];
}

export { freePort } from "../../support/test-port";

/** `entry`: another build of Locus (e.g. one installed with production dependencies only). */
export function startLocus(env: Record<string, string>, port = freePort(), entry = ENTRY): LocusProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", LOG_FORMAT: "json", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [entry], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    exited,
    workerPids: () => childPids(child.pid!).filter((pid) => commandOf(pid).includes(entry)),
  };
}

export async function waitUntilReady(locus: LocusProcess, timeoutMs = 120_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    if (locus.child.exitCode !== null) throw new Error(`Locus exited early (${locus.child.exitCode}):\n${locus.output()}`);
    const ready = await fetch(locus.url("/readyz")).then((res) => res.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Locus not ready in time:\n${locus.output()}`);
}

/** Waits until `check` holds, polling; fails with `what` after the time limit. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for: ${what}`);
}

export async function stopLocus(locus: LocusProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (locus.child.exitCode === null && locus.child.signalCode === null) locus.child.kill(signal);
  return locus.exited;
}

/** The pids of a process's direct children. */
export function childPids(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter((value) => Number.isInteger(value));
  } catch {
    return [];
  }
}

function commandOf(pid: number): string {
  try {
    return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
  } catch {
    return "";
  }
}
