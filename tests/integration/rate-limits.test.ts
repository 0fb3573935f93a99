import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, setAccessKey } from "../../server/services/auth/admin-accounts";
import { LOGIN_HASHES_IN_FLIGHT, LOGIN_HASHES_WAITING } from "../../server/services/auth/hash-gate";
import { accountDelayMs, loginThrottle, LOGIN_IP_LIMIT } from "../../server/services/auth/login-throttle";
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
  it("from one address: at most 10 are checked, the rest turned away by the hash gate or refused unchecked", async () => {
    const client = "198.51.100.200";
    const attempts = Array.from({ length: 60 }, (_, i) =>
      post(app, "/api/admin/login", { accessKey: ACCESS_KEY, userCode: `guess-${i}`, password: "wrong" }, client));
    const answers = await Promise.all(attempts);
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    const checked = count(401);
    // The process takes one login to hash and six waiting; the rest are turned away (503)
    // before they are counted, so a later attempt of the burst may still be checked.
    expect(checked + count(429) + count(503)).toBe(60);
    expect(checked).toBeGreaterThanOrEqual(LOGIN_HASHES_IN_FLIGHT + LOGIN_HASHES_WAITING);
    expect(checked).toBeLessThanOrEqual(LOGIN_IP_LIMIT.points);
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(await res.json()).toEqual({ error: "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin." });
    }
    for (const res of answers.filter((answer) => answer.status === 503)) {
      expect(res.headers.get("retry-after")).toBe("2");
      expect(await res.json()).toEqual({ error: "Sunucu şu anda çok sayıda giriş denemesini işliyor. Lütfen birkaç saniye sonra tekrar deneyin." });
    }
    // Only checked attempts reach the credentials (and their password hash) and the audit log.
    expect(await failedLogins(client)).toHaveLength(checked);
    // Only they were counted: the address may fail the rest of its 10, then it is held back.
    for (let i = checked; i < LOGIN_IP_LIMIT.points; i++) {
      expect((await post(app, "/api/admin/login", { accessKey: "wrong", userCode: "x", password: "x" }, client)).status).toBe(401);
    }
    expect((await post(app, "/api/admin/login", { accessKey: ACCESS_KEY, ...ADMIN }, client)).status).toBe(429);

    // The right credentials from another address: nothing was counted against the account.
    const right = await post(app, "/api/admin/login", { accessKey: ACCESS_KEY, ...ADMIN }, "198.51.100.201");
    expect(right.status).toBe(200);
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
  type Throttle = ReturnType<typeof loginThrottle>;
  const admitAddress = async (throttle: Throttle, ip: string) => {
    const admission = await throttle.admitAddress(ip);
    return admission.admitted ? 0 : admission.retryAfterSeconds;
  };

  it("an address gets 10 attempts per 15 minutes from its first; refusals do not prolong the wait", async () => {
    const throttle = throttleAt(Date.parse("2030-01-01T10:00:00Z"));
    for (let i = 0; i < 10; i++) expect(await admitAddress(throttle, "192.0.2.1")).toBe(0);
    expect(await admitAddress(throttle, "192.0.2.1")).toBe(15 * 60);
    expect(await admitAddress(throttle, "192.0.2.2")).toBe(0);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(await admitAddress(throttle, "192.0.2.1")).toBe(10 * 60);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(await admitAddress(throttle, "192.0.2.1")).toBe(0);
  });

  it("an IPv6 client is counted by its /64, so fresh addresses from one network share its allowance", async () => {
    const throttle = throttleAt(Date.parse("2030-01-05T10:00:00Z"));
    for (let i = 0; i < 10; i++) expect(await admitAddress(throttle, `2001:db8:5:6::${(i + 1).toString(16)}`)).toBe(0);
    expect(await admitAddress(throttle, "2001:db8:5:6:ffff:ffff:ffff:ffff")).toBe(15 * 60);
    expect(await admitAddress(throttle, "2001:db8:5:7::1")).toBe(0);
    for (let i = 0; i < 5; i++) await throttle.admitAccount({ ip: `2001:db8:5:8::${i + 1}`, userCode: "v6-target" });
    expect(await throttle.admitAccount({ ip: "2001:db8:5:8::99", userCode: "v6-target" })).toMatchObject({ admitted: false });
  });

  it("an account gets 5 password checks per address per 15 minutes, letter case ignored", async () => {
    const throttle = throttleAt(Date.parse("2030-01-02T10:00:00Z"));
    const from = (ip: string, userCode = "case") => throttle.admitAccount({ ip, userCode });
    for (let i = 0; i < 5; i++) expect(await from("192.0.2.10", i % 2 ? "Case" : "case")).toMatchObject({ admitted: true });
    vi.advanceTimersByTime(3 * MINUTE);
    expect(await from("192.0.2.10", " CASE ")).toEqual({ admitted: false, retryAfterSeconds: 12 * 60 });
    // Another address, and another account from the same address, are not held back.
    expect(await from("192.0.2.11")).toMatchObject({ admitted: true });
    expect(await from("192.0.2.10", "other")).toEqual({ admitted: true, delayMs: 0 });
    vi.advanceTimersByTime(12 * MINUTE);
    expect(await from("192.0.2.10")).toMatchObject({ admitted: true });
  });

  it("an account's checks from every address set its delay, which grows and never refuses", async () => {
    const throttle = throttleAt(Date.parse("2030-01-03T10:00:00Z"));
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const admission = await throttle.admitAccount({ ip: `192.0.2.${100 + i}`, userCode: "target" });
      delays.push(admission.admitted ? admission.delayMs : -1);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(delays.map((_, failures) => accountDelayMs(failures))).toEqual(delays);
    // The failures are counted for an hour from the first.
    vi.advanceTimersByTime(59 * MINUTE);
    expect(await throttle.admitAccount({ ip: "192.0.2.99", userCode: "target" })).toEqual({ admitted: true, delayMs: 15_000 });
    vi.advanceTimersByTime(MINUTE);
    expect(await throttle.admitAccount({ ip: "192.0.2.99", userCode: "target" })).toEqual({ admitted: true, delayMs: 0 });
  });

  it("a given-back attempt counts nothing; a sign-in forgets its address's and account's failures only", async () => {
    const throttle = throttleAt(Date.parse("2030-01-04T10:00:00Z"));
    const attempt = { ip: "192.0.2.30", userCode: "passing" };
    for (let i = 0; i < 20; i++) {
      expect(await admitAddress(throttle, attempt.ip)).toBe(0);
      expect(await throttle.admitAccount(attempt)).toEqual({ admitted: true, delayMs: 0 });
      await throttle.giveBack(attempt.ip, attempt);
    }
    for (let i = 0; i < 6; i++) await throttle.admitAccount({ ip: `192.0.2.${40 + i}`, userCode: "someone-else" });
    for (let i = 0; i < 9; i++) await admitAddress(throttle, attempt.ip);
    for (let i = 0; i < 5; i++) await throttle.admitAccount(attempt);
    await throttle.signedIn(attempt);
    for (let i = 0; i < 5; i++) expect(await throttle.admitAccount(attempt)).toEqual({ admitted: true, delayMs: 0 });
    expect(await admitAddress(throttle, attempt.ip)).toBe(0);
    expect(await throttle.admitAccount({ ip: "192.0.2.32", userCode: "someone-else" })).toEqual({ admitted: true, delayMs: 1000 });
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
