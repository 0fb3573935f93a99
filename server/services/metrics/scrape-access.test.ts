import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isLoopback, mayScrape } from "./scrape-access";

const TOKEN = "s3cret-token-for-metrics";
const request = (remoteAddress: string | undefined, headers: IncomingMessage["headers"] = {}) =>
  ({ headers, socket: { remoteAddress } }) as Pick<IncomingMessage, "headers" | "socket">;

describe("isLoopback", () => {
  it("knows the loopback addresses in their IPv4, IPv6 and mapped forms", () => {
    for (const address of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.1"]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ["10.0.0.1", "192.0.2.2", "::ffff:10.0.0.1", "fe80::1", "0.0.0.0", "1127.0.0.1", undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describe("mayScrape", () => {
  it("lets a scraper on this machine in without a token", () => {
    expect(mayScrape(request("127.0.0.1"), undefined)).toBe(true);
  });

  it("refuses another machine unless it sends the configured token", () => {
    expect(mayScrape(request("203.0.113.7"), undefined)).toBe(false);
    expect(mayScrape(request("203.0.113.7"), TOKEN)).toBe(false);
    expect(mayScrape(request("203.0.113.7", { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayScrape(request("203.0.113.7", { authorization: TOKEN }), TOKEN)).toBe(false);
    expect(mayScrape(request("203.0.113.7", { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayScrape(request("203.0.113.7", { authorization: `bearer ${TOKEN}` }), TOKEN)).toBe(true);
  });

  it("never takes a token when none is configured", () => {
    expect(mayScrape(request("203.0.113.7", { authorization: "Bearer " }), undefined)).toBe(false);
    expect(mayScrape(request("203.0.113.7", { authorization: "Bearer undefined" }), undefined)).toBe(false);
  });

  it("treats a request a local proxy forwarded as coming from elsewhere", () => {
    expect(mayScrape(request("127.0.0.1", { "x-forwarded-for": "198.51.100.4" }), undefined)).toBe(false);
    expect(mayScrape(request("127.0.0.1", { forwarded: "for=198.51.100.4" }), undefined)).toBe(false);
    expect(mayScrape(request("127.0.0.1", { "x-real-ip": "198.51.100.4" }), undefined)).toBe(false);
    const proxiedWithToken = request("127.0.0.1", { "x-forwarded-for": "1.2.3.4", authorization: `Bearer ${TOKEN}` });
    expect(mayScrape(proxiedWithToken, TOKEN)).toBe(true);
  });
});
