import { afterAll, beforeAll, expect, it } from "vitest";
import { HASH_GATE_BUSY_MESSAGE, LOGIN_HASHES_IN_FLIGHT, LOGIN_HASHES_WAITING, loginHashGate, type GatePass } from "../../server/services/auth/hash-gate";
import { startTestApp, type TestApp } from "./support/test-app";

// While every place at the process's hash gate is taken, a login is answered before its body
// is read or a router runs: the same 503 the gate gives, for a fraction of the work.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const post = (path: string, body: string) =>
  fetch(app.url(path), { method: "POST", headers: { "Content-Type": "application/json" }, body });

it("turns logins away unread while the gate is full, with the gate's answer and the usual headers", async () => {
  const places: GatePass[] = Array.from({ length: LOGIN_HASHES_IN_FLIGHT + LOGIN_HASHES_WAITING }, () => loginHashGate.enter()!);
  try {
    expect(loginHashGate.isFull()).toBe(true);
    for (const path of ["/api/admin/login", "/api/admin/login/check", "/api/admin/login/"]) {
      // Not even JSON: read, it would be a 400.
      const res = await post(path, "{not json");
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.json()).toEqual({ error: HASH_GATE_BUSY_MESSAGE });
    }
    // Everything else is served as usual meanwhile.
    expect((await app.get("/api/categories")).status).toBe(200);
    expect((await post("/api/contact", "{not json")).status).toBe(400);
  } finally {
    for (const place of places) place.leave();
  }
  expect(loginHashGate.isFull()).toBe(false);
  // With a place free, the same request is read and refused for what it is.
  expect((await post("/api/admin/login", "{not json")).status).toBe(400);
});
