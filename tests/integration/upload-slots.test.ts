import http from "node:http";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../app/lib/admin/import-job";
import { csvLine } from "../../server/services/export/write-csv";
import { UPLOAD_BUSY_MESSAGES, type UploadKind } from "../../server/services/files/with-upload-slot";
import { startScratchAdminApp } from "./support/scratch-admin-app";
import type { ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

// Uploads of one kind are taken one at a time, whichever process receives them: the slot is
// an advisory lock in PostgreSQL, so a second app context (another server process) is refused too.
let scratch: ScratchDatabase;
let app: TestApp;
let cookie: string;
let origin: string;
let dataDir: string;
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ scratch, app, cookie, origin, dataDir, close } = await startScratchAdminApp("upload_slots"));
});
afterAll(() => close());

const BOUNDARY = "----locus-upload-slot-test";
const ROUTES: Record<UploadKind, string> = { import: "/api/upload-excel", backup: "/api/admin/database/backups/upload" };

/** A multipart body with one "file" part, cut in two: the head and the rest. */
function multipart(fileName: string, content: Buffer): { head: Buffer; rest: Buffer } {
  const opening = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const half = Math.floor(content.length / 2);
  return { head: Buffer.concat([opening, content.subarray(0, half)]), rest: Buffer.concat([content.subarray(half), closing]) };
}

/** An upload whose body arrives in two parts: `finish()` sends the second and reads the answer. */
function slowUpload(kind: UploadKind, fileName: string, content: Buffer) {
  const { head, rest } = multipart(fileName, content);
  const req = http.request(new URL(app.url(ROUTES[kind])), {
    method: "POST",
    headers: { cookie, origin, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": head.length + rest.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
  req.write(head);
  return { finish: () => (req.end(rest), answer) };
}

const upload = (kind: UploadKind, fileName: string, content: Buffer, target = app) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)]), fileName);
  return fetch(target.url(ROUTES[kind]), { method: "POST", body: form, headers: { cookie, origin: new URL(target.url("/")).origin } });
};

/** Resolves once a server process holds the kind's upload slot (its lock, seen in pg_locks). */
async function slotTaken(kind: UploadKind): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = await scratch.pool.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid)
          WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE $1`,
        [`locus ${kind} upload%`],
      );
      return rows[0].n;
    })
    .toBe(1);
}

const uploadsNow = async () => (await readdir(path.join(dataDir, "uploads"))).filter((name) => name.endsWith(".upload"));

describe("one backup upload at a time", () => {
  it("refuses a second backup upload with 409 while the first arrives, then takes the next", async () => {
    const made = await fetch(app.url("/api/admin/database/backups"), { method: "POST", headers: { cookie, origin } });
    expect(made.status).toBe(201);
    const { name } = (await made.json()) as { name: string };
    const content = await readFile(path.join(dataDir, "backups", name));

    const first = slowUpload("backup", "first.gz", content);
    await slotTaken("backup");
    // The half-arrived file is private already.
    await expect.poll(async () => (await uploadsNow()).length).toBe(1);
    const [arriving] = await uploadsNow();
    expect((await stat(path.join(dataDir, "uploads", arriving!))).mode & 0o777).toBe(0o600);

    const second = await upload("backup", "second.gz", content);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: UPLOAD_BUSY_MESSAGES.backup });

    const done = await first.finish();
    expect(done.status, done.body).toBe(201);
    expect(await uploadsNow()).toEqual([]);
    const third = await upload("backup", "third.gz", content);
    expect(third.status, await third.clone().text()).toBe(201);
  });
});

describe("one import upload at a time", () => {
  const sheet = (rows: number) => Buffer.from([csvLine(["name", "city", "country_code"]), ...Array.from({ length: rows }, (_, i) => csvLine([`Slot Test ${i}`, "Lyon", "FR"]))].join(""));

  it("refuses a second import upload with 409 in any server process while the first arrives", async () => {
    const first = slowUpload("import", "first.csv", sheet(2_000));
    await slotTaken("import");
    const otherProcess = await startTestApp(scratch.url);
    try {
      const second = await upload("import", "second.csv", sheet(3), otherProcess);
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({ error: UPLOAD_BUSY_MESSAGES.import });
    } finally {
      await otherProcess.close();
    }

    // A backup upload is another kind: it is not held up by the import's.
    const backups = await fetch(app.url("/api/admin/database/backups"), { headers: { cookie } });
    expect(backups.status).toBe(200);

    const done = await first.finish();
    expect(done.status, done.body).toBe(202);
    const { job } = JSON.parse(done.body) as { job: ImportJob };
    await expect.poll(async () => ((await (await fetch(app.url(`/api/import-jobs/${job.id}`), { headers: { cookie } })).json()) as ImportJob).status, { timeout: 30_000 }).toBe("succeeded");
    const next = await upload("import", "next.csv", sheet(3));
    expect(next.status, await next.clone().text()).toBe(202);
    const { job: nextJob } = (await next.json()) as { job: ImportJob };
    await expect.poll(async () => ((await (await fetch(app.url(`/api/import-jobs/${nextJob.id}`), { headers: { cookie } })).json()) as ImportJob).status, { timeout: 30_000 }).toBe("succeeded");
  });
});
