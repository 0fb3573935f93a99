// Two server processes on one database, as a cluster or several machines run Locus: two
// app contexts with a pool, a job queue and a sweep each, sharing the upload and backup
// folders. Either may run any job; every answer must be the same from both.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../app/lib/admin/import-job";
import { SITEMAP_REFRESHED_MESSAGE } from "../../server/services/admin/dashboard-refresh-sitemap";
import { BACKUP_MESSAGES } from "../../server/services/database/backup-errors";
import { csvLine } from "../../server/services/export/write-csv";
import { IMPORT_MESSAGES } from "../../server/services/import/jobs/import-messages";
import { JOB_LOCK_SPACE, JobLease } from "../../server/services/jobs/job-lease";
import { createAdminSession } from "./support/admin-session";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

let scratch: ScratchDatabase;
let shared: string;
const apps = new Map<string, TestApp>();
let cookie: string;

/** One "process": its connections carry its name, so the test can find (and cut) them. */
async function startProcess(name: string): Promise<TestApp> {
  const url = new URL(scratch.url);
  url.searchParams.set("application_name", name);
  const app = await startTestApp(url.toString());
  const folders = { dataDir: shared, uploadDir: path.join(shared, "uploads"), backupDir: path.join(shared, "backups") };
  Object.assign(app.ctx.config, folders);
  apps.set(name, app);
  return app;
}

beforeAll(async () => {
  scratch = await createScratchDatabase("job_queue");
  shared = await mkdtemp(path.join(tmpdir(), "locus-job-queue-"));
  const a = await startProcess("locus_a");
  await startProcess("locus_b");
  ({ cookie } = await createAdminSession(a));
});
afterAll(async () => {
  for (const app of apps.values()) await app.close().catch(() => undefined);
  await scratch.drop();
  await rm(shared, { recursive: true, force: true });
});

const A = () => apps.get("locus_a")!;
const B = () => apps.get("locus_b")!;
function call(app: TestApp, method: string, pathname: string, body?: BodyInit): Promise<Response> {
  const json: Record<string, string> = typeof body === "string" ? { "content-type": "application/json" } : {};
  const headers = { cookie, origin: new URL(app.url("/")).origin, ...json };
  return fetch(app.url(pathname), { method, body, headers });
}
const businessCount = async () => Number((await scratch.pool.query("SELECT count(*) FROM businesses")).rows[0].count);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spreadsheet(rows: number): FormData {
  const lines = [csvLine(["name", "city", "country_code"])];
  for (let i = 0; i < rows; i++) lines.push(csvLine([`Queue Test ${i}`, "Lyon", "FR"]));
  const form = new FormData();
  form.append("file", new Blob([lines.join("")]), "queue-test.csv");
  return form;
}

async function startImport(app: TestApp, rows = 150_000): Promise<ImportJob> {
  const res = await call(app, "POST", "/api/upload-excel", spreadsheet(rows));
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { job: ImportJob }).job;
}

/** Asks `app` until `done` holds for the job, or gives up after `seconds`. */
async function follow(app: TestApp, id: number, done: (job: ImportJob) => boolean, seconds = 30): Promise<ImportJob> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const res = await call(app, "GET", `/api/import-jobs/${id}`);
    expect(res.status).toBe(200);
    const job = (await res.json()) as ImportJob;
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job.status} (${job.done}/${job.total})`);
    await sleep(100);
  }
}

/** The process whose connection holds the job's lease. */
async function runnerOf(jobId: number): Promise<string> {
  const { rows } = await scratch.pool.query<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = $2 AND l.granted`,
    [JOB_LOCK_SPACE, jobId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.name;
}

describe("an import, seen from two processes", () => {
  it("is followed with its progress, refused a second time and stopped through the other process", async () => {
    const before = await businessCount();
    const job = await startImport(A());
    const reading = await follow(B(), job.id, (seen) => seen.status === "running" && seen.done > 0);
    expect(reading.total).toBeGreaterThan(0);
    expect(reading.phase).not.toBeNull();

    const second = await call(B(), "POST", "/api/upload-excel", spreadsheet(10));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: IMPORT_MESSAGES.busy });

    const stop = await call(B(), "DELETE", `/api/import-jobs/${job.id}`);
    expect(stop.status).toBe(202);
    expect(await stop.json()).toMatchObject({ id: job.id, status: "cancelled", error: IMPORT_MESSAGES.cancelled });
    const seenByA = (await (await call(A(), "GET", `/api/import-jobs/${job.id}`)).json()) as ImportJob;
    expect(seenByA).toMatchObject({ status: "cancelled" });
    expect(await businessCount()).toBe(before);
  });

  it("is refused while a restore runs in another process, and a restore while an import runs", async () => {
    // A restore job some process holds the lease of.
    const restore = await scratch.db
      .insertInto("jobs")
      .values({ kind: "restore", status: "running", input: "{}" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const lease = await JobLease.take(scratch.pool, restore.id, { onCancel: () => undefined, onLost: () => undefined });
    try {
      const refused = await call(A(), "POST", "/api/upload-excel", spreadsheet(10));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: IMPORT_MESSAGES.restoreBusy });
    } finally {
      await scratch.db.updateTable("jobs").set({ status: "succeeded" }).where("id", "=", restore.id).execute();
      await lease?.release();
    }

    const backup = await call(A(), "POST", "/api/admin/database/backups");
    expect(backup.status).toBe(201);
    const { name } = (await backup.json()) as { name: string };
    const job = await startImport(A());
    try {
      const res = await call(B(), "POST", "/api/admin/database/restore", JSON.stringify({ name }));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: BACKUP_MESSAGES.importBusy });
    } finally {
      await call(A(), "DELETE", `/api/import-jobs/${job.id}`);
    }
  });
});

describe("backups, restores and sitemap refreshes", () => {
  it("run as queue jobs behind their synchronous calls, whichever process takes them", async () => {
    const before = await businessCount();
    const backup = await call(A(), "POST", "/api/admin/database/backups");
    expect(backup.status, await backup.clone().text()).toBe(201);
    const { name } = (await backup.json()) as { name: string };
    expect(existsSync(path.join(shared, "backups", name))).toBe(true);
    await scratch.pool.query("DELETE FROM businesses WHERE id = (SELECT max(id) FROM businesses)");

    const restored = await call(B(), "POST", "/api/admin/database/restore", JSON.stringify({ name }));
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await restored.json()).toMatchObject({ message: BACKUP_MESSAGES.restored, backup: { name } });
    expect(await businessCount()).toBe(before);

    const refreshed = await call(B(), "POST", "/api/admin/refresh-sitemap");
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toEqual({ message: SITEMAP_REFRESHED_MESSAGE });

    // The restore left the job history alone: the backup's row (made before it) is still there.
    const { rows } = await scratch.pool.query(
      "SELECT kind, status FROM jobs WHERE kind IN ('backup', 'restore', 'sitemap-refresh') ORDER BY id DESC LIMIT 3",
    );
    expect(rows).toEqual([
      { kind: "sitemap-refresh", status: "succeeded" },
      { kind: "restore", status: "succeeded" },
      { kind: "backup", status: "succeeded" },
    ]);
  });
});

describe("a process that dies while it runs an import", () => {
  it("has its job failed by another process's sweep, and the catalogue is unchanged", async () => {
    const before = await businessCount();
    const job = await startImport(A());
    await follow(A(), job.id, (seen) => seen.status === "running" && seen.done > 0);
    const dead = await runnerOf(job.id);
    const survivor = dead === "locus_a" ? B() : A();
    const row = await scratch.db
      .selectFrom("jobs")
      .select(["queue_job_id", "input"])
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    const upload = path.join(shared, "uploads", (row.input as { upload: string }).upload);
    expect(existsSync(upload)).toBe(true);

    // As a SIGKILL would: its connections end mid-transaction, and it never writes again.
    const { ctx } = apps.get(dead)!;
    const ended = Promise.all([ctx.pool.end(), ctx.longWork.pool.end()]);
    const terminate = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1";
    await scratch.pool.query(terminate, [dead]);
    await ended;

    const failed = await follow(survivor, job.id, (seen) => seen.status !== "running", 20);
    expect(failed).toMatchObject({ status: "failed", error: IMPORT_MESSAGES.interrupted, errorStatus: 500 });
    expect(await businessCount()).toBe(before);
    expect((await survivor.ctx.jobs.queueJob("import", row.queue_job_id!))?.state).toBe("failed");
    expect(existsSync(upload)).toBe(false);

    // The catalogue is free again.
    const next = await startImport(survivor, 3);
    const imported = await follow(survivor, next.id, (seen) => seen.status !== "queued" && seen.status !== "running");
    expect(imported).toMatchObject({ status: "succeeded" });
    expect(await businessCount()).toBe(before + 3);
  });
});

describe("processes starting at once on a database without the queue's schema", () => {
  it("install it once and keep every connection usable", async () => {
    const fresh = await createScratchDatabase("job_queue_start");
    const started: TestApp[] = [];
    try {
      started.push(...(await Promise.all([1, 2, 3, 4].map(() => startTestApp(fresh.url)))));
      const { rows } = await fresh.pool.query("SELECT version FROM pgboss.version");
      expect(rows).toHaveLength(1);
      // Every pooled connection of every process answers (none was left inside a failed transaction).
      for (const app of started) {
        const answers = await Promise.all(Array.from({ length: 12 }, () => app.ctx.pool.query("SELECT 1 AS one")));
        expect(answers.every((answer) => answer.rows[0].one === 1)).toBe(true);
      }
    } finally {
      for (const app of started) await app.close();
      await fresh.drop();
    }
  });
});
