import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, setAccessKey } from "../../server/services/auth/admin-accounts";
import { loginThrottle, LOGIN_IP_LIMIT } from "../../server/services/auth/login-throttle";
import { MINUTE } from "../../server/services/cache";
import { CONTACT_RATE_LIMIT } from "../../server/services/contact/create-contact-message";
import { RateLimiters } from "../../server/services/rate-limit";
import { startTestApp, type TestApp } from "./support/test-app";

// Limits counted in PostgreSQL: atomically before the work, and the same for every process.
const ACCESS_KEY = "limits-access-key";
const ADMIN = { userCode: "limits-admin", password: "limits-admin-password" };

let app: TestApp;
beforeAll(async () => {
  // X-Forwarded-For (believed from the loopback proxy) gives each test its own client address.
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
  await setAccessKey(app.ctx.db, ACCESS_KEY);
  await createAdmin(app.ctx.db, ADMIN.userCode, ADMIN.password);
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

function post(target: TestApp, path: string, body: unknown, client: string) {
  return fetch(target.url(path), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
}

const failedLogins = (client: string) =>
  app.ctx.db
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", "login.failed")
    .where("ip", "=", client)
    .execute();

describe("concurrent login attempts", () => {
  it("from one address: 10 are checked and answered 401, the other 50 are refused unchecked", async () => {
    const client = "198.51.100.200";
    const attempts = Array.from({ length: 60 }, (_, i) =>
      post(app, "/api/admin/login", { accessKey: ACCESS_KEY, userCode: `guess-${i}`, password: "wrong" }, client));
    const answers = await Promise.all(attempts);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_IP_LIMIT.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - LOGIN_IP_LIMIT.points);
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(await res.json()).toEqual({ error: "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin." });
    }
    // Only checked attempts reach the credentials (and their password hash) and the audit log.
    expect(await failedLogins(client)).toHaveLength(LOGIN_IP_LIMIT.points);

    // The right credentials from another address: the account's own allowance is untouched.
    const right = await post(app, "/api/admin/login", { accessKey: ACCESS_KEY, ...ADMIN }, "198.51.100.201");
    expect(right.status).toBe(200);
  });

  it("at one account from many addresses: 5 are checked, then the account is held back", async () => {
    await createAdmin(app.ctx.db, "limits-target", "limits-target-password");
    const guess = (i: number) => ({ accessKey: ACCESS_KEY, userCode: "limits-target", password: `guess-${i}` });
    const attempts = Array.from({ length: 30 }, (_, i) => post(app, "/api/admin/login", guess(i), `203.0.113.${i + 1}`));
    const statuses = (await Promise.all(attempts)).map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    const right = { accessKey: ACCESS_KEY, userCode: "limits-target", password: "limits-target-password" };
    expect((await post(app, "/api/admin/login", right, "203.0.113.99")).status).toBe(429);
  });
});

describe("across processes", () => {
  it("two app contexts (two pools) on one database share one count", async () => {
    const other = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
    try {
      const sender = "198.51.100.210";
      const message = { name: "Ada", email: "ada@example.com", subject: "Shared limit", message: "Hello" };
      const sends = Array.from({ length: 12 }, (_, i) => post(i % 2 ? other : app, "/api/contact", message, sender));
      const statuses = (await Promise.all(sends)).map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_RATE_LIMIT.points);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - CONTACT_RATE_LIMIT.points);
      expect((await post(other, "/api/contact", message, sender)).status).toBe(429);
      expect((await post(app, "/api/contact", message, sender)).status).toBe(429);
    } finally {
      await app.ctx.db.deleteFrom("contact_messages").where("subject", "=", "Shared limit").execute();
      await other.close();
    }
  });
});

describe("login throttle windows", () => {
  // Only the clock is faked: the counts still go to PostgreSQL and back.
  const throttleAt = (start: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    return loginThrottle(new RateLimiters(app.ctx.pool));
  };
  const admit = async (throttle: ReturnType<typeof loginThrottle>, attempt: { ip: string; userCode?: string }) => {
    const admission = await throttle.admit(attempt);
    return admission.admitted ? 0 : admission.retryAfterSeconds;
  };

  it("an address gets 10 attempts per 15 minutes from its first; refusals do not prolong the wait", async () => {
    const throttle = throttleAt(Date.parse("2030-01-01T10:00:00Z"));
    for (let i = 0; i < 10; i++) expect(await admit(throttle, { ip: "192.0.2.1", userCode: `user-${i}` })).toBe(0);
    expect(await admit(throttle, { ip: "192.0.2.1" })).toBe(15 * 60);
    expect(await admit(throttle, { ip: "192.0.2.2" })).toBe(0);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(await admit(throttle, { ip: "192.0.2.1" })).toBe(10 * 60);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(await admit(throttle, { ip: "192.0.2.1" })).toBe(0);
  });

  it("a user code gets 5 from any address, letter case ignored; the longer of two waits is told", async () => {
    const throttle = throttleAt(Date.parse("2030-01-02T10:00:00Z"));
    for (let i = 0; i < 10; i++) await admit(throttle, { ip: "192.0.2.22" });
    vi.advanceTimersByTime(3 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect(await admit(throttle, { ip: `192.0.2.${10 + i}`, userCode: i % 2 ? "Case" : "case" })).toBe(0);
    }
    expect(await admit(throttle, { ip: "192.0.2.20", userCode: " CASE " })).toBe(15 * 60);
    // Step 1 names no user code: a fresh address passes.
    expect(await admit(throttle, { ip: "192.0.2.21" })).toBe(0);
    // The address is held back for 12 more minutes, the account for 15: 15 is told.
    expect(await admit(throttle, { ip: "192.0.2.22", userCode: "case" })).toBe(15 * 60);
    expect(await admit(throttle, { ip: "192.0.2.22", userCode: "other" })).toBe(12 * 60);
  });

  it("a passed step gives its count back; a sign-in forgets its address's and account's failures only", async () => {
    const throttle = throttleAt(Date.parse("2030-01-03T10:00:00Z"));
    const step2 = { ip: "192.0.2.30", userCode: "passing" };
    for (let i = 0; i < 20; i++) {
      expect(await admit(throttle, step2)).toBe(0);
      await throttle.passed(step2);
    }
    for (let i = 0; i < 5; i++) await admit(throttle, { ip: "192.0.2.30", userCode: "someone-else" });
    for (let i = 0; i < 4; i++) await admit(throttle, step2);
    await throttle.signedIn(step2);
    for (let i = 0; i < 5; i++) expect(await admit(throttle, step2)).toBe(0);
    expect(await admit(throttle, { ip: "192.0.2.31", userCode: "someone-else" })).toBeGreaterThan(0);
  });
});

describe("expired rows", () => {
  it("are swept every 5 minutes once expired for an hour, so the table stays small", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // The first limit a context uses starts the sweep of the table all limits share.
    new RateLimiters(app.ctx.pool).for(CONTACT_RATE_LIMIT);
    const now = Date.now();
    await app.ctx.pool.query("INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2), ($3, 1, $4)", [
      "sweep-test:old", now - 120 * MINUTE, "sweep-test:recent", now - 10 * MINUTE,
    ]);
    const keys = async () => {
      const { rows } = await app.ctx.pool.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'sweep-test:%'");
      return rows.map((row) => row.key);
    };
    expect(await keys()).toHaveLength(2);
    vi.advanceTimersByTime(5 * MINUTE);
    await vi.waitFor(async () => expect(await keys()).toEqual(["sweep-test:recent"]));
  });
});
