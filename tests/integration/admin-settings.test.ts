import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILT_IN_INJECTION_IDS, PLACEHOLDER_MESSAGE } from "../../app/lib/admin/html-injection";
import { EMPTY_SITE_SETTINGS } from "../../app/lib/admin/site-settings";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

let app: TestApp;
let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, adminUserId } = await createAdminSession(app));
});
afterAll(() => app.close());

beforeEach(async () => {
  await app.ctx.db.deleteFrom("site_settings").where("key", "=", "site").execute();
  await app.ctx.db.updateTable("html_injections").set({ enabled: false }).execute();
  await app.ctx.db.deleteFrom("html_injections").where("id", "not in", [...BUILT_IN_INJECTION_IDS]).execute();
  app.ctx.cache.clear();
});

function call(method: string, path: string, body?: unknown) {
  return fetch(app.url(path), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const GA = "G-AB12CD34EF";
const FULL = {
  ...EMPTY_SITE_SETTINGS,
  headCodes: '<meta name="locus-head-check" content="1">',
  footerCodes: '<div id="locus-footer-check"></div>',
  googleAnalytics: GA,
  googleTagManager: "GTM-AB12CD3",
  facebookPixel: "123456789012345",
  yandexMetrica: "87654321",
  metaDescription: "Locus: dünyanın her yerinden yerel işletmeler, tek bir rehberde.",
  metaKeywords: "rehber, işletme, restoran",
};

describe("site settings", () => {
  it("are empty at first, saved whole, read back and audited", async () => {
    const first = await call("GET", "/api/admin/settings");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toEqual({ settings: EMPTY_SITE_SETTINGS, updatedAt: null });

    const saved = await call("PUT", "/api/admin/settings", { ...FULL, googleTagManager: "gtm-ab12cd3" });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { settings: typeof FULL; updatedAt: string };
    expect(answer.settings).toEqual(FULL);
    expect(Date.parse(answer.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(((await (await call("GET", "/api/admin/settings")).json()) as { settings: unknown }).settings).toEqual(FULL);

    const audit = await app.ctx.db.selectFrom("audit_log").selectAll().where("action", "=", "settings.update").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit.admin_user_id).toBe(adminUserId);
    expect((audit.details as { filled: string[] }).filled).toContain("googleAnalytics");
  });

  it("refuse ids that could break out of their snippet, with Turkish messages, and change nothing", async () => {
    await call("PUT", "/api/admin/settings", FULL);
    const res = await call("PUT", "/api/admin/settings", { ...FULL, googleAnalytics: "G-1');alert(1);//", facebookPixel: "abc" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Ayarlar geçersiz; işaretli alanları düzeltin.");
    expect(body.details.map((detail) => detail.path).sort()).toEqual(["facebookPixel", "googleAnalytics"]);
    expect(body.details.find((detail) => detail.path === "googleAnalytics")?.message).toContain("G- ile başlamalı");
    expect(((await (await call("GET", "/api/admin/settings")).json()) as { settings: unknown }).settings).toEqual(FULL);
  });

  it("refuse a body that is not JSON or misses fields", async () => {
    const text = await fetch(app.url("/api/admin/settings"), { method: "PUT", headers: { cookie, "content-type": "text/plain" }, body: "x" });
    expect(text.status).toBe(415);
    const partial = await call("PUT", "/api/admin/settings", { googleAnalytics: GA });
    expect(partial.status).toBe(400);
  });

  it("security status reports accounts, sessions, failed sign-ins and https from real records", async () => {
    await app.ctx.db.insertInto("audit_log").values({ action: "login.failed", ip: "203.0.113.9", details: JSON.stringify({ step: 1, reason: "accessKey" }) }).execute();
    const res = await call("GET", "/api/admin/settings/security");
    expect(res.status).toBe(200);
    const status = (await res.json()) as {
      admins: { userCode: string }[];
      activeSessions: number;
      failedLogins: { last24Hours: number; last7Days: number; recent: { ip: string; step: number; reason: string }[] };
      https: { siteUrl: string; siteUsesHttps: boolean; secureCookie: boolean; requestWasHttps: boolean };
    };
    const accounts = await app.ctx.db.selectFrom("admin_users").select("user_code").execute();
    expect(status.admins.map((admin) => admin.userCode).sort()).toEqual(accounts.map((account) => account.user_code).sort());
    expect(status.activeSessions).toBeGreaterThanOrEqual(1);
    expect(status.failedLogins.last24Hours).toBeGreaterThanOrEqual(1);
    expect(status.failedLogins.recent[0]).toMatchObject({ ip: "203.0.113.9", step: 1, reason: "accessKey" });
    // The test app is configured as https://locus.test and called over plain http.
    expect(status.https).toEqual({ siteUrl: "https://locus.test", siteUsesHttps: true, secureCookie: true, requestWasHttps: false });
  });

  it("clear cache empties the server's read cache", async () => {
    await app.ctx.cache.getOrSet("probe", 60_000, async () => "cached");
    const res = await call("POST", "/api/clear-cache");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Cache başarıyla temizlendi" });
    expect(await app.ctx.cache.getOrSet("probe", 60_000, async () => "fresh")).toBe("fresh");
  });
});

interface Item {
  id: string;
  name: string;
  description: string;
  code: string;
  enabled: boolean;
  position: "head" | "body-start" | "body-end";
  builtIn?: boolean;
  updatedAt?: string;
}

async function items(): Promise<Item[]> {
  const res = await call("GET", "/api/admin/html-injection");
  expect(res.status).toBe(200);
  return (await res.json()) as Item[];
}

const strip = ({ builtIn: _builtIn, updatedAt: _updatedAt, ...item }: Item): Item => item;

describe("HTML injection", () => {
  it("starts with the built-in services, all off", async () => {
    const list = await items();
    expect(list.map((item) => item.id)).toEqual([...BUILT_IN_INJECTION_IDS]);
    expect(list.every((item) => !item.enabled && item.builtIn)).toBe(true);
    expect(list.map((item) => item.name)).toContain("Google AdSense");
  });

  it("saves the list in order, adds and deletes custom items, keeps built-ins", async () => {
    const list = (await items()).map(strip);
    const custom: Item = { id: "custom-chat", name: "Sohbet", description: "", code: "<script>window.chat=1</script>", enabled: true, position: "body-end" };
    const res = await call("POST", "/api/admin/html-injection", [custom, ...list.slice(1)]);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Item[];
    // The items sent, in the order sent; the built-in left out is still there.
    expect(saved.map((item) => item.id).filter((id) => id !== "google-adsense")).toEqual(["custom-chat", ...list.slice(1).map((item) => item.id)]);
    expect(saved.map((item) => item.id)).toContain("google-adsense");
    expect(saved[0]).toMatchObject({ ...custom, builtIn: false });

    // The custom item left out of the next save is deleted; a built-in left out stays.
    const again = await call("POST", "/api/admin/html-injection", list.slice(2));
    expect(again.status).toBe(200);
    const ids = (await items()).map((item) => item.id);
    expect(ids).not.toContain("custom-chat");
    expect(ids.sort()).toEqual([...BUILT_IN_INJECTION_IDS].sort());
  });

  it("refuses to switch on a template still holding XXXX, an empty code, duplicate ids and 51 items", async () => {
    const list = (await items()).map(strip);
    const adsense = list.find((item) => item.id === "google-adsense")!;
    const template = await call("POST", "/api/admin/html-injection", [{ ...adsense, enabled: true }]);
    expect(template.status).toBe(400);
    const body = (await template.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("HTML kod ayarları geçersiz; işaretli öğeleri düzeltin.");
    expect(body.details).toEqual([{ path: "0.code", message: PLACEHOLDER_MESSAGE }]);

    const empty = await call("POST", "/api/admin/html-injection", [{ ...list.find((item) => item.id === "custom-head")!, enabled: true }]);
    expect(empty.status).toBe(400);
    const twice = await call("POST", "/api/admin/html-injection", [list[0], list[0]]);
    expect(twice.status).toBe(400);
    const many = Array.from({ length: 51 }, (_, index) => ({ ...list[0]!, id: `custom-${index}` }));
    expect((await call("POST", "/api/admin/html-injection", many)).status).toBe(400);
    const badPosition = await call("POST", "/api/admin/html-injection", [{ ...list[0], position: "footer" }]);
    expect(badPosition.status).toBe(400);
    expect((await items()).every((item) => !item.enabled)).toBe(true);
  });
});

describe("public pages", () => {
  let pages: RenderedPages;
  beforeAll(async () => {
    pages = await startRenderedPages(app.ctx);
  });
  afterAll(() => pages?.close());

  it("carry the saved analytics snippets, head and footer codes, description and keywords in their server HTML", async () => {
    expect((await call("PUT", "/api/admin/settings", FULL)).status).toBe(200);
    const { status, body } = await pages.get("/");
    expect(status).toBe(200);
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA}`);
    expect(head).toContain("gtm.js?id='+i+dl");
    expect(head).toContain("'dataLayer','GTM-AB12CD3'");
    expect(head).toContain("fbq('init','123456789012345')");
    expect(head).toContain("ym(87654321,'init'");
    expect(head).toContain('<meta name="locus-head-check" content="1">');
    expect(head).toContain(`<meta name="description" content="${FULL.metaDescription}"/>`);
    expect(head).toContain('<meta name="keywords" content="rehber, işletme, restoran">');
    const bodyStart = body.slice(body.indexOf("<body"), body.indexOf("<body") + 600);
    expect(bodyStart).toContain("googletagmanager.com/ns.html?id=GTM-AB12CD3");
    expect(body.lastIndexOf('<div id="locus-footer-check"></div>')).toBeGreaterThan(body.lastIndexOf("<main"));

    // A business page keeps its own keywords; the default is only for pages without.
    const slug = (await app.ctx.db.selectFrom("businesses").select("slug").limit(1).executeTakeFirstOrThrow()).slug;
    const business = await pages.get(`/business/${slug}`);
    expect(business.body.match(/<meta name="keywords"/g)).toHaveLength(1);
    expect(business.body).not.toContain("rehber, işletme, restoran");
  });

  it("apply an injection item at once, and never on back-office pages", async () => {
    const list = (await items()).map(strip);
    const custom = { ...list.find((item) => item.id === "custom-head")!, code: '<meta name="locus-injected" content="yes">', enabled: true };
    expect((await call("POST", "/api/admin/html-injection", list.map((item) => (item.id === custom.id ? custom : item)))).status).toBe(200);
    const page = await pages.get("/categories");
    expect(page.body).toContain('<!-- injection custom-head: Özel head kodu --><meta name="locus-injected" content="yes"><!-- /injection custom-head -->');
    const codes = (await (await fetch(app.url("/api/html-injection-codes"))).json()) as { id: string }[];
    expect(codes.map((code) => code.id)).toEqual(["custom-head"]);

    await call("PUT", "/api/admin/settings", FULL);
    const login = await pages.get("/admin/login");
    expect(login.body).not.toContain("locus-injected");
    expect(login.body).not.toContain("googletagmanager");

    expect((await call("POST", "/api/admin/html-injection", list)).status).toBe(200);
    expect((await pages.get("/categories")).body).not.toContain("locus-injected");
  });
});
