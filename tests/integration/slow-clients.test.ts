import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createHttpServer, cutSlowBodies, type ClientTimeouts } from "../../server/http/slow-clients";
import { startTestApp, type TestApp } from "./support/test-app";

// The production timeouts are tens of seconds; the same code runs here with short ones.
const TIMEOUTS: ClientTimeouts = { headersMs: 1_000, keepAliveMs: 5_000, bodyBaseMs: 600, bodyBytesPerSecond: 1_000, checkEveryMs: 250 };

let app: TestApp;
let locus: Server;
let bodies: Server;
beforeAll(async () => {
  app = await startTestApp();
  // The real app, in the server Locus listens with.
  locus = createHttpServer(createApp(app.ctx), TIMEOUTS).listen(0, "127.0.0.1");
  // A route that reads its body, behind the body deadline.
  const echo = express();
  echo.use(cutSlowBodies(TIMEOUTS));
  echo.post("/echo", express.text({ type: "*/*" }), (req, res) => void res.send(`got ${String(req.body).length}`));
  bodies = createHttpServer(echo, TIMEOUTS).listen(0, "127.0.0.1");
  await Promise.all([locus, bodies].map((server) => new Promise((resolve) => server.once("listening", resolve))));
});
afterAll(async () => {
  await Promise.all([locus, bodies].map((server) => new Promise((resolve) => server.close(resolve))));
  await app.close();
});

interface Outcome {
  /** ms from the first byte sent until the server closed the connection */
  closedAfterMs: number;
  received: string;
}

/** Sends `parts` one every `everyMs` until the server closes the connection (or 10 s pass). */
function trickle(server: Server, parts: string[], everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    const started = Date.now();
    let received = "";
    let next = 0;
    const timer = setInterval(() => {
      if (next < parts.length && !socket.destroyed) socket.write(parts[next++]!);
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s; received ${JSON.stringify(received)}`));
    }, 10_000);
    socket.on("connect", () => socket.write(parts[next++]!));
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe("a client that sends its headers slowly", () => {
  it("is cut once the header time is up", async () => {
    // One header line every 200 ms, never ending the head: a slowloris.
    const parts = ["GET /api/categories HTTP/1.1\r\nHost: locus.test\r\n", ...Array.from({ length: 40 }, (_, n) => `X-Slow-${n}: 1\r\n`)];
    const outcome = await trickle(locus, parts, 200);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 2 * TIMEOUTS.checkEveryMs + 1_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("that sends them in time is answered", async () => {
    const outcome = await trickle(locus, ["GET /healthz HTTP/1.1\r\n", "Host: locus.test\r\n", "Connection: close\r\n\r\n"], 100);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("a request body", () => {
  const head = (size: number) => `POST /echo HTTP/1.1\r\nHost: locus.test\r\nContent-Type: text/plain\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`;

  it("that stops arriving is cut after its deadline", async () => {
    const outcome = await trickle(bodies, [head(100), "only part of it"], 50);
    // 600 ms plus 100 bytes at 1,000 bytes/s.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(650);
    expect(outcome.closedAfterMs).toBeLessThan(2_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("that trickles is cut too, however steadily it comes", async () => {
    const outcome = await trickle(bodies, [head(100), ..."x".repeat(100)], 100);
    expect(outcome.closedAfterMs).toBeLessThan(2_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("gets time in proportion to its size: a large one arriving at the minimum rate is not cut", async () => {
    // 3,000 bytes at 1,250 bytes/s: 2.4 s, past the base time but within 600 ms + 3 s.
    const chunks = Array.from({ length: 24 }, () => "y".repeat(125));
    const outcome = await trickle(bodies, [head(3_000), ...chunks], 100);
    expect(outcome.closedAfterMs).toBeGreaterThan(2_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.received).toContain("got 3000");
  });
});
