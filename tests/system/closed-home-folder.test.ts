import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startLocus, stopLocus, waitUntilReady } from "./support/locus-process";

// Root's home folder is 0700, like the temporary folder made here. As root, the
// embedded PostgreSQL runs as the `postgres` user, which cannot enter it: Locus
// stops with one sentence saying what to do. Any other user runs PostgreSQL as
// itself, and the same folder works.

let closed: string;
beforeAll(async () => {
  closed = await mkdtemp(path.join(tmpdir(), "locus-home-"));
});
afterAll(() => rm(closed, { recursive: true, force: true }));

it("a data directory inside a folder closed to other users: one clear sentence as root, a normal start otherwise", async () => {
  const dataDir = path.join(closed, "checkout", "data");
  await mkdir(dataDir, { recursive: true });
  const locus = startLocus({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(freePort()), LOCUS_DEMO_BUSINESSES: "0", WEB_CONCURRENCY: "1" });
  if (userInfo().uid === 0) {
    expect(await locus.exited).toBe(1);
    const output = locus.output();
    expect(output).toContain(`The embedded PostgreSQL runs as the system user "postgres", which cannot enter ${closed}`);
    expect(output).toContain("set DATABASE_URL");
    expect(output).not.toMatch(/\n\s+at /);
  } else {
    await waitUntilReady(locus);
    expect(await stopLocus(locus)).toBe(0);
  }
});
