import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureScenario } from "./measure-scenario";

// The bench's calls run Debian's wrk with scripts/support/wrk-paths.lua: here against a
// small server that notes what it was asked, to show the paths, headers and figures are
// what the tables print.
interface Seen {
  url: string;
  forwardedFor: string | undefined;
  acceptEncoding: string | undefined;
}

let seen: Seen[] = [];
let base = "";
const server = http.createServer((req, res) => {
  seen.push({ url: req.url ?? "", forwardedFor: req.headers["x-forwarded-for"] as string | undefined, acceptEncoding: req.headers["accept-encoding"] });
  res.statusCode = req.url === "/missing" ? 404 : 200;
  res.end("answer");
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("measureScenario", () => {
  it("asks the paths in turn, each from an address of its own, with the given headers", async () => {
    seen = [];
    const scenario = { name: "three paths", paths: ["/a", "/b?x=1", "/c"] };
    const measured = await measureScenario(base, scenario, { seconds: 1, connections: 1, visitors: true, headers: { "Accept-Encoding": "gzip" } });

    expect(measured.requestsPerSecond).toBeGreaterThan(0);
    expect(measured.errors).toBe(0);
    expect(measured.p99).toBeGreaterThanOrEqual(measured.p50);
    // One connection: the server sees the requests in the order the script made them, each
    // path followed by the next (wrk asks the script for one request at start that it never sends).
    const positions = seen.slice(0, 9).map((request) => scenario.paths.indexOf(request.url));
    expect(positions.every((position, index) => position >= 0 && (index === 0 || position === (positions[index - 1]! + 1) % 3))).toBe(true);
    const addresses = seen.slice(0, 300).map((request) => request.forwardedFor);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.every((address) => /^198\.18\.\d{1,3}\.\d{1,3}$/.test(address ?? ""))).toBe(true);
    expect(seen.every((request) => request.acceptEncoding === "gzip")).toBe(true);
  });

  it("counts answers of 400 and above as errors, and sends no address unless asked", async () => {
    seen = [];
    const measured = await measureScenario(base, { name: "one missing", paths: ["/ok", "/missing"] }, { seconds: 1, connections: 2 });

    // Half the answers were 404s: about half a second's worth of the measured second.
    expect(measured.errors).toBeGreaterThan(measured.requestsPerSecond * 0.3);
    expect(measured.errors).toBeLessThan(measured.requestsPerSecond * 0.8);
    expect(measured.bytesPerResponse).toBeGreaterThan("answer".length);
    expect(seen.every((request) => request.forwardedFor === undefined)).toBe(true);
  });
});
