import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// The compiled server as `npm start` runs it, without DATABASE_URL: the primary
// starts the embedded PostgreSQL once, prepares it (migrations, demo data on
// first start) and forks its workers; a crashed worker is replaced; SIGTERM
// and SIGINT stop everything cleanly.

let dataDir: string;
const pgPort = freePort();
const start = (workers: number) =>
  startLocus({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOCUS_DEMO_BUSINESSES: "50", WEB_CONCURRENCY: String(workers) });

async function json<T>(locus: LocusProcess, pathname: string): Promise<T> {
  return (await (await fetch(locus.url(pathname))).json()) as T;
}
const total = async (locus: LocusProcess) => (await json<{ total: number }>(locus, "/api/businesses/stats")).total;
const firstCreatedAt = async (locus: LocusProcess) =>
  (await json<{ businesses: { createdAt: string }[] }>(locus, "/api/businesses?sortBy=name&limit=1")).businesses[0]!.createdAt;
const lockFile = () => path.join(dataDir, "postgres", "postmaster.pid");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-cluster-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the cluster on the embedded database", () => {
  let firstRunCreatedAt = "";

  it("starts two workers on one database, loads the demo once, replaces a killed worker, and stops on SIGTERM", async () => {
    const locus = start(2);
    await waitUntilReady(locus);
    await eventually(() => locus.workerPids().length === 2, "two workers");
    expect(await total(locus)).toBe(50);
    firstRunCreatedAt = await firstCreatedAt(locus);

    const [victim] = locus.workerPids();
    process.kill(victim!, "SIGKILL");
    await eventually(() => {
      const pids = locus.workerPids();
      return pids.length === 2 && !pids.includes(victim!);
    }, "a new worker in place of the killed one");
    expect((await fetch(locus.url("/"))).status).toBe(200);

    expect(await stopLocus(locus, "SIGTERM")).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });

  it("reuses the data on the next start, without loading the demo again, and stops on SIGINT", async () => {
    const locus = start(2);
    await waitUntilReady(locus);
    expect(await total(locus)).toBe(50);
    expect(await firstCreatedAt(locus)).toBe(firstRunCreatedAt);
    expect(await stopLocus(locus, "SIGINT")).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });

  it("with WEB_CONCURRENCY=1 serves from the starting process itself", async () => {
    const locus = start(1);
    await waitUntilReady(locus);
    expect(locus.workerPids()).toEqual([]);
    expect(await total(locus)).toBe(50);
    expect(await stopLocus(locus, "SIGTERM")).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });
});
