import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { childPids, freePort, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// The database's machine freezes (a stopped VM, a host under swap death): every PostgreSQL
// process stops at once, SIGSTOP to the postmaster and to each of its children, on a cluster
// of this test's own. The site must say so quickly (503 with Retry-After, /readyz 503 within
// 2 s) instead of hanging each request for as long as the freeze, log the outage a bounded
// number of times however many requests meet it, and answer again soon after the thaw.

/** Longer than any request may take to fail: the answers below must come well before it ends. */
const STALL_MS = 16_000;
/** With the default limits a request that meets the freeze fails within 6 s (statement limit 5 s + 1 s). */
const FAIL_FAST_MS = 7_500;

let dataDir: string;
let locus: LocusProcess;
let slug: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-stall-"));
  const pgPort = freePort();
  locus = startLocus({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOCUS_DEMO_BUSINESSES: "200", WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
  await waitUntilReady(locus);
  const list = (await (await fetch(locus.url("/api/businesses?limit=1"))).json()) as { businesses: Array<{ slug: string }> };
  slug = list.businesses[0]!.slug;
});

afterAll(async () => {
  if (locus) await stopLocus(locus);
  await rm(dataDir, { recursive: true, force: true });
});

it("fails requests fast with 503 while the database is frozen, logs the outage a bounded number of times, and recovers within 5 s", async () => {
  const pages = { api: `/api/businesses/${slug}`, page: `/business/${slug}` };
  // Warm: each worker's pool holds idle connections, which the freeze then strands.
  for (let i = 0; i < 6; i += 1) await Promise.all([ask(pages.api), ask(pages.page), ask("/readyz")]);
  // /readyz reuses an answer for a second (so probing opens at most one connection a second): let it lapse.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const logStart = locus.output().length;

  const frozen = freezePostgres(dataDir);
  const frozenAt = Date.now();
  const failures = { api: 0, page: 0, other: 0 };
  try {
    // Visitors keep coming for the whole freeze: every one of them is answered, quickly.
    const visitors = Promise.all(
      Array.from({ length: 32 }, async (_, lane) => {
        let slowestMs = 0;
        for (let i = 0; Date.now() - frozenAt < STALL_MS - FAIL_FAST_MS; i += 1) {
          const kind = (lane + i) % 2 === 0 ? "api" : "page";
          const answer = await ask(kind === "api" ? `/api/businesses/stall-${lane}-${i}` : `/business/stall-${lane}-${i}`);
          if (answer.status === 503 && answer.retryAfter === "5") failures[kind] += 1;
          else failures.other += 1;
          slowestMs = Math.max(slowestMs, answer.ms);
        }
        return slowestMs;
      }),
    );

    const ready = await ask("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);

    const [api, page] = await Promise.all([ask(pages.api), ask(pages.page)]);
    expect(api).toMatchObject({ status: 503, retryAfter: "5", body: JSON.stringify({ error: "Service temporarily unavailable" }) });
    expect(api.ms).toBeLessThan(FAIL_FAST_MS);
    expect(page).toMatchObject({ status: 503, retryAfter: "5" });
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain("Service temporarily unavailable");
    expect(page.body).not.toMatch(/\bat \S+ \(|node_modules|Error:/);
    expect(page.ms).toBeLessThan(FAIL_FAST_MS);
    // A client-side navigation's data request: a plain 503, which the browser's router shows as such.
    const navigation = await ask(`${pages.page}.data`);
    expect(navigation).toMatchObject({ status: 503, retryAfter: "5", body: "Service temporarily unavailable\n" });

    const slowest = await visitors;
    expect(failures.other).toBe(0);
    expect(Math.max(...slowest)).toBeLessThan(FAIL_FAST_MS);
    expect((await ask("/readyz")).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, STALL_MS - (Date.now() - frozenAt)));
  } finally {
    thawPostgres(frozen);
  }

  const thawedAt = Date.now();
  for (;;) {
    const answers = await Promise.all([ask("/readyz"), ask(pages.api), ask(pages.page)]);
    if (answers.every((answer) => answer.status === 200)) break;
    expect(Date.now() - thawedAt, JSON.stringify(answers.map((answer) => answer.status))).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(Date.now() - thawedAt).toBeLessThan(5_000);

  // Every failed request was counted, in a handful of lines: the first of each kind at once,
  // then one sum per 10 s per kind and process.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const all = logLines(locus.output().slice(logStart));
  // One access line per request is the access log; everything else is counted below.
  const access = all.filter((line) => line.responseTime !== undefined);
  const lines = all.filter((line) => line.responseTime === undefined);
  const outage = lines.filter((line) => line.msg === "Database unavailable" || line.msg === "Database unavailable (repeated)");
  const noted = outage.reduce((sum, line) => sum + (line.repeated ?? 1), 0);
  const failed = failures.api + failures.page + 2;
  expect(failed).toBeGreaterThan(100);
  expect(noted).toBeGreaterThanOrEqual(failed);
  const kinds = new Set(outage.map((line) => line.errorKind));
  // Two workers, each: per kind the first line and a sum per 10 s of the outage (and of the last interval).
  expect(outage.length).toBeLessThanOrEqual(kinds.size * 2 * (2 + Math.ceil(STALL_MS / 10_000)));
  expect(outage.length).toBeLessThan(failed / 2);
  expect(outage.some((line) => (line.repeated ?? 0) > 1)).toBe(true);
  // Nothing else was logged per request either (the root loader's extras, background work):
  // the whole log of the freeze stays a few dozen lines, and no access line carries a stack.
  expect(lines.length).toBeLessThanOrEqual(64);
  const failedAccess = access.filter((line) => line.res?.statusCode === 503);
  expect(failedAccess.length).toBeGreaterThanOrEqual(failed);
  expect(failedAccess.filter((line) => line.err !== undefined)).toEqual([]);
});

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
  ms: number;
}

async function ask(pathname: string): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(locus.url(pathname), { signal: AbortSignal.timeout(STALL_MS + 10_000) });
  const body = await res.text();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), contentType: res.headers.get("content-type"), body, ms: Date.now() - started };
}

interface LogLine {
  msg?: string;
  responseTime?: number;
  res?: { statusCode?: number };
  err?: unknown;
  errorKind?: string;
  repeated?: number;
}

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** As a frozen machine: the postmaster first (so it forks no one new), then every process it started. */
function freezePostgres(dir: string): number[] {
  const postmaster = Number.parseInt(readFileSync(path.join(dir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]!, 10);
  process.kill(postmaster, "SIGSTOP");
  const children = childPids(postmaster);
  for (const pid of children) signal(pid, "SIGSTOP");
  return [postmaster, ...children];
}

function thawPostgres(frozen: number[]): void {
  for (const pid of frozen) signal(pid, "SIGCONT");
  // Whatever the postmaster had begun to start meanwhile goes on too.
  for (const pid of childPids(frozen[0]!)) signal(pid, "SIGCONT");
}


function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone meanwhile
  }
}
