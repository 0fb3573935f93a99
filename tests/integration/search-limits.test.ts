import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_BUSY_MESSAGE, SEARCH_LIMITS } from "../../server/http/limit-searches";
import { startTestApp, type TestApp } from "./support/test-app";

// Searches a client chooses can be made slow; the app bounds how many run at once per client
// address and in all. Here the page handler holds every search page until the test lets it
// go, so "in flight" is exact; each client has its own X-Forwarded-For (TRUST_PROXY=loopback).
const held: Array<() => void> = [];
let arrived = 0;
const pageHandler: RequestHandler = (req, res) => {
  if (!req.query.search) return void res.send("page");
  arrived += 1;
  held.push(() => res.send("search page"));
};
const releaseAll = () => held.splice(0).forEach((send) => send());

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" }, pages: { handler: pageHandler } });
});
afterAll(async () => {
  releaseAll();
  await app.close();
});

const from = (client: string) => ({ headers: { "x-forwarded-for": client } });
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe("searches per client address", () => {
  it(`allows ${SEARCH_LIMITS.perClient} at once, then 429 with Retry-After on pages and the API alike`, async () => {
    const client = "198.51.100.10";
    const start = arrived;
    const inFlight = [1, 2].map((n) => fetch(app.url(`/businesses?search=slow+${n}`), from(client)));
    await until(() => arrived === start + 2);

    const page = await fetch(app.url("/businesses?search=third"), from(client));
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("1");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Too many searches at once");

    const api = await fetch(app.url("/api/businesses?search=pizza"), from(client));
    expect(api.status).toBe(429);
    expect(api.headers.get("retry-after")).toBe("1");
    expect(await api.json()).toEqual({ error: CLIENT_BUSY_MESSAGE });

    // Anything else from this client, and searches from anyone else, go through.
    expect((await fetch(app.url("/businesses"), from(client))).status).toBe(200);
    expect((await fetch(app.url("/api/businesses?city=Istanbul"), from(client))).status).toBe(200);
    expect((await fetch(app.url("/api/businesses?search=pizza"), from("198.51.100.11"))).status).toBe(200);

    releaseAll();
    expect((await Promise.all(inFlight)).map((res) => res.status)).toEqual([200, 200]);
    expect((await fetch(app.url("/api/businesses?search=pizza"), from(client))).status).toBe(200);
  });

  it("frees a client's place when it hangs up", async () => {
    const client = "198.51.100.20";
    const start = arrived;
    const aborts = [new AbortController(), new AbortController()];
    const gone = aborts.map((abort, n) => fetch(app.url(`/businesses?search=gone+${n}`), { ...from(client), signal: abort.signal }).catch(() => null));
    await until(() => arrived === start + 2);
    aborts.forEach((abort) => abort.abort());
    await Promise.all(gone);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(app.url("/api/businesses?search=pizza"), from(client))).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    releaseAll();
  });
});

describe("searches in all", () => {
  it(`run ${SEARCH_LIMITS.running} at once; the next waits its turn instead of adding to the load`, async () => {
    const start = arrived;
    const running = Array.from({ length: SEARCH_LIMITS.running }, (_, n) =>
      fetch(app.url(`/businesses?search=busy+${n}`), from(`198.51.100.${30 + n}`)),
    );
    await until(() => arrived === start + SEARCH_LIMITS.running);
    let waitingAnswered = false;
    const waiting = fetch(app.url("/businesses?search=next"), from("198.51.100.99")).then((res) => ((waitingAnswered = true), res));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waitingAnswered).toBe(false);
    expect(arrived).toBe(start + SEARCH_LIMITS.running);

    held.shift()!();
    await until(() => arrived === start + SEARCH_LIMITS.running + 1);
    releaseAll();
    expect((await waiting).status).toBe(200);
    expect((await Promise.all(running)).every((res) => res.status === 200)).toBe(true);
  });
});
