import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, setAccessKey } from "../../server/services/auth/admin-accounts";
import { accountDelayMs, ACCOUNT_FREE_FAILURES, LOGIN_ACCOUNT_IP_LIMIT } from "../../server/services/auth/login-throttle";
import { startTestApp, type TestApp } from "./support/test-app";

// Whoever knows a user code must not be able to lock its admin out; whoever guesses its
// password stays slow. Each address comes from X-Forwarded-For (TRUST_PROXY=loopback).
const ACCESS_KEY = "lockout-access-key";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
  await setAccessKey(app.ctx.db, ACCESS_KEY);
});
afterAll(() => app.close());

let addressCount = 0;
const newAddress = () => `203.0.113.${++addressCount}`;

async function login(body: Record<string, string>, address: string) {
  const started = performance.now();
  const res = await fetch(app.url("/api/admin/login"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return { status: res.status, ms: performance.now() - started, body: (await res.json()) as Record<string, unknown> };
}

async function newAdmin(userCode: string) {
  const password = `${userCode}-password`;
  await createAdmin(app.ctx.db, userCode, password);
  return { accessKey: ACCESS_KEY, userCode, password };
}

/** The account's failures as counted in PostgreSQL (0 when it has no row). */
async function accountFailures(userCode: string): Promise<number> {
  const { rows } = await app.ctx.pool.query<{ points: number }>("SELECT points FROM rate_limits WHERE key = $1", [`admin-login-account:${userCode}`]);
  return rows[0]?.points ?? 0;
}

describe("an attacker without the access key", () => {
  it("naming the admin's user code any number of times changes nothing for the admin", async () => {
    const admin = await newAdmin("keyless-target");
    const addresses = [newAddress(), newAddress(), newAddress()];
    // Each address up to its own limit: 30 attempts in all, the last ones refused.
    for (const address of addresses) {
      for (let i = 0; i < 11; i++) {
        const { status } = await login({ ...admin, accessKey: `wrong-key-${i}`, password: `guess-${i}` }, address);
        expect(status).toBe(i < 10 ? 401 : 429);
      }
    }
    expect(await accountFailures(admin.userCode)).toBe(0);

    const owner = await login(admin, newAddress());
    expect(owner.status).toBe(200);
    expect(owner.body.userCode).toBe(admin.userCode);
  });
});

describe("an attacker with the access key, from one address", () => {
  it("is held back after 5 wrong passwords for the account; the owner elsewhere is not", async () => {
    const admin = await newAdmin("one-address-target");
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_ACCOUNT_IP_LIMIT.points; i++) {
      expect((await login({ ...admin, password: `guess-${i}` }, attacker)).body).toEqual({ error: "Hatalı Şifre" });
    }
    // Even the right password is refused from there, unchecked.
    const refused = await login(admin, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin." });
    expect(await accountFailures(admin.userCode)).toBe(LOGIN_ACCOUNT_IP_LIMIT.points);

    // The owner from another address gets in, after the account's first short delay.
    const owner = await login(admin, newAddress());
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(accountDelayMs(ACCOUNT_FREE_FAILURES));
    // The owner's login forgot the account's failures, not the attacker's address.
    expect(await accountFailures(admin.userCode)).toBe(0);
    expect((await login(admin, attacker)).status).toBe(429);
  });
});

describe("an attacker with the access key, from many addresses", () => {
  it("is slowed more with every wrong password; the owner from a new address waits once, then gets in", async () => {
    const admin = await newAdmin("many-address-target");
    const guesses = ACCOUNT_FREE_FAILURES + 3;
    for (let failures = 0; failures < guesses; failures++) {
      const guess = await login({ ...admin, password: `guess-${failures}` }, newAddress());
      expect(guess.status).toBe(401);
      expect(guess.ms).toBeGreaterThanOrEqual(accountDelayMs(failures));
    }
    expect(accountDelayMs(guesses)).toBeGreaterThan(0);
    expect(await accountFailures(admin.userCode)).toBe(guesses);

    const owner = await login(admin, newAddress());
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(accountDelayMs(guesses));
    // Signed in: the account's count starts again from nothing.
    expect(await accountFailures(admin.userCode)).toBe(0);
    expect((await login({ ...admin, password: "one-more-guess" }, newAddress())).status).toBe(401);
    expect(await accountFailures(admin.userCode)).toBe(1);
  });

  it("a concurrent burst of wrong passwords is answered ever more slowly, never with a refusal", async () => {
    const admin = await newAdmin("burst-target");
    // Seven at once: what one process lets hash and wait, so the gate turns none away.
    const burst = await Promise.all(Array.from({ length: 7 }, (_, i) => login({ ...admin, password: `burst-${i}` }, newAddress())));
    expect(burst.map((answer) => answer.status)).toEqual(Array(7).fill(401));
    // The failures counted before each check raise the wait of the ones after it.
    const slowest = Math.max(...burst.map((answer) => answer.ms));
    expect(slowest).toBeGreaterThanOrEqual(accountDelayMs(6));
    expect(await accountFailures(admin.userCode)).toBe(7);
  });
});
