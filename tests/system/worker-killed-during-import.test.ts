import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminEnv, signIn } from "./support/admin-login";
import { createEmptyDatabase } from "./support/empty-database";
import { eventually, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";
import { writeScraperCsv } from "./support/scraper-csv";
import { freshGet } from "./support/traffic";

// A worker is killed (SIGKILL) in the middle of an import: the job ends failed,
// the catalogue is as it was (the import is one transaction), the site keeps
// answering through the other worker, the cluster replaces the dead one, and
// the next import runs.

const DEMO = 200;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let folder: string;
let locus: LocusProcess;
let client: pg.Client;
beforeAll(async () => {
  database = await createEmptyDatabase("killed_import");
  folder = await mkdtemp(path.join(tmpdir(), "locus-killed-"));
  locus = startLocus({ DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: String(DEMO), WEB_CONCURRENCY: "2", DATA_DIR: folder, ...adminEnv });
  await waitUntilReady(locus);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await stopLocus(locus);
  await database.drop();
  await rm(folder, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${locus.port}`;
const businesses = async () => Number((await client.query("SELECT count(*) AS n FROM businesses")).rows[0].n);

async function upload(cookie: string, file: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([await readFile(file)], { type: "text/csv" }), path.basename(file));
  const res = await fetch(locus.url("/api/upload-excel"), { method: "POST", body: form, headers: { cookie, Origin: origin() } });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { job: { id: number } }).job.id;
}

async function jobRow(id: number): Promise<{ status: string; done: number; error: string | null }> {
  return (await client.query("SELECT status, done, error FROM jobs WHERE id = $1", [id])).rows[0];
}

it("a worker killed during an import: the job fails, nothing is half-imported, the site stays up", async () => {
  const cookie = await signIn(origin());
  // The checks below use connections of their own: fetch's pooled ones may belong to the worker about to die.
  const big = await writeScraperCsv(path.join(folder, "big.csv"), 150_000);
  const jobId = await upload(cookie, big);
  await eventually(async () => (await jobRow(jobId)).status === "running" && (await jobRow(jobId)).done > 0, "the import to run", 60_000);

  // The connection holding the job's lease names the process that runs it.
  const runner = await client.query<{ application_name: string }>(
    "SELECT application_name FROM pg_stat_activity WHERE application_name LIKE $1",
    [`locus job ${jobId} (pid %`],
  );
  const pid = Number(/\(pid (\d+)\)/.exec(runner.rows[0]!.application_name)![1]);
  expect(locus.workerPids()).toContain(pid);
  process.kill(pid, "SIGKILL");

  // Once the primary has seen the worker die and replaced it, new connections are answered
  // (Node's round-robin loses the few connections it handed the worker in the instant it died).
  await eventually(() => locus.workerPids().length === 2 && !locus.workerPids().includes(pid), "a new worker", 10_000);
  for (let i = 0; i < 10; i += 1) expect(await freshGet(locus.url("/api/businesses/stats"))).toBe("answered");
  await eventually(async () => (await jobRow(jobId)).status === "failed", "the job to be failed by the sweep", 30_000);
  expect((await jobRow(jobId)).error).toContain("yarıda kaldı");
  expect(await businesses()).toBe(DEMO);

  const small = await writeScraperCsv(path.join(folder, "small.csv"), 50);
  const next = await upload(cookie, small);
  await eventually(async () => (await jobRow(next)).status === "succeeded", "the next import to succeed", 60_000);
  expect(await businesses()).toBe(DEMO + 50);
});
