import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let pages: RenderedPages;
let cookie = "";
beforeAll(async () => {
  app = await startTestApp();
  pages = await startRenderedPages(app.ctx);
  cookie = (await createAdminSession(app)).cookie;
});
afterAll(async () => {
  await pages.close();
  await app.close();
});

const headersOf = async (path: string, headers: Record<string, string> = {}) => {
  const res = await pages.send(path, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
};

describe("on every answer", () => {
  it.each([
    ["a page", "/"],
    ["a missing page", "/no-such-page"],
    ["the API", "/api/categories"],
    ["an API refusal", "/api/no-such-route"],
    ["a refused address", "/city/%00"],
    ["a file", "/robots.txt"],
    ["a health probe", "/healthz"],
    ["the back office", "/admin/login"],
  ])("%s has nosniff and the referrer policy", async (_what, path) => {
    const { headers } = await headersOf(path);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("public pages", () => {
  it("have no Content-Security-Policy (the site's own analytics and codes load scripts from anywhere) and may be framed", async () => {
    const { headers } = await headersOf("/businesses");
    expect(headers.get("content-security-policy")).toBeNull();
    expect(headers.get("x-frame-options")).toBeNull();
  });
});

describe("the back office", () => {
  it("cannot be framed, and runs only its own scripts and the inline ones with this answer's nonce", async () => {
    for (const [path, session] of [["/admin/login", {}], ["/admin", { cookie }], ["/admin/businesses", { cookie }]] as const) {
      const page = await headersOf(path, session);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Every script element React Router wrote carries it.
      const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("gets a new nonce for each answer", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await headersOf("/admin/login")).headers.get("content-security-policy") ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("its data requests and the back-office API are covered too", async () => {
    const data = await headersOf("/admin/login.data");
    expect(data.headers.get("x-frame-options")).toBe("DENY");
    for (const path of ["/api/admin/session", "/api/categories"]) {
      const { headers } = await headersOf(path, { cookie });
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it("a public page has no nonce in its scripts", async () => {
    const { body } = await headersOf("/");
    expect(body).toContain("<script");
    expect(body).not.toContain("nonce=");
  });
});
