import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { has, parseSamples, total } from "../support/prometheus-text";
import { startTestApp, type TestApp } from "./support/test-app";

// /metrics on the real app: what moves the series, what the scrape holds, and who may read it.

const TOKEN = "metrics-token-for-the-tests";
const REQUESTS = "locus_http_requests_total";
let app: TestApp;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "locus-metrics-"));
  await writeFile(path.join(filesDir, "logo.svg"), "<svg/>");
  // Stand-ins for the built pages and files: what matters here is how the app counts them.
  const pages = {
    assets: [express.static(filesDir, { index: false })],
    handler: express.Router().all("/{*splat}", (_req, res) => void res.send("a page")),
  };
  app = await startTestApp(undefined, { env: { METRICS_TOKEN: TOKEN }, pages });
});
afterAll(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function scrape(headers: Record<string, string> = {}) {
  const res = await fetch(app.url("/metrics"), { headers });
  expect(res.status).toBe(200);
  return parseSamples(await res.text());
}

describe("GET /metrics from this machine", () => {
  it("counts answers by route kind and status code, and times them by kind", async () => {
    const before = await scrape();
    for (const pathname of ["/api/businesses/stats", "/api/no-such-call", "/healthz", "/api/admin/session"]) {
      await app.get(pathname);
    }
    await app.get("/api/export-businesses"); // an admin call outside /api/admin: the guard names it
    await app.get("/city/istanbul");
    await app.get("/city/istanbul.data");
    await app.get("/logo.svg");
    const after = await scrape();
    const moved = (labels: Record<string, string>) => total(after, REQUESTS, labels) - total(before, REQUESTS, labels);

    expect(moved({ kind: "api", code: "200", status_class: "2xx" })).toBe(1);
    expect(moved({ kind: "api", code: "404", status_class: "4xx" })).toBe(1);
    expect(moved({ kind: "health", code: "200" })).toBe(1);
    expect(moved({ kind: "admin-api", code: "401" })).toBe(2);
    expect(moved({ kind: "page", code: "200" })).toBe(1);
    expect(moved({ kind: "data", code: "200" })).toBe(1);
    expect(moved({ kind: "asset", code: "200" })).toBe(1);
    const timed = (kind: string) =>
      total(after, "locus_http_request_duration_seconds_count", { kind }) -
      total(before, "locus_http_request_duration_seconds_count", { kind });
    expect(timed("api")).toBe(2);
    expect(timed("admin-api")).toBe(2);
    expect(total(after, "locus_http_request_duration_seconds_sum", { kind: "api" })).toBeGreaterThan(0);
    // Kinds, never paths: no label anywhere holds a URL.
    const kinds = after.filter((sample) => sample.name === REQUESTS).map((sample) => sample.labels.kind);
    expect(new Set(kinds)).toEqual(new Set(["api", "admin-api", "health", "page", "data", "asset"]));
  });

  it("holds the pool, the process figures and the number of serving processes", async () => {
    const samples = await scrape();
    expect(total(samples, "locus_workers")).toBe(1);
    const pool = ["locus_db_pool_connections_in_use", "locus_db_pool_connections_idle"];
    for (const name of [...pool, "locus_db_pool_waiting_requests"]) expect(has(samples, name), name).toBe(true);
    // Earlier scrapes counted jobs: the pool keeps their connection open.
    expect(total(samples, pool[0]!) + total(samples, pool[1]!)).toBeGreaterThan(0);
    expect(total(samples, "locus_process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(total(samples, "locus_nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("counts background jobs by whatever kinds and statuses the table holds", async () => {
    const kind = "metrics-test-kind";
    const rows = ["queued", "queued", "finished"].map((status) => ({ kind, status }));
    await app.ctx.db.insertInto("jobs").values(rows).execute();
    try {
      const samples = await scrape();
      expect(total(samples, "locus_jobs", { kind, status: "queued" })).toBe(2);
      expect(total(samples, "locus_jobs", { kind, status: "finished" })).toBe(1);
    } finally {
      await app.ctx.db.deleteFrom("jobs").where("kind", "=", kind).execute();
    }
    const gone = await scrape();
    expect(gone.some((sample) => sample.name === "locus_jobs" && sample.labels.kind === kind)).toBe(false);
  });

  it("is not cached, not counted in its own series and not in the dashboard's request total", async () => {
    await scrape();
    const dashboardBefore = app.ctx.metrics.snapshot().total;
    const first = await scrape();
    const res = await fetch(app.url("/metrics"));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const second = parseSamples(await res.text());
    expect(total(second, REQUESTS)).toBe(total(first, REQUESTS));
    expect(app.ctx.metrics.snapshot().total).toBe(dashboardBefore);
  });
});

describe("who may read /metrics", () => {
  let socketPath: string;
  let server: http.Server;
  beforeAll(async () => {
    // A listener on a Unix socket: its peers have no loopback address, as a scraper on another machine.
    socketPath = path.join(filesDir, "locus.sock");
    server = createApp(app.ctx).listen(socketPath);
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function fromElsewhere(headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ socketPath, path: "/metrics", headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
    });
  }

  it("refuses a peer that is not on this machine with a 404, unless it sends the configured token", async () => {
    expect((await fromElsewhere()).status).toBe(404);
    expect((await fromElsewhere({ authorization: "Bearer not-the-metrics-token" })).status).toBe(404);
    expect((await fromElsewhere({ authorization: TOKEN })).status).toBe(404);
    const allowed = await fromElsewhere({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain(REQUESTS);
  });

  it("treats a request forwarded by a proxy on this machine as coming from elsewhere", async () => {
    const forwarded = { "x-forwarded-for": "198.51.100.20" };
    expect((await fetch(app.url("/metrics"), { headers: forwarded })).status).toBe(404);
    const withToken = await fetch(app.url("/metrics"), { headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
  });
});
