import { execFileSync } from "node:child_process";
import { chown, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { EMBEDDED_APP_ROLE } from "./embedded-address";

/** uid and gid of the `postgres` system account, which runs the server when Locus runs as root. */
export function postgresAccountIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Gives `target` to the account the server runs as (only needed when that is not this one). */
export async function giveToServerAccount(target: string, runsAsPostgres: boolean): Promise<void> {
  const account = runsAsPostgres ? postgresAccountIds() : null;
  if (account) await chown(target, account.uid, account.gid);
}

/**
 * The superuser's door: a folder of its own (mode 0700, so only this account, or root, can
 * reach the socket in it), made fresh for each start. Kept short: a socket's path is
 * limited to about 100 bytes, which a deep DATA_DIR could exceed.
 */
export async function makeSocketFolder(runsAsPostgres: boolean): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "locus-pg-"));
  await giveToServerAccount(folder, runsAsPostgres);
  return folder;
}

/**
 * pg_hba.conf, written before every start: the superuser only through the socket (which the
 * folder's mode guards), Locus's role through the socket or over loopback, with its password
 * either way; anything else, the old shared password included, finds no line and is refused.
 */
export async function writeAccessRules(clusterDir: string, runsAsPostgres: boolean): Promise<void> {
  const file = path.join(clusterDir, "pg_hba.conf");
  const rules = [
    "# Written by Locus at every start of its embedded PostgreSQL: changes here are lost.",
    "# TYPE  DATABASE  USER  ADDRESS  METHOD",
    `local   all  ${EMBEDDED_APP_ROLE}                    scram-sha-256`,
    "local   all  all                          trust",
    `host    all  ${EMBEDDED_APP_ROLE}  127.0.0.1/32  scram-sha-256`,
    "",
  ];
  await writeFile(file, rules.join("\n"), { mode: 0o600 });
  await giveToServerAccount(file, runsAsPostgres);
}
