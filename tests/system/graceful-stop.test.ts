import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, freePort, startLocus, stopLocus, waitUntilReady } from "./support/locus-process";
import { sendTraffic, slowPost, type Outcome } from "./support/traffic";

// SIGTERM while requests are in flight: the workers finish every request they
// have begun (here, contact messages whose bodies are still arriving), answer
// the traffic around it, then the cluster exits 0.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-stop-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it("finishes the requests in flight when SIGTERM arrives under traffic, then exits 0", async () => {
  const pgPort = freePort();
  const locus = startLocus({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOCUS_DEMO_BUSINESSES: "300", WEB_CONCURRENCY: "2" });
  await waitUntilReady(locus);
  const urls = ["/", "/businesses?search=cafe", "/categories", "/api/businesses?limit=50", "/cities?page=2"].map(locus.url);
  const progress: Outcome[] = [];
  const traffic = sendTraffic(urls, { loops: 6, stopAt: Date.now() + 30_000, maxRequests: 2_000 }, progress);
  // SIGTERM once the traffic is well under way (how long that takes depends on the machine's
  // load), while four contact messages are still arriving.
  await eventually(() => progress.filter((outcome) => outcome === "answered").length > 20, "traffic answered", 20_000);
  const message = { name: "Ada", email: "ada@example.com", subject: "Hours", message: "Are you open on Sundays? ".repeat(20) };
  const inFlight = Array.from({ length: 4 }, () =>
    slowPost(locus.url("/api/contact"), message, 3_000, { Origin: `http://127.0.0.1:${locus.port}` }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const exitCode = stopLocus(locus, "SIGTERM");
  const answers = await Promise.all(inFlight);
  const outcomes = await traffic;

  expect(answers, locus.output()).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ status: expect.any(Number) })));
  for (const answer of answers) expect((answer as { status: number }).status).toBeLessThan(500);
  expect(await exitCode).toBe(0);
  expect(outcomes.filter((outcome) => outcome === "answered").length).toBeGreaterThan(20);
});
