import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API_CALLS, type AdminApiCall } from "./support/admin-calls";
import { createAdminSession } from "./support/admin-session";
import { startTestApp, type TestApp } from "./support/test-app";

// Every admin or state-changing API call, walked without a session and from a
// foreign site: nothing may get through either way.
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie } = await createAdminSession(app));
});
afterAll(() => app.close());

const mutating = (call: AdminApiCall) => call.method !== "GET";

function send(call: AdminApiCall, headers: Record<string, string>) {
  return fetch(app.url(call.path), {
    method: call.method,
    headers: { "content-type": "application/json", ...headers },
    body: mutating(call) ? "{}" : undefined,
  });
}

describe("admin API access", () => {
  it("lists each call once", () => {
    const keys = ADMIN_API_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ADMIN_API_CALLS.filter((call) => call.requiresSession))("$method $path answers 401 without a session", async (call) => {
    const attempts: Record<string, string>[] = [{}, { cookie: "locus_admin=not-a-session" }, { origin: new URL(app.url("/")).origin }];
    for (const headers of attempts) {
      const res = await send(call, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Oturum gerekli. Lütfen giriş yapın." });
    }
  });

  it.each(ADMIN_API_CALLS.filter(mutating))("$method $path answers 403 from a foreign origin, even with a session", async (call) => {
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { referer: "https://evil.example/page" }, { origin: "null" }];
    for (const headers of foreign) {
      const res = await send(call, { cookie, ...headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "İstek reddedildi: farklı kaynak (Origin)." });
    }
  });

  it("the test session itself is valid", async () => {
    const res = await fetch(app.url("/api/admin/session"), { headers: { cookie } });
    expect(res.status).toBe(200);
  });
});
