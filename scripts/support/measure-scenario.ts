// One benchmark call: wrk against one server, the scenario's paths in turn, after a short
// warm-up that is not counted. wrk (C, one thread, Debian's package) rather than a client in
// Node: the client shares the two cores with the servers it measures, and wrk costs them a
// fraction of what a Node client did (about 0.4 ms of CPU per page request), which went
// missing from the server's side of every figure.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import type { Scenario } from "./bench-scenarios";
import { ensureDebianCommand } from "./debian-command";

const WARM_UP_SECONDS = 2;
const SCRIPT = path.resolve("scripts/support/wrk-paths.lua");
/** Longer than any answer should take: one that takes longer counts as an error, not a latency. */
const REQUEST_TIMEOUT = "10s";

export interface MeasureOptions {
  seconds: number;
  connections: number;
  /** Sent with every request (the proxy part asks for gzip). */
  headers?: Record<string, string>;
  /**
   * Each request from an address of its own (X-Forwarded-For, which the bench server trusts
   * from its loopback peer): many visitors, as a public site has, rather than one client
   * whose eight connections a per-address limit (two searches at a time) would turn away.
   */
  visitors?: boolean;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers of 400 and above, and connection errors and timeouts. */
  errors: number;
  /** Bytes read per answer, headers included: shows two servers sent the same. */
  bytesPerResponse: number;
}

/** What wrk-paths.lua prints when a call ends. */
const wrkFiguresSchema = z.object({
  requests: z.number(),
  durationUs: z.number(),
  bytes: z.number(),
  failed: z.number(),
  httpErrors: z.number(),
  p50Us: z.number(),
  p99Us: z.number(),
});
type WrkFigures = z.infer<typeof wrkFiguresSchema>;

/**
 * Where each scenario's paths go on from: the measured requests after the warm-up's, and each
 * round after the last round's, so a scenario of paths each meant to be asked once (searches
 * no process has kept) does not ask earlier ones again until all have been asked.
 */
const turns = new WeakMap<Scenario, { next: number; pathsFile: string }>();
const workDir = mkdtempSync(path.join(tmpdir(), "locus-bench-"));
process.on("exit", () => rmSync(workDir, { recursive: true, force: true }));

export async function measureScenario(base: string, scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  let turn = turns.get(scenario);
  if (!turn) {
    const pathsFile = path.join(workDir, `paths-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(pathsFile, scenario.paths.join("\n") + "\n");
    turn = { next: 0, pathsFile };
    turns.set(scenario, turn);
  }
  await run(base, { ...options, seconds: WARM_UP_SECONDS }, turn);
  const figures = await run(base, options, turn);
  return {
    requestsPerSecond: figures.requests / (figures.durationUs / 1e6),
    p50: tenthsOfMs(figures.p50Us),
    p99: tenthsOfMs(figures.p99Us),
    errors: figures.failed + figures.httpErrors,
    bytesPerResponse: figures.requests > 0 ? figures.bytes / figures.requests : 0,
  };
}

const tenthsOfMs = (microseconds: number) => Math.round(microseconds / 100) / 10;

const runFile = promisify(execFile);

async function run(base: string, options: MeasureOptions, turn: { next: number; pathsFile: string }): Promise<WrkFigures> {
  const wrk = ensureDebianCommand({ path: "/usr/bin/wrk", debianPackage: "wrk", pathVariable: "WRK_PATH" });
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, `--timeout`, REQUEST_TIMEOUT, ...headers, "-s", SCRIPT, base];
  const env = { ...process.env, WRK_PATHS: turn.pathsFile, WRK_START: String(turn.next), WRK_VISITORS: options.visitors ? "1" : "0" };
  const { stdout } = await runFile(wrk, args, { env, maxBuffer: 1 << 20 });
  const lastLine = stdout.trim().split("\n").at(-1) ?? "";
  const figures = wrkFiguresSchema.parse(JSON.parse(lastLine));
  // Requests still in flight when the call ended were sent but not counted: skip past them too.
  turn.next += figures.requests + options.connections;
  return figures;
}
