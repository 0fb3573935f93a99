import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createAdmin, setAccessKey } from "../../server/services/auth/admin-accounts";
import { getAdmin, requireAdmin } from "../../server/services/auth/require-admin";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "../../server/services/auth/session-cookie";
import { startTestApp, type TestApp } from "./support/test-app";

const ACCESS_KEY = "integration-access-key";
const ADMIN = { userCode: "auth-admin", password: "auth-admin-password" };
const CREDENTIALS = { accessKey: ACCESS_KEY, ...ADMIN };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
  await setAccessKey(app.ctx.db, ACCESS_KEY);
  await createAdmin(app.ctx.db, ADMIN.userCode, ADMIN.password);
});
afterAll(() => app.close());

// This server trusts its loopback peer as a proxy (TRUST_PROXY=loopback), so X-Forwarded-For
// gives each test its own client address and its own failure allowance.
let clientCount = 0;
const newClient = () => `198.51.100.${++clientCount}`;

function post(path: string, body: unknown, options: { client?: string; headers?: Record<string, string> } = {}) {
  return fetch(app.url(path), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": options.client ?? newClient(), ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function getSession(cookie?: string) {
  return fetch(app.url("/api/admin/session"), { headers: cookie ? { cookie } : {} });
}

/** The `name=value` part of the session cookie a response sets. */
function cookieFrom(res: Response): string {
  const setCookie = res.headers.getSetCookie().find((value) => value.startsWith("locus_admin="));
  if (!setCookie) throw new Error("no session cookie set");
  return setCookie.split(";")[0]!;
}

async function login(credentials = CREDENTIALS, client?: string) {
  return post("/api/admin/login", credentials, { client });
}

describe("POST /api/admin/login/check", () => {
  it("step 1 accepts the right access key and refuses a wrong one", async () => {
    const right = await post("/api/admin/login/check", { step: 1, accessKey: ACCESS_KEY });
    expect(right.status).toBe(200);
    expect(right.headers.get("cache-control")).toBe("no-store");
    expect(await right.json()).toEqual({ ok: true });

    const wrong = await post("/api/admin/login/check", { step: 1, accessKey: "not-the-key" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Hatalı Erişim Anahtarı" });
  });

  it("step 2 checks the user code and re-checks the key", async () => {
    const right = await post("/api/admin/login/check", { step: 2, accessKey: ACCESS_KEY, userCode: ` ${ADMIN.userCode} ` });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ ok: true });

    const wrongCode = await post("/api/admin/login/check", { step: 2, accessKey: ACCESS_KEY, userCode: "nobody" });
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.json()).toEqual({ error: "Hatalı Kullanıcı Kodu" });

    const wrongKey = await post("/api/admin/login/check", { step: 2, accessKey: "not-the-key", userCode: ADMIN.userCode });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ error: "Hatalı Erişim Anahtarı" });
  });
});

describe("POST /api/admin/login", () => {
  it("names the first wrong part", async () => {
    const cases = [
      [{ ...CREDENTIALS, accessKey: "x", userCode: "nobody", password: "x" }, "Hatalı Erişim Anahtarı"],
      [{ ...CREDENTIALS, userCode: "nobody", password: "x" }, "Hatalı Kullanıcı Kodu"],
      [{ ...CREDENTIALS, password: "wrong-password" }, "Hatalı Şifre"],
    ] as const;
    for (const [credentials, error] of cases) {
      const res = await login(credentials);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.json()).toEqual({ error });
    }
  });

  it("signs in: HttpOnly SameSite=Lax cookie for 24 hours, hashed token stored, last login noted", async () => {
    const before = Date.now();
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { userCode: string; expiresAt: string };
    expect(body.userCode).toBe(ADMIN.userCode);
    const expiresIn = Date.parse(body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

    const [setCookie] = res.headers.getSetCookie();
    // The test app's SITE_URL is https, so the cookie is Secure too.
    expect(setCookie).toMatch(/^locus_admin=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86400; Secure$/);

    const token = readSessionToken(cookieFrom(res))!;
    const session = await app.ctx.db
      .selectFrom("admin_sessions")
      .innerJoin("admin_users", "admin_users.id", "admin_sessions.admin_user_id")
      .select(["token_hash", "user_code", "last_login_at"])
      .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
      .executeTakeFirstOrThrow();
    expect(session.user_code).toBe(ADMIN.userCode);
    expect(session.last_login_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const stored = await app.ctx.db.selectFrom("admin_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });
});

describe("GET /api/admin/session and POST /api/admin/logout", () => {
  it("reports the session only with a valid cookie", async () => {
    const cookie = cookieFrom(await login());
    const withCookie = await getSession(cookie);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get("cache-control")).toBe("no-store");
    expect(await withCookie.json()).toMatchObject({ authenticated: true, userCode: ADMIN.userCode, expiresAt: expect.any(String) });

    for (const res of [await getSession(), await getSession("locus_admin=forged-token"), await getSession(`locus_admin=${"A".repeat(43)}`)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Oturum gerekli. Lütfen giriş yapın." });
    }
  });

  it("logout ends the session and clears the cookie; without a session it still answers ok", async () => {
    const cookie = cookieFrom(await login());
    const res = await post("/api/admin/logout", "", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.getSetCookie()[0]).toMatch(/^locus_admin=; HttpOnly; SameSite=Lax; Path=\/; Max-Age=0/);
    expect((await getSession(cookie)).status).toBe(401);

    const again = await post("/api/admin/logout", "");
    expect(again.status).toBe(200);
  });

  it("refuses an expired session and deletes it", async () => {
    const cookie = cookieFrom(await login());
    const tokenHash = createHash("sha256").update(readSessionToken(cookie)!).digest("hex");
    await app.ctx.db.updateTable("admin_sessions").set({ expires_at: new Date(Date.now() - 1000) }).where("token_hash", "=", tokenHash).execute();
    expect((await getSession(cookie)).status).toBe(401);
    expect(await app.ctx.db.selectFrom("admin_sessions").select("id").where("token_hash", "=", tokenHash).execute()).toEqual([]);
  });
});

describe("failed-login limits", () => {
  it("holds back an address after 5 wrong passwords for one account, not the account's owner elsewhere", async () => {
    await createAdmin(app.ctx.db, "limited-admin", "limited-admin-password");
    const right = { accessKey: ACCESS_KEY, userCode: "limited-admin", password: "limited-admin-password" };
    const guesser = newClient();
    for (let i = 0; i < 5; i++) expect((await login({ ...right, password: `wrong-${i}` }, guesser)).status).toBe(401);

    const refused = await login(right, guesser);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ error: "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin." });
    expect(refused.headers.getSetCookie()).toEqual([]);
    // The steps that check no password still answer that address.
    expect((await post("/api/admin/login/check", { step: 2, accessKey: ACCESS_KEY, userCode: "limited-admin" }, { client: guesser })).status).toBe(200);
    // The owner from another address gets in, and so do other accounts.
    expect((await login(right)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it("blocks an address after 10 failures, even with the right credentials", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      const step = i % 2 === 0 ? { step: 1, accessKey: `wrong-${i}` } : { step: 2, accessKey: ACCESS_KEY, userCode: `nobody-${i}` };
      expect((await post("/api/admin/login/check", step, { client })).status).toBe(401);
    }
    const refused = await login(CREDENTIALS, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await post("/api/admin/login/check", { step: 1, accessKey: ACCESS_KEY }, { client })).status).toBe(429);
    // Another address still gets in.
    expect((await login(CREDENTIALS, newClient())).status).toBe(200);
  });

  it("a successful login forgets the earlier failures of its account and its address", async () => {
    await createAdmin(app.ctx.db, "forgiven-admin", "forgiven-admin-password");
    const right = { accessKey: ACCESS_KEY, userCode: "forgiven-admin", password: "forgiven-admin-password" };
    const client = newClient();
    const failTimes = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const wrong = i < 4 ? { ...right, password: "wrong" } : { ...right, userCode: `nobody-${i}` };
        expect((await login(wrong, client)).status).toBe(401);
      }
    };
    await failTimes(9);
    expect((await login(right, client)).status).toBe(200);
    await failTimes(9);
    expect((await login(right, client)).status).toBe(200);
  });
});

describe("audit log", () => {
  it("records failures with step, user code and reason, successes and logouts, never a secret", async () => {
    await app.ctx.db.deleteFrom("audit_log").execute();
    const client = newClient();
    await post("/api/admin/login/check", { step: 1, accessKey: "secret-guess-1" }, { client });
    await post("/api/admin/login/check", { step: 2, accessKey: ACCESS_KEY, userCode: "ghost" }, { client });
    await login({ ...CREDENTIALS, password: "secret-guess-2" }, client);
    const signedIn = await login(CREDENTIALS, client);
    await post("/api/admin/logout", "", { client, headers: { cookie: cookieFrom(signedIn) } });

    const rows = await app.ctx.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const adminId = (await app.ctx.db.selectFrom("admin_users").select("id").where("user_code", "=", ADMIN.userCode).executeTakeFirstOrThrow()).id;
    expect(rows.map(({ action, details, ip, admin_user_id }) => ({ action, details, ip, admin_user_id }))).toEqual([
      { action: "login.failed", details: { step: 1, userCode: null, reason: "accessKey" }, ip: client, admin_user_id: null },
      { action: "login.failed", details: { step: 2, userCode: "ghost", reason: "userCode" }, ip: client, admin_user_id: null },
      { action: "login.failed", details: { step: 3, userCode: ADMIN.userCode, reason: "password" }, ip: client, admin_user_id: null },
      { action: "login.success", details: { sessionId: expect.any(Number) }, ip: client, admin_user_id: adminId },
      { action: "logout", details: { sessionId: expect.any(Number) }, ip: client, admin_user_id: adminId },
    ]);
    const everything = JSON.stringify(rows);
    for (const secret of ["secret-guess", ACCESS_KEY, ADMIN.password]) expect(everything).not.toContain(secret);
  });
});

describe("Origin rule on login", () => {
  it("refuses a foreign Origin or Referer and lets the site's own and header-less requests through", async () => {
    const foreign = await post("/api/admin/login", CREDENTIALS, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    expect(await foreign.json()).toEqual({ error: "İstek reddedildi: farklı kaynak (Origin)." });
    const foreignReferer = await post("/api/admin/login", CREDENTIALS, { headers: { referer: "https://evil.example/form" } });
    expect(foreignReferer.status).toBe(403);

    const own = new URL(app.url("/")).origin;
    expect((await post("/api/admin/login", CREDENTIALS, { headers: { origin: own } })).status).toBe(200);
    expect((await post("/api/admin/login", CREDENTIALS, { headers: { origin: "https://locus.test" } })).status).toBe(200);
    expect((await post("/api/admin/login", CREDENTIALS, { headers: { referer: `${own}/admin/login` } })).status).toBe(200);
    expect((await post("/api/admin/login", CREDENTIALS)).status).toBe(200);
  });
});

describe("bad input", () => {
  it("answers 400 with details for missing, blank and oversized fields", async () => {
    const missing = await post("/api/admin/login", { accessKey: ACCESS_KEY });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "Invalid login request",
      details: [
        { path: "userCode", message: "Kullanıcı kodu gerekli." },
        { path: "password", message: "Şifre gerekli." },
      ],
    });

    const oversized = await post("/api/admin/login", { ...CREDENTIALS, password: "x".repeat(201), userCode: "   " });
    expect(oversized.status).toBe(400);
    expect(((await oversized.json()) as { details: unknown[] }).details).toEqual([
      { path: "userCode", message: "Kullanıcı kodu gerekli." },
      { path: "password", message: "En fazla 200 karakter olabilir." },
    ]);

    for (const body of [{ step: 3, accessKey: ACCESS_KEY }, { accessKey: ACCESS_KEY }, { step: 2, accessKey: ACCESS_KEY }, [1]]) {
      expect((await post("/api/admin/login/check", body)).status).toBe(400);
    }
    expect((await post("/api/admin/login", "{\"accessKey\":")).status).toBe(400);
    expect((await post("/api/admin/login", new URLSearchParams(CREDENTIALS).toString(), { headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
  });

  it("does not count invalid input as a failed attempt", async () => {
    const client = newClient();
    for (let i = 0; i < 12; i++) await post("/api/admin/login", { accessKey: "" }, { client });
    expect((await login(CREDENTIALS, client)).status).toBe(200);
  });
});

describe("session cookie", () => {
  const http = loadConfig({ SITE_URL: "http://192.168.1.20:3000" });
  const https = loadConfig({ SITE_URL: "https://locus.example" });

  it("is Secure only when the site is served over https", () => {
    expect(sessionCookie("tok", http)).toBe("locus_admin=tok; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400");
    expect(sessionCookie("tok", https)).toBe("locus_admin=tok; HttpOnly; SameSite=Lax; Path=/; Max-Age=86400; Secure");
    expect(clearedSessionCookie(http)).toBe("locus_admin=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0");
  });

  it("is read back from a Cookie header among others", () => {
    const token = "A".repeat(40) + "b_-";
    expect(readSessionToken(`theme=dark; locus_admin=${token}; other=1`)).toBe(token);
    expect(readSessionToken("locus_admin=short")).toBeNull();
    expect(readSessionToken("xlocus_admin=" + token)).toBeNull();
    expect(readSessionToken(undefined)).toBeNull();
  });
});

describe("requireAdmin (page loaders and actions)", () => {
  // Plain http, as the login above was: over https only the __Host- cookie counts (client-address.test.ts).
  const page = (method: string, headers: Record<string, string>) => new Request("http://locus.test/admin/businesses", { method, headers });

  it("returns the signed-in admin and redirects to the login page without one", async () => {
    const cookie = cookieFrom(await login());
    const admin = await requireAdmin(app.ctx, page("GET", { cookie }));
    expect(admin).toMatchObject({ userCode: ADMIN.userCode, id: expect.any(Number), sessionId: expect.any(Number) });
    expect(await getAdmin(app.ctx, page("GET", {}))).toBeNull();

    const thrown = await requireAdmin(app.ctx, page("GET", {})).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/admin/login");
  });

  it("refuses a mutation from a foreign origin with 403, even with a session", async () => {
    const cookie = cookieFrom(await login());
    const thrown = await requireAdmin(app.ctx, page("POST", { cookie, origin: "https://evil.example" })).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(403);
    expect(await (thrown as Response).text()).toBe("İstek reddedildi: farklı kaynak (Origin).");
    await expect(requireAdmin(app.ctx, page("POST", { cookie, origin: "https://locus.test" }))).resolves.toMatchObject({ userCode: ADMIN.userCode });
  });
});
