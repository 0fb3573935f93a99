import pg from "pg";
import type { Logger } from "pino";
import { EMBEDDED_APP_ROLE, EMBEDDED_DATABASE } from "./embedded-address";
import { extensionsNamedByMigrations } from "./migration-extensions";
import { moveOwnership } from "./move-ownership";
import { scramVerifier } from "./scram-verifier";

/**
 * The bootstrap superuser's name: `postgres` in clusters made now, `locus` in clusters made
 * before Locus had a role of its own (that superuser owned all their data).
 */
export const SUPERUSER_CANDIDATES = ["postgres", "locus"] as const;
const ROLE_DOES_NOT_EXIST = "28000";

export interface SuperuserAccess {
  socketDir: string;
  port: number;
}

/** The superuser's connection: through the Unix socket only, whose folder only this account enters. */
export function superuserConnectionString(access: SuperuserAccess, user: string, database = "postgres"): string {
  const url = new URL(`postgres://localhost:${access.port}/${database}`);
  url.username = user;
  url.searchParams.set("host", access.socketDir);
  return url.toString();
}

async function connectAsSuperuser(access: SuperuserAccess, database: string, user?: string): Promise<pg.Client> {
  for (const candidate of user ? [user] : SUPERUSER_CANDIDATES) {
    const client = new pg.Client({ connectionString: superuserConnectionString(access, candidate, database) });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code !== ROLE_DOES_NOT_EXIST || user) throw error;
    }
  }
  throw new Error(`none of the superusers ${SUPERUSER_CANDIDATES.join(", ")} exists in the embedded cluster`);
}

/**
 * Run at every start, as the superuser: Locus's role exists, is no superuser and has no
 * other power, has this data directory's password, owns the database and every object in
 * it (a cluster from before the role existed is converted here, its data kept), and the
 * extensions the migrations need exist. The superuser loses any password it had: only the
 * socket reaches it. Idempotent and cheap once done. Returns the superuser's name.
 */
export async function secureEmbeddedCluster(access: SuperuserAccess, password: string, logger: Logger): Promise<string> {
  const admin = await connectAsSuperuser(access, "postgres");
  let superuser: string;
  let databases: string[];
  try {
    superuser = (await admin.query<{ name: string }>("SELECT current_user AS name")).rows[0]!.name;
    const app = admin.escapeIdentifier(EMBEDDED_APP_ROLE);
    const exists = await admin.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [EMBEDDED_APP_ROLE]);
    if (exists.rowCount === 0) await admin.query(`CREATE ROLE ${app}`);
    const attributes = "LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT";
    await admin.query(`ALTER ROLE ${app} WITH ${attributes} PASSWORD ${admin.escapeLiteral(scramVerifier(password))}`);
    // Membership would lend it another role's powers (pg_execute_server_program ...).
    const { rows: memberships } = await admin.query<{ role: string }>(
      "SELECT roleid::regrole::text AS role FROM pg_auth_members WHERE member = $1::regrole",
      [EMBEDDED_APP_ROLE],
    );
    for (const { role } of memberships) await admin.query(`REVOKE ${role} FROM ${app}`);
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(EMBEDDED_DATABASE)} OWNER ${app}`);
    // Locus's database, and any other its tools made here (the benchmarks' cluster keeps one per benchmark).
    const listed = await admin.query<{ name: string }>(
      "SELECT datname AS name FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres' ORDER BY datname",
    );
    databases = listed.rows.map((row) => row.name);
    for (const name of databases) await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} OWNER TO ${app}`);
    await admin.query(`ALTER ROLE ${admin.escapeIdentifier(superuser)} PASSWORD NULL`);
  } finally {
    await admin.end();
  }
  for (const name of databases) await handOverDatabase(access, superuser, name, logger);
  return superuser;
}

/** Creates the migrations' extensions in `database` and gives everything the superuser owns there to Locus's role. */
async function handOverDatabase(access: SuperuserAccess, superuser: string, database: string, logger: Logger): Promise<void> {
  const client = await connectAsSuperuser(access, database, superuser);
  try {
    for (const extension of await extensionsNamedByMigrations()) {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${client.escapeIdentifier(extension)}`);
    }
    await client.query("BEGIN");
    const moved = await moveOwnership(client, superuser, EMBEDDED_APP_ROLE);
    await client.query("COMMIT");
    if (moved > 0) logger.info({ database, moved, to: EMBEDDED_APP_ROLE }, "embedded database handed to Locus's own role");
  } finally {
    await client.end();
  }
}
