import { createServer, type AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isWalkFinished, type BulkSubmitAnswer, type IndexingSettingsView, type IndexingWalk, type SingleSubmitAnswer, type SubmissionLogEntry } from "../../app/lib/admin/indexing";
import type { Db } from "../../server/db/pool";
import { forgetGoogleTokens } from "../../server/services/indexing/fetch-google-token";
import { startFakeIndexingEndpoint, type FakeIndexingEndpoint } from "../support/fake-indexing-endpoint";
import { createTestServiceAccount } from "../support/test-service-account";
import { createAdminSession } from "./support/admin-session";
import { startRenderedPages } from "./support/rendered-pages";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

const SITE = "https://locus.test";
const NOT_CONFIGURED = "Hiçbir indeksleme servisi yapılandırılmamış. URL İndeksleme ekranından IndexNow'u etkinleştirin veya bir Google hizmet hesabı ekleyin.";
const account = createTestServiceAccount();
/** The fake engines listen on 127.0.0.1, which only this setting lets Locus call. */
const LOCAL_ENGINES = { env: { INDEXING_ALLOW_PRIVATE_ADDRESSES: "true" } };

let app: TestApp;
let cookie: string;
let fake: FakeIndexingEndpoint;
let businessUrls: string[];

async function clearIndexing(db: Db) {
  await db.deleteFrom("url_submissions").execute();
  await db.deleteFrom("site_settings").where("key", "like", "indexing.%").execute();
  await db.deleteFrom("jobs").where("kind", "=", "url-indexing").execute();
}

beforeAll(async () => {
  app = await startTestApp(undefined, LOCAL_ENGINES);
  ({ cookie } = await createAdminSession(app));
  cookies.set(app, cookie);
  fake = await startFakeIndexingEndpoint({ publicKey: account.publicKey, clientEmail: account.clientEmail });
  const rows = await app.ctx.db.selectFrom("businesses").select("slug").orderBy("id").limit(3).execute();
  businessUrls = rows.map((row) => `${SITE}/business/${row.slug}`);
});
afterAll(async () => {
  await clearIndexing(app.ctx.db);
  await fake.close();
  await app.close();
});
beforeEach(async () => {
  await clearIndexing(app.ctx.db);
  app.ctx.cache.clear();
  forgetGoogleTokens();
  fake.reset();
});

/** Each app's admin session, so one helper calls either. */
const cookies = new Map<TestApp, string>();

function call(target: TestApp, method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie: cookies.get(target) ?? "" }) {
  return fetch(target.url(path), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectJson<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const configure = (target: TestApp, input: object) => call(target, "PUT", "/api/admin/url-indexing/settings", input).then((res) => expectJson<IndexingSettingsView>(res, 200));
const readSettings = (target = app) => call(target, "GET", "/api/admin/url-indexing/settings").then((res) => expectJson<IndexingSettingsView>(res, 200));
const useIndexNow = (target = app) => configure(target, { indexNow: { enabled: true, endpoint: fake.indexNowUrl } });
const useGoogle = (target = app) => configure(target, { google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl } });
const submitOne = (url: string) => call(app, "POST", "/api/submit-url", { url, type: "URL_UPDATED" });
const submitMany = (urls: string[]) => call(app, "POST", "/api/submit-urls-bulk", { urls });
const logRows = () => app.ctx.db.selectFrom("url_submissions").selectAll().orderBy("id").execute();

/** Google's quota used by earlier requests: `count` answered publish requests, `hoursAgo` hours back. */
async function usedGoogleQuota(db: Db, count: number, hoursAgo = 0) {
  await sql`INSERT INTO url_submissions (url, engine, status, http_status, message, created_at)
    SELECT ${`${SITE}/business/earlier`}, 'google', 'success', 200, 'kabul edildi (200)', now() - make_interval(hours => ${hoursAgo})
    FROM generate_series(1, ${count})`.execute(db);
}

describe("without a session or an engine", () => {
  it("refuses every call without a session", async () => {
    for (const [method, path] of [["POST", "/api/submit-url"], ["POST", "/api/submit-urls-bulk"], ["GET", "/api/admin/url-indexing/settings"], ["POST", "/api/admin/url-indexing/jobs"]]) {
      const res = await call(app, method!, path!, method === "POST" ? {} : undefined, {});
      expect((await expectJson<{ error: string }>(res, 401)).error).toBe("Oturum gerekli. Lütfen giriş yapın.");
    }
  });

  it("says in Turkish that no engine is configured, for every kind of submission", async () => {
    expect(await expectJson(await submitOne(businessUrls[0]!), 409)).toEqual({ error: NOT_CONFIGURED });
    expect(await expectJson(await submitMany(businessUrls), 409)).toEqual({ error: NOT_CONFIGURED });
    expect(await expectJson(await call(app, "POST", "/api/admin/url-indexing/jobs"), 409)).toEqual({ error: NOT_CONFIGURED });
    expect(await logRows()).toEqual([]);
  });
});

describe("settings", () => {
  it("make the IndexNow key once, keep it, and regenerate it on request", async () => {
    const first = await expectJson<IndexingSettingsView>(await call(app, "GET", "/api/admin/url-indexing/settings"), 200);
    expect(first.indexNow).toMatchObject({ enabled: false, endpoint: "https://api.indexnow.org/indexnow" });
    expect(first.indexNow.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.indexNow.keyLocation).toBe(`${SITE}/${first.indexNow.key}.txt`);
    expect(first.google).toEqual({ enabled: false, clientEmail: null, endpoint: "https://indexing.googleapis.com/v3/urlNotifications:publish", quota: { limit: 200, used: 0, remaining: 200 } });
    const again = await expectJson<IndexingSettingsView>(await call(app, "GET", "/api/admin/url-indexing/settings"), 200);
    expect(again.indexNow.key).toBe(first.indexNow.key);
    const renewed = await expectJson<IndexingSettingsView>(await call(app, "POST", "/api/admin/url-indexing/indexnow-key"), 200);
    expect(renewed.indexNow.key).not.toBe(first.indexNow.key);
  });

  it("refuse endpoints that are not https (plain http only on this machine)", async () => {
    for (const endpoint of ["ftp://example.com/indexnow", "http://example.com/indexnow", "not a url"]) {
      const res = await call(app, "PUT", "/api/admin/url-indexing/settings", { indexNow: { enabled: true, endpoint } });
      expect((await expectJson<{ error: string }>(res, 400)).error).toBe("Uç nokta https:// ile başlayan geçerli bir adres olmalı.");
    }
  });

  it("check the pasted service account and never send it back, only its e-mail", async () => {
    const refused = async (serviceAccount: string) =>
      (await expectJson<{ error: string }>(await call(app, "PUT", "/api/admin/url-indexing/settings", { google: { serviceAccount } }), 400)).error;
    expect(await refused("{not json")).toMatch(/^Hizmet hesabı geçerli bir JSON olmalı/);
    expect(await refused(JSON.stringify({ client_email: account.clientEmail, token_uri: fake.tokenUrl }))).toBe("Hizmet hesabı JSON'unda client_email, private_key ve token_uri alanları olmalı.");
    expect(await refused(JSON.stringify({ ...JSON.parse(account.json(fake.tokenUrl)), private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n" }))).toMatch(/private_key okunamadı/);
    expect(await refused(account.json("http://tokens.example.com/token"))).toBe("Hizmet hesabındaki token_uri https:// ile başlayan bir adres olmalı.");
    const enableWithout = await call(app, "PUT", "/api/admin/url-indexing/settings", { google: { enabled: true } });
    expect((await expectJson<{ error: string }>(enableWithout, 400)).error).toBe("Google'ı etkinleştirmek için önce hizmet hesabı JSON'unu yapıştırın.");

    const res = await call(app, "PUT", "/api/admin/url-indexing/settings", { google: { serviceAccount: account.json(fake.tokenUrl) } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain("PRIVATE KEY");
    expect((JSON.parse(text) as IndexingSettingsView).google).toMatchObject({ enabled: true, clientEmail: account.clientEmail });
    const audit = await app.ctx.db.selectFrom("audit_log").select("details").where("action", "=", "indexing.settings.update").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toContain("PRIVATE KEY");
    expect(audit.details).toMatchObject({ google: { enabled: true, clientEmail: account.clientEmail } });

    const removed = await configure(app, { google: { serviceAccount: null } });
    expect(removed.google).toMatchObject({ enabled: false, clientEmail: null });
  });
});

describe("which URLs are accepted", () => {
  beforeEach(() => useIndexNow());

  it("refuses foreign hosts, other paths and unknown pages with a Turkish message naming them, and sends nothing", async () => {
    const cases: [string, string][] = [
      ["https://evil.example/business/x", "https://evil.example/business/x (bu siteye ait değil)"],
      [`${SITE}/admin`, `${SITE}/admin (işletme, kategori veya şehir sayfası değil)`],
      [`${SITE}/city/istanbul?page=2`, "sorgu (?) veya # içermemeli"],
      [`${SITE}/business/no-such-business`, `${SITE}/business/no-such-business (böyle bir işletme yok)`],
      [`${SITE}/category/no-such-category`, "(böyle bir kategori yok)"],
      ["not a url", "not a url (geçerli bir URL değil)"],
    ];
    for (const [url, named] of cases) {
      const { error, details } = await expectJson<{ error: string; details: { url: string; reason: string }[] }>(await submitOne(url), 400);
      expect(error).toContain("Kabul edilmeyen URL:");
      expect(error).toContain(named);
      expect(details).toHaveLength(1);
    }
    const bulk = await expectJson<{ error: string; details: unknown[] }>(await submitMany([businessUrls[0]!, "https://evil.example/a", `${SITE}/about`]), 400);
    expect(bulk.error).toContain("https://evil.example/a");
    expect(bulk.error).toContain(`${SITE}/about`);
    expect(bulk.details).toHaveLength(2);
    expect((await expectJson<{ error: string }>(await submitOne("   "), 400)).error).toBe("Lütfen geçerli bir URL girin.");
    expect((await expectJson<{ error: string }>(await submitMany(["", "  "]), 400)).error).toBe("Lütfen en az bir URL girin.");
    expect(fake.indexNowRequests).toEqual([]);
    expect(await logRows()).toEqual([]);
  });

  it("takes at most 100 URLs at once: 101 are refused before anything is sent", async () => {
    const urls = Array.from({ length: 101 }, (_, index) => `${SITE}/business/page-${index}`);
    const refused = await expectJson<{ error: string }>(await submitMany(urls), 400);
    expect(refused.error).toBe("Bir seferde en fazla 100 URL gönderilebilir; 101 URL gönderildi.");
    expect(fake.indexNowRequests).toEqual([]);
  });
});

describe("IndexNow", () => {
  it("gets one URL with the site's host, key and key location, and the answer is logged", async () => {
    const settings = await useIndexNow();
    fake.indexNow.status = 202;
    const answer = await expectJson<SingleSubmitAnswer>(await submitOne(`${businessUrls[0]}/`), 200);
    expect(answer).toMatchObject({ success: true, url: businessUrls[0], results: [{ engine: "indexnow", status: "success", httpStatus: 202 }] });
    expect(answer.message).toMatch(/^URL IndexNow ile arama motorlarına gönderildi!/);
    expect(fake.indexNowRequests).toEqual([
      { contentType: "application/json; charset=utf-8", body: { host: "locus.test", key: settings.indexNow.key, keyLocation: `${SITE}/${settings.indexNow.key}.txt`, urlList: [businessUrls[0]] } },
    ]);
    expect(await logRows()).toMatchObject([{ url: businessUrls[0], engine: "indexnow", status: "success", http_status: 202, job_id: null }]);
    const audit = await app.ctx.db.selectFrom("audit_log").select(["details", "entity_type"]).where("action", "=", "indexing.submit").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity_type: "business", details: { url: businessUrls[0] } });
  });

  it("gets a bulk list in one request, empty lines dropped and repeats sent once", async () => {
    await useIndexNow();
    const urls = [businessUrls[0]!, "", `${SITE}/category/restaurant`, `  ${SITE}/city/istanbul  `, businessUrls[0]!];
    const answer = await expectJson<BulkSubmitAnswer>(await submitMany(urls), 200);
    expect(answer.summary).toEqual({ total: 3, successful: 3, failed: 0 });
    expect(fake.indexNowRequests.map((request) => request.body.urlList)).toEqual([[businessUrls[0], `${SITE}/category/restaurant`, `${SITE}/city/istanbul`]]);
    const log = await expectJson<SubmissionLogEntry[]>(await call(app, "GET", "/api/admin/url-indexing/submissions"), 200);
    expect(log.map((entry) => [entry.url, entry.engine, entry.status])).toEqual([
      [`${SITE}/city/istanbul`, "indexnow", "success"],
      [`${SITE}/category/restaurant`, "indexnow", "success"],
      [businessUrls[0], "indexnow", "success"],
    ]);
  });

  it("a refusal is an error for the single URL and a failure in the bulk summary", async () => {
    await useIndexNow();
    fake.indexNow.status = 403;
    const refused = await expectJson<{ error: string; details: unknown }>(await submitOne(businessUrls[0]!), 502);
    expect(refused.error).toBe("URL gönderilemedi. IndexNow: anahtar geçersiz: anahtar dosyası bulunamadı veya eşleşmedi (403)");
    expect((await expectJson<BulkSubmitAnswer>(await submitMany(businessUrls), 200)).summary).toEqual({ total: 3, successful: 0, failed: 3 });
    expect((await logRows()).map((row) => [row.status, row.http_status])).toEqual(Array(4).fill(["failed", 403]));
  });
});

describe("Google Indexing API", () => {
  it("exchanges a JWT signed with the account's key for a token, then publishes URL_UPDATED with it", async () => {
    await useGoogle();
    const answer = await expectJson<SingleSubmitAnswer>(await submitOne(businessUrls[0]!), 200);
    expect(answer.message).toMatch(/^URL Google indexleme için gönderildi!/);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]).toMatchObject({
      grantType: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      signatureValid: true,
      header: { alg: "RS256", typ: "JWT", kid: "0123456789abcdef" },
      claims: { iss: account.clientEmail, aud: fake.tokenUrl, scope: "https://www.googleapis.com/auth/indexing" },
    });
    expect(fake.googleRequests).toEqual([{ authorization: expect.stringMatching(/^Bearer [0-9a-f]{24}$/), body: { url: businessUrls[0], type: "URL_UPDATED" } }]);
    // The token is kept until it nears its end.
    await expectJson(await submitOne(businessUrls[1]!), 200);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.googleRequests).toHaveLength(2);
  });

  it("a key Google does not accept fails without using quota", async () => {
    const other = createTestServiceAccount(account.clientEmail);
    await configure(app, { google: { serviceAccount: other.json(fake.tokenUrl), endpoint: fake.googleUrl } });
    const refused = await expectJson<{ error: string }>(await submitOne(businessUrls[0]!), 502);
    expect(refused.error).toBe(
      "URL gönderilemedi. Google: Google erişim anahtarı alınamadı (400): hizmet hesabı kabul edilmedi; anahtar geçersiz, silinmiş veya hesap devre dışı olabilir.",
    );
    // The token server's own words stay in the server log.
    expect(JSON.stringify(refused)).not.toContain("Invalid JWT Signature");
    expect(fake.tokenRequests[0]?.signatureValid).toBe(false);
    expect(fake.googleRequests).toEqual([]);
    expect((await readSettings()).google.quota).toEqual({ limit: 200, used: 0, remaining: 200 });
  });

  it("keeps to 200 notifications in 24 hours, counted from the log", async () => {
    await useGoogle();
    await usedGoogleQuota(app.ctx.db, 500, 25);
    await usedGoogleQuota(app.ctx.db, 199);
    expect((await readSettings()).google.quota).toEqual({ limit: 200, used: 199, remaining: 1 });

    const answer = await expectJson<BulkSubmitAnswer>(await submitMany(businessUrls), 200);
    expect(answer.summary).toEqual({ total: 3, successful: 1, failed: 2 });
    expect(answer.results.map((result) => result.engines[0]?.status)).toEqual(["success", "skipped", "skipped"]);
    expect(fake.googleRequests.map((request) => request.body.url)).toEqual([businessUrls[0]]);
    expect((await readSettings()).google.quota).toEqual({ limit: 200, used: 200, remaining: 0 });

    const later = await expectJson<{ error: string }>(await submitOne(businessUrls[2]!), 429);
    expect(later.error).toBe("URL gönderilemedi. Google: Google günlük kotası (200 bildirim) doldu; URL Google'a gönderilmedi.");
    expect(fake.googleRequests).toHaveLength(1);
  });

  it("with both engines on, a URL counts as sent when either accepts it", async () => {
    await useIndexNow();
    await useGoogle();
    fake.google.status = 403;
    const answer = await expectJson<SingleSubmitAnswer>(await submitOne(`${SITE}/category/hotel`), 200);
    expect(answer.results.map((result) => [result.engine, result.status, result.httpStatus])).toEqual([["indexnow", "success", 200], ["google", "failed", 403]]);
    expect(answer.results[1]?.message).toContain("Search Console");
    expect(JSON.stringify(answer)).not.toContain("Failed to verify the URL ownership");
  });
});

describe("addresses Locus does not call", () => {
  // The same database, without INDEXING_ALLOW_PRIVATE_ADDRESSES: as in production.
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp();
    cookies.set(strict, (await createAdminSession(strict)).cookie);
  });
  afterAll(() => strict.close());

  const refusedSetting = async (input: object) =>
    (await expectJson<{ error: string }>(await call(strict, "PUT", "/api/admin/url-indexing/settings", input), 400)).error;

  it("refuses endpoints and a token_uri on loopback, private, link-local or unspecified addresses when saved", async () => {
    const port = new URL(fake.indexNowUrl).port;
    expect(await refusedSetting({ indexNow: { enabled: true, endpoint: fake.indexNowUrl } })).toBe(
      "IndexNow uç noktası: 127.0.0.1 adresi yerel veya özel bir ağ adresine (127.0.0.1) çıkıyor; istekler yalnızca internetteki adreslere gönderilir.",
    );
    // A name is resolved: localhost is this machine.
    expect(await refusedSetting({ indexNow: { endpoint: `http://localhost:${port}/indexnow` } })).toMatch(/^IndexNow uç noktası: localhost adresi yerel veya özel bir ağ adresine \((127\.0\.0\.1|::1)\) çıkıyor/);
    for (const host of ["10.0.0.8", "172.16.5.4", "192.168.1.1", "169.254.169.254", "0.0.0.0", "[fd00::1]", "[fe80::1]", "[::ffff:127.0.0.1]"]) {
      expect(await refusedSetting({ google: { endpoint: `https://${host}/v3/urlNotifications:publish` } })).toMatch(/^Google uç noktası: .* adresi yerel veya özel bir ağ adresine/);
      expect(await refusedSetting({ google: { serviceAccount: account.json(`https://${host}/token`) } })).toMatch(/^Hizmet hesabındaki token_uri: .* adresi yerel veya özel bir ağ adresine/);
    }
    const saved = await expectJson<IndexingSettingsView>(await call(strict, "GET", "/api/admin/url-indexing/settings"), 200);
    expect(saved.indexNow).toMatchObject({ enabled: false, endpoint: "https://api.indexnow.org/indexnow" });
    expect(saved.google).toMatchObject({ enabled: false, clientEmail: null });
  });

  it("checks the address again when it connects, so a stored or re-resolved private address gets no request", async () => {
    // Something listening on this machine that must never be reached.
    const connections: unknown[] = [];
    const target = createServer((socket) => connections.push(socket.destroy()));
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    const { port } = target.address() as AddressInfo;
    try {
      // Stored by a server that allowed it; the name only turns into 127.0.0.1 as the request connects.
      await configure(app, {
        indexNow: { enabled: true, endpoint: `https://localhost:${port}/indexnow` },
        google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl },
      });
      strict.ctx.cache.clear();
      const refused = await expectJson<{ error: string; details: { message: string }[] }>(
        await call(strict, "POST", "/api/submit-url", { url: businessUrls[0] }),
        502,
      );
      expect(refused.details[0]?.message).toMatch(/^IndexNow'a ulaşılamadı: localhost adresi yerel veya özel bir ağ adresine \((127\.0\.0\.1|::1)\) çıkıyor/);
      expect(refused.details[1]?.message).toBe(
        "Google erişim anahtarı alınamadı: 127.0.0.1 adresi yerel veya özel bir ağ adresine (127.0.0.1) çıkıyor; istekler yalnızca internetteki adreslere gönderilir.",
      );
      expect(connections).toEqual([]);
      expect(fake.tokenRequests).toEqual([]);
      expect(fake.googleRequests).toEqual([]);
    } finally {
      await new Promise((resolve) => target.close(resolve));
    }
  });
});

describe("the key file", () => {
  it("is served as plain text at /{key}.txt, without shadowing robots.txt or ads.txt", async () => {
    const pages = await startRenderedPages(app.ctx);
    try {
      const { indexNow } = await readSettings();
      const file = await pages.get(`/${indexNow.key}.txt`);
      expect(file).toMatchObject({ status: 200, contentType: "text/plain; charset=utf-8", body: indexNow.key });
      expect((await pages.get("/0123456789abcdef0123456789abcdef.txt")).status).toBe(404);
      expect((await pages.get("/robots.txt")).body).toContain("Sitemap:");
      expect((await pages.get("/ads.txt")).status).toBe(200);
      const renewed = await expectJson<IndexingSettingsView>(await call(app, "POST", "/api/admin/url-indexing/indexnow-key"), 200);
      expect((await pages.get(`/${indexNow.key}.txt`)).status).toBe(404);
      expect((await pages.get(`/${renewed.indexNow.key}.txt`)).body).toBe(renewed.indexNow.key);
    } finally {
      await pages.close();
    }
  });
});

describe("the automatic walk", () => {
  // A directory of more than 10,000 businesses of its own, so IndexNow gets two batches.
  let scratch: ScratchDatabase;
  let walkApp: TestApp;
  let total: number;
  beforeAll(async () => {
    scratch = await createScratchDatabase("indexing");
    await sql`INSERT INTO businesses (slug, name) SELECT 'walk-' || g, 'Walk ' || g FROM generate_series(1, 10020) g`.execute(scratch.db);
    walkApp = await startTestApp(scratch.url, LOCAL_ENGINES);
    cookies.set(walkApp, (await createAdminSession(walkApp)).cookie);
    total = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM businesses`.execute(scratch.db)).rows[0]!.n);
  });
  afterAll(async () => {
    await walkApp.close();
    await scratch.drop();
  });
  beforeEach(async () => {
    await clearIndexing(scratch.db);
  });

  const walkCall = (method: string, path: string) => call(walkApp, method, path);
  async function followUntilFinished(id: number): Promise<IndexingWalk[]> {
    const seen: IndexingWalk[] = [];
    for (;;) {
      const walk = await expectJson<IndexingWalk>(await walkCall("GET", `/api/admin/url-indexing/jobs/${id}`), 200);
      seen.push(walk);
      if (isWalkFinished(walk.status)) return seen;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("sends every business page, 10,000 per IndexNow request and Google within its quota, with live progress and a log", async () => {
    await configure(walkApp, { indexNow: { enabled: true, endpoint: fake.indexNowUrl }, google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl } });
    await usedGoogleQuota(scratch.db, 197);
    // Slow enough that the row (written about every second) shows the walk between its two batches.
    fake.indexNow.delayMs = 1200;

    const started = await expectJson<IndexingWalk>(await walkCall("POST", "/api/admin/url-indexing/jobs"), 202);
    // Queued, or already taken by a worker of the queue.
    expect(started).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), done: 0, total });
    expect((await expectJson<{ error: string }>(await walkCall("POST", "/api/admin/url-indexing/jobs"), 409)).error).toBe(
      "Otomatik gönderim zaten sürüyor; bitmesini bekleyin veya durdurun.",
    );
    const seen = await followUntilFinished(started.id);
    const running = seen.filter((walk) => walk.status === "running");
    expect(running.length).toBeGreaterThan(0);
    expect(running.some((walk) => walk.done > 0 && walk.done < total)).toBe(true);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: "succeeded", done: total, total, successful: total, failed: 0, skipped: 0 });
    expect(last.note).toBe("Google günlük kotası doldu; kalan URL'ler yalnızca IndexNow'a gönderildi.");

    expect(fake.indexNowRequests.map((request) => request.body.urlList.length)).toEqual([10_000, total - 10_000]);
    const sent = fake.indexNowRequests.flatMap((request) => request.body.urlList);
    expect(new Set(sent).size).toBe(total);
    expect(sent.every((url) => /^https:\/\/locus\.test\/business\/[^/]+$/.test(url))).toBe(true);
    expect(fake.googleRequests).toHaveLength(3);

    const counts = await sql<{ engine: string; n: number }>`
      SELECT engine, count(*)::int AS n FROM url_submissions WHERE job_id = ${started.id} GROUP BY engine ORDER BY engine`.execute(scratch.db);
    expect(counts.rows).toEqual([{ engine: "google", n: 3 }, { engine: "indexnow", n: total }]);
    const row = await scratch.db.selectFrom("jobs").selectAll().where("id", "=", started.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "url-indexing", status: "succeeded", done: total, total, failed: 0 });
    expect((await expectJson<{ job: IndexingWalk }>(await walkCall("GET", "/api/admin/url-indexing/jobs/current"), 200)).job.id).toBe(started.id);
  });

  it("stops when asked, keeping what it sent", async () => {
    await configure(walkApp, { indexNow: { enabled: true, endpoint: fake.indexNowUrl } });
    fake.indexNow.delayMs = 1500;
    const started = await expectJson<IndexingWalk>(await walkCall("POST", "/api/admin/url-indexing/jobs"), 202);
    const stopped = await expectJson<IndexingWalk>(await walkCall("DELETE", `/api/admin/url-indexing/jobs/${started.id}`), 200);
    expect(stopped).toMatchObject({ status: "cancelled", error: "Otomatik gönderim durduruldu." });
    expect(stopped.done).toBeLessThan(total);
    expect((await scratch.db.selectFrom("jobs").select("status").where("id", "=", started.id).executeTakeFirstOrThrow()).status).toBe("cancelled");
  });

  it("with Google alone, stops at the quota and counts the rest as not sent", async () => {
    await configure(walkApp, { google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl } });
    await usedGoogleQuota(scratch.db, 198);
    const started = await expectJson<IndexingWalk>(await walkCall("POST", "/api/admin/url-indexing/jobs"), 202);
    const last = (await followUntilFinished(started.id)).at(-1)!;
    expect(last).toMatchObject({ status: "succeeded", done: total, successful: 2, failed: 0, skipped: total - 2 });
    expect(last.note).toMatch(/^Google günlük kotası doldu; kalan URL'ler gönderilmedi/);
    expect(fake.googleRequests).toHaveLength(2);
  });

  it("a walk no process runs any more is marked interrupted within seconds", async () => {
    // Running, but nobody holds its lease: its process is gone.
    const row = await scratch.db.insertInto("jobs").values({ kind: "url-indexing", status: "running", total: 5, started_at: new Date() }).returning("id").executeTakeFirstOrThrow();
    const seen = await followUntilFinished(row.id);
    expect(seen.at(-1)).toMatchObject({ status: "failed", error: "Sunucu yeniden başladığı için otomatik gönderim yarıda kaldı." });
    expect((await walkCall("GET", "/api/admin/url-indexing/jobs/999999")).status).toBe(404);
  });
});
