import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTORE_CREDENTIALS_WARNING, RESTORE_GOOGLE_ACCOUNT_NOTE } from "../../app/lib/admin/database";
import type { ImportJob } from "../../app/lib/admin/import-job";
import { csvLine } from "../../server/services/export/write-csv";
import { BACKUP_MESSAGES, backupTooLargeMessage } from "../../server/services/database/backup-errors";
import { newBackupName } from "../../server/services/database/backup-names";
import { mapCellDifferences } from "./support/map-cells";
import { startRenderedPages } from "./support/rendered-pages";
import { startScratchAdminApp } from "./support/scratch-admin-app";
import type { ScratchDatabase } from "./support/scratch-database";
import type { TestApp } from "./support/test-app";

// Restores replace every table, so this file works on a database of its own, and its
// backups go to a temporary DATA_DIR.
let scratch: ScratchDatabase;
let app: TestApp;
let cookie: string;
let origin: string;
let dataDir: string;
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ scratch, app, cookie, origin, dataDir, close } = await startScratchAdminApp("admin_database"));
});
afterAll(() => close());

interface Backup {
  name: string;
  size: number;
  createdAt: string;
}

const api = (pathname: string, init: RequestInit = {}) =>
  fetch(app.url(`/api/admin/database${pathname}`), { ...init, headers: { cookie, origin, ...(init.headers ?? {}) } });
const post = (pathname: string, body?: unknown) =>
  api(pathname, body === undefined ? { method: "POST" } : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function takeBackup(): Promise<Backup> {
  const res = await post("/backups");
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Backup;
}

const restore = (name: string) => post("/restore", { name });
const backupFile = (name: string) => path.join(dataDir, "backups", name);

/** Every row of the tables a restore must give back, in a comparable form. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables = ["businesses", "categories", "cities", "countries", "reviews", "site_settings", "admin_users"];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await scratch.pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY 1`);
    result[table] = rows.map((row) => row.row);
  }
  return result;
}

async function changeEverything(): Promise<void> {
  await scratch.pool.query("DELETE FROM businesses WHERE id IN (SELECT id FROM businesses ORDER BY id LIMIT 2)");
  await scratch.pool.query("UPDATE categories SET name = name || ' (renamed)' WHERE id = (SELECT min(id) FROM categories)");
  await scratch.pool.query("UPDATE businesses SET rating = 1.0, name = 'Changed Name' WHERE id = (SELECT max(id) FROM businesses)");
  await scratch.pool.query("INSERT INTO site_settings (key, value) VALUES ('changed', '\"yes\"') ON CONFLICT (key) DO UPDATE SET value = '\"again\"'");
  await scratch.pool.query("INSERT INTO countries (code, name) VALUES ('ZZ', 'Nowhere') ON CONFLICT DO NOTHING");
}

describe("the Database screen", () => {
  it("warns that a restore brings back the backup's admin accounts, access key, user codes and passwords", async () => {
    const pages = await startRenderedPages(app.ctx);
    try {
      const res = await pages.send("/admin/database", { headers: { cookie } });
      expect(res.status).toBe(200);
      const html = (await res.text()).replaceAll("&#x27;", "'");
      expect(html).toContain(RESTORE_CREDENTIALS_WARNING);
      expect(html).toContain("erişim anahtarı, kullanıcı kodları ve şifreler");
      expect(html).toContain(RESTORE_GOOGLE_ACCOUNT_NOTE);
    } finally {
      await pages.close();
    }
  });
});

describe("GET /api/admin/database", () => {
  it("shows the real server version, size, rows per table and no backup yet", async () => {
    const res = await api("");
    expect(res.status).toBe(200);
    const status = (await res.json()) as { version: string; sizeBytes: number; tables: { name: string; rows: number; bytes: number }[]; lastBackup: Backup | null };
    const { rows } = await scratch.pool.query("SHOW server_version");
    expect(status.version).toBe(rows[0].server_version);
    expect(status.sizeBytes).toBeGreaterThan(1_000_000);
    const count = Number((await scratch.pool.query("SELECT count(*) FROM businesses")).rows[0].count);
    expect(status.tables.find((table) => table.name === "businesses")).toMatchObject({ rows: count });
    expect(count).toBeGreaterThan(0);
    expect(status.tables.map((table) => table.name)).toEqual(expect.arrayContaining(["categories", "cities", "admin_users", "schema_migrations"]));
    expect(status.lastBackup).toBeNull();
  });
});

describe("POST /api/admin/database/optimize", () => {
  it("runs VACUUM (ANALYZE) and says how long it took", async () => {
    const res = await post("/optimize");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; seconds: number };
    expect(body.message).toBe(BACKUP_MESSAGES.optimized);
    expect(typeof body.seconds).toBe("number");
    const { rows } = await scratch.pool.query("SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'businesses'");
    expect(rows[0].last_vacuum).not.toBeNull();
    const audit = await scratch.pool.query("SELECT 1 FROM audit_log WHERE action = 'database.optimize'");
    expect(audit.rowCount).toBe(1);
  });
});

describe("backups", () => {
  it("writes, lists, downloads and deletes a backup", async () => {
    const backup = await takeBackup();
    expect(backup.name).toMatch(/^locus-backup-\d{8}-\d{6}-[0-9a-f]{6}\.gz$/);
    expect(backup.size).toBeGreaterThan(0);

    const list = (await (await api("/backups")).json()) as { backups: Backup[] };
    expect(list.backups.map((item) => item.name)).toContain(backup.name);
    const status = (await (await api("")).json()) as { lastBackup: Backup };
    expect(status.lastBackup).toEqual({ name: backup.name, size: backup.size, createdAt: backup.createdAt });

    const download = await api(`/backups/${backup.name}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(backup.name);
    const text = gunzipSync(Buffer.from(await download.arrayBuffer())).toString();
    const header = JSON.parse(text.slice(0, text.indexOf("\n")));
    expect(header).toMatchObject({ format: "locus-backup", version: 1, createdAt: backup.createdAt });
    expect(header.migrations).toContain("001-catalog.sql");
    const tableNames = header.tables.map((table: { name: string }) => table.name);
    expect(tableNames).not.toContain("admin_sessions");
    expect(tableNames).not.toContain("schema_migrations");
    expect(tableNames).not.toContain("server_processes");
    // Rebuilt from the businesses on restore.
    expect(tableNames).not.toContain("map_cells");
    expect(tableNames).not.toContain("business_totals");
    expect(tableNames).not.toContain("search_word_counts");
    expect(tableNames.indexOf("categories")).toBeLessThan(tableNames.indexOf("businesses"));
    const businesses = header.tables.find((table: { name: string }) => table.name === "businesses");
    expect(businesses.columns).not.toContain("sort_name");
    expect(businesses.columns).not.toContain("geo");

    const deleted = await api(`/backups/${backup.name}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await api(`/backups/${backup.name}`)).status).toBe(404);
    expect((await api(`/backups/${backup.name}`, { method: "DELETE" })).status).toBe(404);
  });

  it.each([
    ["a path", "..%2F..%2Fetc%2Fpasswd"],
    ["a dotted name", "..locus-backup-20260110-122430-1a2b3c.gz"],
    ["another file", "notes.txt"],
    ["a partial file", "locus-backup-20260110-122430-1a2b3c.gz.partial"],
  ])("refuses %s as a name with 400", async (_label, name) => {
    expect((await api(`/backups/${name}`)).status).toBe(400);
    expect((await api(`/backups/${name}`, { method: "DELETE" })).status).toBe(400);
  });

  it("refuses ../ and unknown names on restore", async () => {
    const bad = await restore("../locus-backup-20260110-122430-1a2b3c.gz");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: BACKUP_MESSAGES.badName });
    const missing = await restore(newBackupName(new Date()));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: BACKUP_MESSAGES.notFound });
    expect((await post("/restore", {})).status).toBe(400);
  });
});

describe("backup files are this user's alone", () => {
  const modeOf = async (target: string) => (await stat(target)).mode & 0o777;
  // A permissive umask proves the modes are set by Locus, not inherited from the process.
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it("writes a backup 0600 in a 0700 folder", async () => {
    const backup = await takeBackup();
    expect(await modeOf(backupFile(backup.name))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, "backups"))).toBe(0o700);
  });

  it("keeps an uploaded backup 0600, its upload folder 0700", async () => {
    const content = await readFile(backupFile((await takeBackup()).name));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(content)]), "copy.gz");
    const res = await api("/backups/upload", { method: "POST", body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await res.json()) as Backup;
    expect(await modeOf(backupFile(stored.name))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, "uploads"))).toBe(0o700);
  });
});

describe("POST /api/admin/database/restore", () => {
  it("gives back exactly the same businesses, categories, cities and settings, and keeps the admin signed in", async () => {
    await scratch.pool.query("INSERT INTO site_settings (key, value) VALUES ('meta_description', '\"Before\"') ON CONFLICT (key) DO NOTHING");
    const before = await snapshot();
    const backup = await takeBackup();
    await changeEverything();
    expect(await snapshot()).not.toEqual(before);

    const res = await restore(backup.name);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ message: BACKUP_MESSAGES.restored, backup: { name: backup.name } });
    expect(await snapshot()).toEqual(before);

    // Still signed in, and numbering goes on after the restored rows.
    expect((await fetch(app.url("/api/admin/session"), { headers: { cookie } })).status).toBe(200);
    const { rows } = await scratch.pool.query("INSERT INTO categories (name, slug) VALUES ('After Restore', 'after-restore') RETURNING id");
    const maxBefore = Math.max(...before.categories!.map((row) => (row as { id: number }).id));
    expect(rows[0].id).toBeGreaterThan(maxBefore);
    await scratch.pool.query("DELETE FROM categories WHERE slug = 'after-restore'");
    const audit = await scratch.pool.query("SELECT details FROM audit_log WHERE action = 'database.restore'");
    expect(audit.rows.at(-1).details).toMatchObject({ name: backup.name });
  });

  it("rebuilds the map cells the backup leaves out", async () => {
    const backup = await takeBackup();
    await scratch.pool.query("UPDATE businesses SET latitude = -20, longitude = 170 WHERE latitude IS NOT NULL");
    expect((await restore(backup.name)).status).toBe(200);
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
    const map = (await (await app.get("/api/map?bbox=-180,-90,180,90&zoom=2")).json()) as { total: number };
    const { rows } = await scratch.pool.query("SELECT count(*)::int AS n FROM businesses WHERE latitude IS NOT NULL");
    expect(map.total).toBe(rows[0].n);
    expect(map.total).toBeGreaterThan(0);
  });

  it("shows the restored data on the public API at once", async () => {
    const stats = async () => ((await (await app.get("/api/businesses/stats")).json()) as { total: number }).total;
    const backup = await takeBackup();
    const total = await stats();
    await scratch.pool.query("DELETE FROM businesses WHERE id = (SELECT max(id) FROM businesses)");
    app.ctx.cache.clear();
    expect(await stats()).toBe(total - 1);
    expect((await restore(backup.name)).status).toBe(200);
    expect(await stats()).toBe(total);
    // The totals behind the stats are rebuilt: the restored rows came in with triggers off.
    const { rows } = await scratch.pool.query(`
      SELECT t.businesses::int = c.n AND t.reviews::int = c.reviews AS exact
        FROM (SELECT sum(businesses) AS businesses, sum(reviews) AS reviews FROM business_totals) t,
             (SELECT count(*)::int AS n, coalesce(sum(review_count), 0)::int AS reviews FROM businesses) c`);
    expect(rows[0].exact).toBe(true);
    const words = await scratch.pool.query(`
      SELECT (SELECT sum(businesses)::int FROM search_word_counts WHERE word = 'main') AS kept,
             (SELECT count(*)::int FROM businesses WHERE search_vector @@ to_tsquery('locus', 'main')) AS actual`);
    expect(words.rows[0].kept).toBe(words.rows[0].actual);
    expect(words.rows[0].actual).toBeGreaterThan(0);
  });

  describe("refuses a damaged file and leaves the database as it was", () => {
    let good: Buffer;
    let text: string;
    beforeAll(async () => {
      good = await readFile(backupFile((await takeBackup()).name));
      text = gunzipSync(good).toString();
    });

    async function refused(content: Buffer, message: string) {
      const name = newBackupName(new Date());
      await writeFile(backupFile(name), content);
      const before = await snapshot();
      const res = await restore(name);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message });
      expect(await snapshot()).toEqual(before);
      expect((await fetch(app.url("/api/admin/session"), { headers: { cookie } })).status).toBe(200);
    }

    it("a file that is not a backup", async () => {
      await refused(Buffer.from("PK\u0003\u0004 this is a spreadsheet"), BACKUP_MESSAGES.notBackup);
      await refused(gzipSync('{"hello":"world"}\n'), BACKUP_MESSAGES.notBackup);
    });

    it("a backup of another schema version", async () => {
      const header = JSON.parse(text.slice(0, text.indexOf("\n")));
      header.migrations.push("999-future.sql");
      await refused(gzipSync(`${JSON.stringify(header)}${text.slice(text.indexOf("\n"))}`), BACKUP_MESSAGES.otherSchema);
    });

    it("a compressed file cut off", async () => {
      await refused(good.subarray(0, Math.floor(good.length * 0.8)), BACKUP_MESSAGES.damaged);
    });

    it("a backup whose data stops in the middle of the businesses", async () => {
      const at = text.indexOf("\n", text.indexOf("Changed") > 0 ? text.indexOf("Changed") : Math.floor(text.length * 0.6));
      await refused(gzipSync(text.slice(0, at + 1)), BACKUP_MESSAGES.damaged);
    });

    it("a backup without its end line", async () => {
      const lastLine = text.lastIndexOf("\n", text.length - 2);
      await refused(gzipSync(text.slice(0, lastLine + 1)), BACKUP_MESSAGES.damaged);
    });

    it("a row COPY cannot read", async () => {
      // The first data row of the first table after the header gets a column too many.
      const firstRow = text.indexOf("\n") + 1;
      const damaged = `${text.slice(0, firstRow)}x\ty\tz\tw\tv\tu\tt\ts\tr\tq\t${text.slice(firstRow)}`;
      await refused(gzipSync(damaged), BACKUP_MESSAGES.damaged);
    });

    it("a table with a row missing", async () => {
      const header = JSON.parse(text.slice(0, text.indexOf("\n")));
      const countries = header.tables.findIndex((table: { name: string }) => table.name === "countries");
      // Drop the first row of the countries section: find that section's start by counting `\.` lines.
      const lines = text.split("\n");
      let section = 0;
      let index = 1;
      while (section < countries) if (lines[index++] === "\\.") section++;
      expect(lines[index]).not.toBe("\\.");
      lines.splice(index, 1);
      await refused(gzipSync(lines.join("\n")), BACKUP_MESSAGES.damaged);
    });
  });

  it("is refused with 409 while a spreadsheet import runs", async () => {
    const backup = await takeBackup();
    const rows = [["name", "city", "country_code"], ...Array.from({ length: 60_000 }, (_, i) => [`Bulk ${i}`, "Lyon", "FR"])];
    const form = new FormData();
    form.append("file", new Blob([rows.map((row) => csvLine(row)).join("")]), "bulk.csv");
    const started = await fetch(app.url("/api/upload-excel"), { method: "POST", body: form, headers: { cookie, origin } });
    expect(started.status).toBe(202);
    const { job } = (await started.json()) as { job: ImportJob };
    try {
      const res = await restore(backup.name);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: BACKUP_MESSAGES.importBusy });
    } finally {
      await fetch(app.url(`/api/import-jobs/${job.id}`), { method: "DELETE", headers: { cookie, origin } });
    }
  });
});

describe("POST /api/admin/database/backups/upload", () => {
  const upload = (content: Buffer, fileName: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(content)]), fileName);
    return api("/backups/upload", { method: "POST", body: form });
  };

  it("stores a downloaded backup under a new name with its original time, ready to restore", async () => {
    const original = await takeBackup();
    const content = Buffer.from(await (await api(`/backups/${original.name}`)).arrayBuffer());
    const res = await upload(content, "my-backup.gz");
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await res.json()) as Backup;
    expect(stored.name).not.toBe(original.name);
    expect(stored.size).toBe(original.size);
    expect(stored.createdAt).toBe(original.createdAt);
    expect((await restore(stored.name)).status).toBe(200);
  });

  it("refuses a file over BACKUP_UPLOAD_MAX_MB with 413 and says the limit", async () => {
    const limit = app.ctx.config.BACKUP_UPLOAD_MAX_MB;
    app.ctx.config.BACKUP_UPLOAD_MAX_MB = 1;
    try {
      // Past the limit by its declared length, and by what actually arrives.
      for (const bytes of [3 * 1024 * 1024, 1.5 * 1024 * 1024]) {
        const res = await upload(Buffer.alloc(bytes, 1), "huge.gz");
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ error: "Yedek dosyası 1 MB sınırını aşıyor." });
      }
    } finally {
      app.ctx.config.BACKUP_UPLOAD_MAX_MB = limit;
    }
    expect(backupTooLargeMessage(4096)).toBe("Yedek dosyası 4 GB sınırını aşıyor.");
  });

  it("refuses a file that is not a Locus backup and keeps nothing", async () => {
    const before = ((await (await api("/backups")).json()) as { backups: Backup[] }).backups.length;
    const res = await upload(Buffer.from("name,city\nX,Y\n"), "data.csv");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: BACKUP_MESSAGES.notBackup });
    expect(((await (await api("/backups")).json()) as { backups: Backup[] }).backups.length).toBe(before);
  });
});

describe("DELETE /api/reset-database", () => {
  it("takes a backup first, and that backup brings everything back", async () => {
    const before = await snapshot();
    const res = await fetch(app.url("/api/reset-database"), { method: "DELETE", headers: { cookie, origin } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; backup: Backup; deleted: { businesses: number } };
    expect(body.backup.name).toMatch(/^locus-backup-/);
    expect(body.deleted.businesses).toBe(before.businesses!.length);
    expect(Number((await scratch.pool.query("SELECT count(*) FROM businesses")).rows[0].count)).toBe(0);
    const list = (await (await api("/backups")).json()) as { backups: Backup[] };
    expect(list.backups.map((backup) => backup.name)).toContain(body.backup.name);

    expect((await restore(body.backup.name)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
