import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IndexingSettingsView, SingleSubmitAnswer } from "../../app/lib/admin/indexing";
import { createLogger } from "../../server/logger";
import { forgetGoogleTokens } from "../../server/services/indexing/fetch-google-token";
import { GOOGLE_SETTINGS_KEY } from "../../server/services/indexing/indexing-settings-schema";
import { loadIndexingSettings } from "../../server/services/indexing/load-indexing-settings";
import { sealStoredServiceAccount } from "../../server/services/indexing/seal-stored-account";
import { GOOGLE_ACCOUNT_UNREADABLE_MESSAGE } from "../../server/services/indexing/service-account-at-rest";
import { startFakeIndexingEndpoint, type FakeIndexingEndpoint } from "../support/fake-indexing-endpoint";
import { createTestServiceAccount } from "../support/test-service-account";
import { startScratchAdminApp } from "./support/scratch-admin-app";
import type { ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

// The Google service account's private key is sealed with a key that lives beside the data
// (DATA_DIR/secret.key or SECRET_KEY), never in the database: its row, a backup and a copy of
// the database give nobody the key, and a server with another key says so instead of failing.
const SITE = "https://locus.test";
const NOT_CONFIGURED = "Hiçbir indeksleme servisi yapılandırılmamış. URL İndeksleme ekranından IndexNow'u etkinleştirin veya bir Google hizmet hesabı ekleyin.";
const account = createTestServiceAccount();
const privateKeyOf = (json: string) => (JSON.parse(json) as { private_key: string }).private_key;

let scratch: ScratchDatabase;
let app: TestApp;
let cookie: string;
let dataDir: string;
let fake: FakeIndexingEndpoint;
let businessUrl: string;
let close: () => Promise<void> = async () => undefined;
const scratchDirs: string[] = [];

beforeAll(async () => {
  ({ scratch, app, cookie, dataDir, close } = await startScratchAdminApp("sealed_account"));
  // The engines' stand-in answers on this machine.
  app.ctx.config.INDEXING_ALLOW_PRIVATE_ADDRESSES = true;
  fake = await startFakeIndexingEndpoint({ publicKey: account.publicKey, clientEmail: account.clientEmail });
  const { slug } = await scratch.db.selectFrom("businesses").select("slug").orderBy("id").executeTakeFirstOrThrow();
  businessUrl = `${SITE}/business/${slug}`;
});
afterAll(async () => {
  await fake.close();
  await close();
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await scratch.db.deleteFrom("site_settings").where("key", "like", "indexing.%").execute();
  forgetGoogleTokens();
  fake.reset();
});

const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "locus-sealed-account-"));
  scratchDirs.push(dir);
  return dir;
};

function call(target: TestApp, method: string, pathname: string, body?: unknown) {
  return fetch(target.url(pathname), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectJson<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const settingsOf = (target: TestApp) => call(target, "GET", "/api/admin/url-indexing/settings").then((res) => expectJson<IndexingSettingsView>(res, 200));
const useGoogle = (target: TestApp) =>
  call(target, "PUT", "/api/admin/url-indexing/settings", { google: { serviceAccount: account.json(fake.tokenUrl), endpoint: fake.googleUrl } }).then((res) =>
    expectJson<IndexingSettingsView>(res, 200),
  );
const submit = (target: TestApp) => call(target, "POST", "/api/submit-url", { url: businessUrl, type: "URL_UPDATED" });
const googleRowText = async () =>
  (await scratch.pool.query<{ text: string }>("SELECT value::text AS text FROM site_settings WHERE key = $1", [GOOGLE_SETTINGS_KEY])).rows[0]?.text ?? "";

/** The key's body without its PEM frame: what must never be readable at rest. */
const pemBody = (pem: string) => pem.split("\n").filter((line) => line && !line.startsWith("-----"));

async function expectGoogleAccepted(target: TestApp) {
  const answer = await expectJson<SingleSubmitAnswer>(await submit(target), 200);
  expect(answer.results).toEqual([expect.objectContaining({ engine: "google", status: "success" })]);
  expect(fake.tokenRequests.length).toBeGreaterThan(0);
}

/** Another server process on the same database, with its own data directory and environment. */
const otherServer = (env: NodeJS.ProcessEnv) => startTestApp(scratch.url, { env: { INDEXING_ALLOW_PRIVATE_ADDRESSES: "true", ...env } });

describe("the Google service account at rest", () => {
  it("keeps the private key sealed in its row and out of backups, with the key file 0600 beside the data", async () => {
    const view = await useGoogle(app);
    expect(view.google).toMatchObject({ enabled: true, clientEmail: account.clientEmail });
    expect(view.google.accountProblem).toBeUndefined();

    const row = await googleRowText();
    expect(row).toContain(account.clientEmail);
    expect(row).toContain("sealed_private_key");
    expect(row).not.toContain("PRIVATE KEY");
    for (const line of pemBody(privateKeyOf(account.json(fake.tokenUrl)))) expect(row).not.toContain(line.slice(0, 40));

    const made = await fetch(app.url("/api/admin/database/backups"), { method: "POST", headers: { cookie, origin: new URL(app.url("/")).origin } });
    const { name } = await expectJson<{ name: string }>(made, 201);
    const backup = gunzipSync(await readFile(path.join(dataDir, "backups", name))).toString();
    expect(backup).toContain("sealed_private_key");
    expect(backup).not.toContain("PRIVATE KEY");
    for (const line of pemBody(privateKeyOf(account.json(fake.tokenUrl)))) expect(backup).not.toContain(line.slice(0, 40));

    const keyFile = path.join(dataDir, "secret.key");
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(backup).not.toContain((await readFile(keyFile, "utf8")).trim());

    await expectGoogleAccepted(app);
  });

  it("still signs with the account after a restart with the same key, from the key file or SECRET_KEY", async () => {
    await useGoogle(app);
    const keyText = (await readFile(path.join(dataDir, "secret.key"), "utf8")).trim();

    const sameFile = await newDataDir();
    await copyFile(path.join(dataDir, "secret.key"), path.join(sameFile, "secret.key"));
    const restarted = await otherServer({ DATA_DIR: sameFile });
    try {
      expect((await settingsOf(restarted)).google.accountProblem).toBeUndefined();
      await expectGoogleAccepted(restarted);
    } finally {
      await restarted.close();
    }

    forgetGoogleTokens();
    fake.reset();
    const fromEnvironment = await newDataDir();
    const elsewhere = await otherServer({ DATA_DIR: fromEnvironment, SECRET_KEY: keyText });
    try {
      await expectGoogleAccepted(elsewhere);
      // With SECRET_KEY set, no key file is made.
      await expect(stat(path.join(fromEnvironment, "secret.key"))).rejects.toThrow();
    } finally {
      await elsewhere.close();
    }
  });

  it("with another key, shows the account as to be pasted again, and nothing breaks", async () => {
    await useGoogle(app);
    const stored = await googleRowText();
    const foreign = await otherServer({ DATA_DIR: await newDataDir(), SECRET_KEY: "another-installation-secret-key-0123456789" });
    try {
      const view = await settingsOf(foreign);
      expect(view.google).toMatchObject({ enabled: true, clientEmail: account.clientEmail, accountProblem: GOOGLE_ACCOUNT_UNREADABLE_MESSAGE });
      // Google cannot be used, and nothing else is on: the usual "not configured" answer.
      expect(await expectJson(await submit(foreign), 409)).toEqual({ error: NOT_CONFIGURED });
      expect(fake.tokenRequests).toEqual([]);
      const refused = await call(foreign, "PUT", "/api/admin/url-indexing/settings", { google: { enabled: true } });
      expect(await expectJson(refused, 400)).toEqual({ error: GOOGLE_ACCOUNT_UNREADABLE_MESSAGE });
      // Saving other settings keeps the stored account, so the right key brings it back.
      await expectJson(await call(foreign, "PUT", "/api/admin/url-indexing/settings", { indexNow: { enabled: false } }), 200);
      expect(await googleRowText()).toBe(stored);
      expect((await settingsOf(app)).google.accountProblem).toBeUndefined();

      const pastedAgain = await useGoogle(foreign);
      expect(pastedAgain.google.accountProblem).toBeUndefined();
      await expectGoogleAccepted(foreign);
    } finally {
      await foreign.close();
    }
  });

  it("seals a key an older version stored in clear, at start and on first read", async () => {
    const pem = privateKeyOf(account.json(fake.tokenUrl));
    const clear = { client_email: account.clientEmail, private_key: pem, token_uri: fake.tokenUrl, project_id: "locus-test" };
    const writeClearRow = () =>
      scratch.db
        .insertInto("site_settings")
        .values({ key: GOOGLE_SETTINGS_KEY, value: JSON.stringify({ enabled: true, serviceAccount: clear, endpoint: fake.googleUrl }) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: JSON.stringify({ enabled: true, serviceAccount: clear, endpoint: fake.googleUrl }) }))
        .execute();

    await writeClearRow();
    expect(await googleRowText()).toContain("PRIVATE KEY");
    await sealStoredServiceAccount({ db: scratch.db, config: app.ctx.config }, createLogger("silent"));
    expect(await googleRowText()).not.toContain("PRIVATE KEY");
    expect((await loadIndexingSettings(app.ctx)).google.serviceAccount?.private_key).toBe(pem);

    await writeClearRow();
    expect((await settingsOf(app)).google).toMatchObject({ enabled: true, clientEmail: account.clientEmail });
    expect(await googleRowText()).not.toContain("PRIVATE KEY");
    await expectGoogleAccepted(app);
  });
});
