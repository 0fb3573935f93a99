import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, setAccessKey } from "../../server/services/auth/admin-accounts";
import { CONTACT_RATE_LIMIT } from "../../server/services/contact/create-contact-message";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

// Who the client is, as the rate limits and the stored messages see it: the socket
// address, unless TRUST_PROXY names the proxy the request came through.
let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await startTestApp();
  behindProxy = await startTestApp(undefined, { env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await direct.ctx.db.deleteFrom("contact_messages").where("subject", "like", "Client address %").execute();
  await direct.close();
  await behindProxy.close();
});

const message = (subject: string) => ({
  name: "Ada",
  email: "ada@example.com",
  subject: `Client address ${subject}`,
  message: "Hello",
});

function postContact(app: TestApp, forwardedFor: string, subject: string) {
  return fetch(app.url("/api/contact"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(message(subject)),
  });
}

async function storedAddress(id: number): Promise<string | null> {
  const row = await direct.ctx.db.selectFrom("contact_messages").select("ip").where("id", "=", id).executeTakeFirstOrThrow();
  return row.ip;
}

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For: rotating it does not get past the contact form's limit", async () => {
    // Other files may have counted messages from this machine's own address.
    await direct.ctx.pool.query("DELETE FROM rate_limits WHERE key = $1", [`${CONTACT_RATE_LIMIT.name}:127.0.0.1`]);
    const statuses: number[] = [];
    for (let i = 1; i <= CONTACT_RATE_LIMIT.points + 3; i++) {
      const res = await postContact(direct, `192.0.2.${i}`, `direct ${i}`);
      statuses.push(res.status);
      if (res.status === 201) expect(await storedAddress(((await res.json()) as { id: number }).id)).toBe("127.0.0.1");
      else expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.points).fill(201), 429, 429, 429]);
  });
});

// The session cookie follows how the browser reached Locus: over https (directly or as a
// trusted proxy's X-Forwarded-Proto says) it is `__Host-locus_admin`, and only that name is
// read; over plain http it is `locus_admin`. SITE_URL is https here, so both are Secure.
const COOKIE_ADMIN = { accessKey: "client-address-access-key", userCode: "proto-admin", password: "proto-admin-password" };
beforeAll(async () => {
  await setAccessKey(direct.ctx.db, COOKIE_ADMIN.accessKey);
  await createAdmin(direct.ctx.db, COOKIE_ADMIN.userCode, COOKIE_ADMIN.password);
});

let loginClient = 0;
async function signIn(app: TestApp, proto: "http" | "https"): Promise<{ setCookie: string; token: string }> {
  // Other files' login tests count failures from addresses in the same documentation range.
  await direct.ctx.pool.query("DELETE FROM rate_limits WHERE key LIKE 'admin-login-%'");
  const res = await fetch(app.url("/api/admin/login"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-proto": proto, "x-forwarded-for": `203.0.113.${++loginClient}` },
    body: JSON.stringify(COOKIE_ADMIN),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const [setCookie = ""] = res.headers.getSetCookie();
  return { setCookie, token: /=([^;]*)/.exec(setCookie)![1]! };
}

function sessionStatus(app: TestApp, cookie: string, proto: "http" | "https"): Promise<number> {
  return fetch(app.url("/api/admin/session"), { headers: { cookie, "x-forwarded-proto": proto } }).then((res) => res.status);
}

describe("the session cookie without TRUST_PROXY", () => {
  it("ignores X-Forwarded-Proto: the connection is plain http, so the cookie is locus_admin", async () => {
    const { setCookie, token } = await signIn(direct, "https");
    expect(setCookie).toMatch(/^locus_admin=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86400; Secure$/);
    expect(await sessionStatus(direct, `locus_admin=${token}`, "https")).toBe(200);
    expect(await sessionStatus(direct, `__Host-locus_admin=${token}`, "https")).toBe(401);
  });
});

describe("the session cookie behind a trusted proxy", () => {
  it("is __Host-locus_admin and Secure when the proxy says https, and only that name is read", async () => {
    const { setCookie, token } = await signIn(behindProxy, "https");
    expect(setCookie).toMatch(/^__Host-locus_admin=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86400; Secure$/);
    expect(await sessionStatus(behindProxy, `__Host-locus_admin=${token}`, "https")).toBe(200);
    // A plain-named cookie over https is what an attacker on the way could have planted: ignored.
    expect(await sessionStatus(behindProxy, `locus_admin=${token}`, "https")).toBe(401);
    expect(await sessionStatus(behindProxy, `__Host-locus_admin=${token}`, "http")).toBe(401);
  });

  it("is locus_admin when the proxy says http", async () => {
    const { setCookie, token } = await signIn(behindProxy, "http");
    expect(setCookie).toMatch(/^locus_admin=[\w-]{43}; /);
    expect(await sessionStatus(behindProxy, `locus_admin=${token}`, "http")).toBe(200);
  });

  it("is cleared under the name that applies on sign-out", async () => {
    const { token } = await signIn(behindProxy, "https");
    const res = await fetch(behindProxy.url("/api/admin/logout"), {
      method: "POST",
      headers: { cookie: `__Host-locus_admin=${token}`, "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(["__Host-locus_admin=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure"]);
    expect(await sessionStatus(behindProxy, `__Host-locus_admin=${token}`, "https")).toBe(401);
  });
});

describe("with TRUST_PROXY=loopback", () => {
  it("takes the client from X-Forwarded-For, so each client has its own allowance", async () => {
    for (let i = 1; i <= CONTACT_RATE_LIMIT.points + 3; i++) {
      const res = await postContact(behindProxy, `198.51.100.${100 + i}`, `proxied ${i}`);
      expect(res.status).toBe(201);
      expect(await storedAddress(((await res.json()) as { id: number }).id)).toBe(`198.51.100.${100 + i}`);
    }
  });

  it("believes only the entry the trusted proxy added, not what the client wrote before it", async () => {
    const res = await postContact(behindProxy, "203.0.113.250, 198.51.100.99", "chain");
    expect(res.status).toBe(201);
    expect(await storedAddress(((await res.json()) as { id: number }).id)).toBe("198.51.100.99");
  });

  describe("page actions", () => {
    let pages: RenderedPages;
    beforeAll(async () => {
      pages = await startRenderedPages(behindProxy.ctx);
    });
    afterAll(() => pages.close());

    it("get the same client address in their load context", async () => {
      const res = await pages.send("/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.98" },
        body: new URLSearchParams(message("page form")).toString(),
      });
      expect(res.status).toBe(303);
      const row = await direct.ctx.db
        .selectFrom("contact_messages")
        .select("ip")
        .where("subject", "=", "Client address page form")
        .executeTakeFirstOrThrow();
      expect(row.ip).toBe("198.51.100.98");
    });
  });
});
