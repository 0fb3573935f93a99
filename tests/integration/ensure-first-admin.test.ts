import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { loadConfig } from "../../server/config";
import { migrate } from "../../server/db/migrate";
import { createDb, createPool, LONG_WORK_LIMITS, type Db } from "../../server/db/pool";
import { createLogger } from "../../server/logger";
import { verifyAccessKey } from "../../server/services/auth/access-key";
import { createAdmin } from "../../server/services/auth/admin-accounts";
import { checkCredentials } from "../../server/services/auth/check-credentials";
import { ensureFirstAdmin } from "../../server/services/auth/ensure-first-admin";

// A database of its own: these tests start from "no admin at all", which the
// shared test database (used by every other file) must not be put through.
const scratchName = `locus_first_admin_${process.pid}`;
let serverUrl: URL;
let db: Db;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  serverUrl = new URL(inject("databaseUrl"));
  await onServer(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${scratchName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratchName}`;
  const pool = createPool(url.toString(), 2, LONG_WORK_LIMITS);
  await migrate(pool);
  db = createDb(pool);
});
afterAll(async () => {
  await db.destroy();
  await onServer(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
});
beforeEach(async () => {
  await db.deleteFrom("admin_users").execute();
  await db.deleteFrom("site_settings").execute();
});

function start(env: Record<string, string> = {}) {
  const printed: string[] = [];
  const config = loadConfig({ SITE_URL: "https://dir.example", ...env });
  const run = ensureFirstAdmin({ db, config, logger: createLogger("silent") }, (text) => printed.push(text));
  return run.then(() => printed.join("\n"));
}

describe("ensureFirstAdmin", () => {
  it("creates the first admin from LOCUS_ADMIN_* without echoing the secrets", async () => {
    const env = { LOCUS_ADMIN_ACCESS_KEY: "env-access-key-123", LOCUS_ADMIN_USER_CODE: "chief", LOCUS_ADMIN_PASSWORD: "env-password-123" };
    const printed = await start(env);
    expect(printed).toContain("Admin login: https://dir.example/admin/login");
    expect(printed).toContain("access key:  (from LOCUS_ADMIN_ACCESS_KEY)");
    expect(printed).toContain("user code:   chief (from LOCUS_ADMIN_USER_CODE)");
    expect(printed).toContain("password:    (from LOCUS_ADMIN_PASSWORD)");
    expect(printed).not.toContain("env-password-123");
    expect(printed).not.toContain("env-access-key-123");
    expect(await checkCredentials(db, { accessKey: "env-access-key-123", userCode: "chief", password: "env-password-123" })).toMatchObject({ ok: true });

    const audit = await db.selectFrom("audit_log").select(["action", "details"]).orderBy("id").execute();
    expect(audit.slice(-2)).toEqual([
      { action: "admin.create", details: { userCode: "chief", via: "first-start" } },
      { action: "access-key.set", details: { via: "first-start" } },
    ]);

    // Later starts change and print nothing, whatever the environment says then.
    expect(await start({ ...env, LOCUS_ADMIN_PASSWORD: "changed-password-1" })).toBe("");
    expect(await db.selectFrom("admin_users").select("user_code").execute()).toEqual([{ user_code: "chief" }]);
  });

  it("generates readable values for what is not set, and prints them once", async () => {
    const printed = await start({ LOCUS_ADMIN_USER_CODE: "chief" });
    const value = (label: string) => new RegExp(`${label}:\\s+(\\S+)`).exec(printed)?.[1] ?? "";
    const accessKey = value("access key");
    const password = value("password");
    expect(accessKey).toMatch(/^([A-Za-z2-9]{4}-){4}[A-Za-z2-9]{4}$/);
    expect(password).toMatch(/^([A-Za-z2-9]{4}-){3}[A-Za-z2-9]{4}$/);
    expect(printed).toContain("Shown only this once");
    expect(await checkCredentials(db, { accessKey, userCode: "chief", password })).toMatchObject({ ok: true });
    expect(await start()).toBe("");
  });

  it("generates a user code when none is given", async () => {
    const printed = await start();
    const userCode = /user code:\s+(\S+)/.exec(printed)?.[1];
    expect(userCode).toMatch(/^admin-[a-z2-9]{4}$/);
    expect(await db.selectFrom("admin_users").select("user_code").execute()).toEqual([{ user_code: userCode }]);
  });

  it("only sets the access key when admins exist without one (made with the CLI)", async () => {
    await createAdmin(db, "cli-made", "cli-password-1");
    const printed = await start({ LOCUS_ADMIN_ACCESS_KEY: "later-access-key" });
    expect(printed).toContain("access key:  (from LOCUS_ADMIN_ACCESS_KEY)");
    expect(printed).not.toContain("user code");
    expect(await verifyAccessKey(db, "later-access-key")).toBe(true);
    expect(await db.selectFrom("admin_users").select("user_code").execute()).toEqual([{ user_code: "cli-made" }]);
  });

  it("stops with a clear message when an environment value breaks the rules", async () => {
    await expect(start({ LOCUS_ADMIN_PASSWORD: "short" })).rejects.toThrow(/^LOCUS_ADMIN_PASSWORD: Şifre en az 10 karakter/);
    await expect(start({ LOCUS_ADMIN_USER_CODE: "has space" })).rejects.toThrow(/^LOCUS_ADMIN_USER_CODE: /);
    expect(await db.selectFrom("admin_users").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("site_settings").select("key").execute()).toEqual([]);
  });

  it("creates one admin when two processes start at once", async () => {
    await Promise.all([start(), start()]);
    expect(await db.selectFrom("admin_users").select("id").execute()).toHaveLength(1);
  });
});
