import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseSamples, total } from "../support/prometheus-text";
import { createEmptyDatabase } from "./support/empty-database";
import { eventually, startLocus, stopLocus, waitUntilReady, type LocusProcess } from "./support/locus-process";

// /metrics on the compiled cluster: whichever worker takes the scrape, it
// answers for both, through the primary.

const CALLS = 40;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let locus: LocusProcess;
let client: pg.Client;

beforeAll(async () => {
  database = await createEmptyDatabase("metrics");
  locus = startLocus({ DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: "0", WEB_CONCURRENCY: "2" });
  await waitUntilReady(locus);
  await eventually(() => locus.workerPids().length === 2, "two workers");
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  if (locus) expect(await stopLocus(locus)).toBe(0);
  await database?.drop();
});

/** A request on a connection of its own, so the cluster may hand it to either worker. */
function getStatus(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(locus.url(pathname), { agent: false, headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

async function liveProcessRequests(): Promise<number[]> {
  const { rows } = await client.query<{ requests: string }>(
    "SELECT requests FROM server_processes WHERE stopped_at IS NULL ORDER BY started_at",
  );
  return rows.map((row) => Number(row.requests));
}

it("sums the requests both workers answered in every scrape, whichever worker takes it", async () => {
  for (let i = 0; i < CALLS; i += 1) expect((await getStatus("/api/businesses/stats")).status).toBe(200);
  // The heartbeats say how the calls were shared (probes and scrapes are not counted there).
  await eventually(async () => {
    const counts = await liveProcessRequests();
    return counts.length === 2 && counts[0]! + counts[1]! === CALLS;
  }, "both workers' heartbeats with every call");
  const perWorker = await liveProcessRequests();
  expect(Math.min(...perWorker)).toBeGreaterThan(0);

  for (let scrape = 0; scrape < 4; scrape += 1) {
    const res = await getStatus("/metrics");
    expect(res.status).toBe(200);
    const samples = parseSamples(res.body);
    expect(total(samples, "locus_workers")).toBe(2);
    expect(total(samples, "locus_http_requests_total", { kind: "api", code: "200" })).toBe(CALLS);
    expect(total(samples, "locus_http_request_duration_seconds_count", { kind: "api" })).toBe(CALLS);
  }
});

it("reports the database's job counts once, not once per worker", async () => {
  await client.query("INSERT INTO jobs (kind, status) VALUES ('cluster-test', 'queued'), ('cluster-test', 'queued')");
  const samples = parseSamples((await getStatus("/metrics")).body);
  expect(total(samples, "locus_jobs", { kind: "cluster-test", status: "queued" })).toBe(2);
  expect(total(samples, "locus_nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
});

it("answers a request forwarded by a proxy on this machine with 404", async () => {
  expect((await getStatus("/metrics", { "x-forwarded-for": "198.51.100.30" })).status).toBe(404);
});

it("with WEB_CONCURRENCY=1 answers from the one process's own figures", async () => {
  const single = startLocus({ DATABASE_URL: database.url, LOCUS_DEMO_BUSINESSES: "0", WEB_CONCURRENCY: "1" });
  try {
    await waitUntilReady(single);
    await fetch(single.url("/api/businesses/stats"));
    const samples = parseSamples(await (await fetch(single.url("/metrics"))).text());
    expect(total(samples, "locus_workers")).toBe(1);
    expect(total(samples, "locus_http_requests_total", { kind: "api", code: "200" })).toBe(1);
  } finally {
    expect(await stopLocus(single)).toBe(0);
  }
});
