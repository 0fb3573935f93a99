import { spawn } from "node:child_process";
import { readFile, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir, totalmem } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_APP_ROLE, startEmbeddedPostgres } from "../../server/db/embedded";
import { embeddedConnectionString, embeddedSecretFile } from "../../server/db/embedded-address";
import { migrate } from "../../server/db/migrate";
import { createPool, LONG_WORK_LIMITS } from "../../server/db/pool";
import { createLogger } from "../../server/logger";
import { freePort } from "../support/test-port";
import { rowsAt } from "../support/rows-at";

const logger = createLogger("silent");
const port = freePort();
let dataDir: string;

/** The message a connection attempt is refused with; null when it gets in. */
async function refusal(connectionString: string): Promise<string | null> {
  return rowsAt(connectionString, "SELECT 1").then(
    () => null,
    (error: Error) => error.message,
  );
}

const mode = async (file: string) => (await stat(file)).mode & 0o777;
const postmasterPid = async () => Number.parseInt((await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]!, 10);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-embedded-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("embedded PostgreSQL", () => {
  it("initialises a cluster, then reuses it with its data", async () => {
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    await rowsAt(first.connectionString, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(second.connectionString).toBe(first.connectionString);
    expect(await rowsAt(second.connectionString, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    await second.stop();
  });

  it("starts after a crash left a stale lock file behind", async () => {
    // A pid that belongs to no process, as after a power cut.
    await writeFile(path.join(dataDir, "postgres", "postmaster.pid"), "999999\n/nowhere\n");
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await rowsAt(server.connectionString, "SELECT count(*)::int AS n FROM kept")).toEqual([{ n: 1 }]);
    await server.stop();
  });

  it("notes which pages its buffers hold when it stops, to read them back on the next start", async () => {
    const dump = path.join(dataDir, "postgres", "autoprewarm.blocks");
    await rm(dump, { force: true });
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await rowsAt(first.superuserConnectionString, "SHOW shared_preload_libraries")).toEqual([{ shared_preload_libraries: "pg_prewarm" }]);
    const quarterMb = Math.max(128, Math.min(8192, Math.floor(totalmem() / 1024 / 1024 / 4)));
    expect(await rowsAt(first.connectionString, "SELECT setting::int * 8 / 1024 AS mb FROM pg_settings WHERE name = 'shared_buffers'")).toEqual([
      { mb: quarterMb },
    ]);
    await rowsAt(first.connectionString, "SELECT count(*) FROM kept");
    await first.stop();
    // One line per block held, after a header: the table read above is among them.
    const blocks = (await readFile(dump, "utf8")).trim().split("\n");
    expect(blocks.length).toBeGreaterThan(1);

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await rowsAt(second.connectionString, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    await second.stop();
  });

  it("takes over from a PostgreSQL an earlier, killed run left running", async () => {
    const orphanScript = path.resolve("tests/integration/support/orphan-embedded-postgres.ts");
    const orphan = spawn(process.execPath, ["--import", "tsx", orphanScript, dataDir, String(port)], { stdio: "inherit" });
    const signal = await new Promise((resolve) => orphan.once("exit", (_code, killedBy) => resolve(killedBy)));
    expect(signal).toBe("SIGKILL");
    const orphanPid = await postmasterPid();

    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    expect(await postmasterPid()).not.toBe(orphanPid);
    expect(await rowsAt(server.connectionString, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
    await server.stop();
  });

  it("is Locus's alone: its role has no power beyond its database, and only its generated secret opens it", async () => {
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    try {
      const app = server.connectionString;
      expect(new URL(app).username).toBe(EMBEDDED_APP_ROLE);
      expect(await rowsAt(app, `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
        FROM pg_roles WHERE rolname = current_user`)).toEqual([
        { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false },
      ]);
      // No role lends it anything (pg_execute_server_program, pg_read_server_files ...); owning its database is all.
      expect(await rowsAt(app, `SELECT array_agg(r.rolname::text) AS roles FROM pg_roles r
        WHERE r.rolname <> current_user AND pg_has_role(current_user, r.oid, 'MEMBER')`)).toEqual([{ roles: ["pg_database_owner"] }]);
      await expect(rowsAt(app, "COPY kept FROM PROGRAM 'id'")).rejects.toThrow(/permission denied|pg_execute_server_program/);
      await expect(rowsAt(app, "SELECT pg_read_file('/etc/passwd')")).rejects.toThrow(/permission denied/);
      await expect(rowsAt(app, "SELECT rolpassword FROM pg_authid")).rejects.toThrow(/permission denied/);
      expect(await rowsAt(app, "SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()"))
        .toEqual([{ owner: EMBEDDED_APP_ROLE }]);

      // The constant password of earlier versions, the superuser over TCP, a wrong secret: all refused.
      expect(await refusal(`postgres://locus:locus-embedded@127.0.0.1:${port}/locus`)).toMatch(/no pg_hba.conf entry/);
      expect(await refusal(`postgres://postgres:locus-embedded@127.0.0.1:${port}/postgres`)).toMatch(/no pg_hba.conf entry/);
      expect(await refusal(`postgres://${EMBEDDED_APP_ROLE}:wrong@127.0.0.1:${port}/locus`)).toMatch(/password authentication failed/);
      // Locus's own processes come through the socket, with the same secret, and only with it.
      const local = server.socketConnectionString;
      expect(await rowsAt(local, "SELECT current_user AS role, inet_client_addr() AS address")).toEqual([{ role: EMBEDDED_APP_ROLE, address: null }]);
      const wrongLocal = new URL(local);
      wrongLocal.password = "wrong";
      expect(await refusal(wrongLocal.toString())).toMatch(/password authentication failed/);
      // The superuser through its socket: it has no password left to guess.
      expect(await rowsAt(server.superuserConnectionString, "SELECT count(*)::int AS n FROM pg_authid WHERE rolsuper AND rolpassword IS NOT NULL"))
        .toEqual([{ n: 0 }]);

      // Tools read the same secret; the file and the cluster are closed to other accounts.
      expect(embeddedConnectionString(dataDir, port)).toBe(app);
      expect((await readFile(embeddedSecretFile(dataDir), "utf8")).trim()).toBe(decodeURIComponent(new URL(app).password));
      expect(await mode(embeddedSecretFile(dataDir))).toBe(0o600);
      expect(await mode(path.join(dataDir, "postgres"))).toBe(0o700);
    } finally {
      await server.stop();
    }
  });

  it("runs every migration as Locus's role on a new cluster", async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), "locus-embedded-fresh-"));
    const server = await startEmbeddedPostgres({ dataDir: fresh, port: freePort(), logger });
    const pool = createPool(server.connectionString, 2, LONG_WORK_LIMITS);
    try {
      expect((await migrate(pool)).length).toBeGreaterThan(0);
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM pg_class WHERE relname = 'businesses' AND pg_get_userbyid(relowner) = $1", [EMBEDDED_APP_ROLE]);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.end();
      await server.stop();
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it("starts PostgreSQL again when it is killed, and stops it cleanly afterwards", async () => {
    const server = await startEmbeddedPostgres({ dataDir, port, logger });
    try {
      const killed = await postmasterPid();
      process.kill(killed, "SIGKILL");
      const started = Date.now();
      let rows: unknown[] | null = null;
      while (!rows && Date.now() - started < 30_000) {
        rows = await rowsAt(server.connectionString, "SELECT value FROM kept").catch(() => null);
        if (!rows) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(rows).toEqual([{ value: "still here" }]);
      expect(await postmasterPid()).not.toBe(killed);
    } finally {
      await server.stop();
    }
    expect(await refusal(embeddedConnectionString(dataDir, port))).toMatch(/ECONNREFUSED/);
  });
});
