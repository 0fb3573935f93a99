// A command the benchmark and the system tests run from Debian's packages (nginx, wrk):
// where it is, installed from its package when missing and allowed (root, apt-get), else a
// clear error saying how to get it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface DebianCommand {
  /** Where Debian's package puts it. */
  path: string;
  /** The Debian package that has it. */
  debianPackage: string;
  /** The environment variable that names another path. */
  pathVariable: string;
}

export function ensureDebianCommand(command: DebianCommand): string {
  const { debianPackage, pathVariable } = command;
  const at = process.env[pathVariable] ?? command.path;
  if (existsSync(at)) return at;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    throw new Error(`${debianPackage} not found at ${at}: install it (Debian: apt-get install ${debianPackage}) or set ${pathVariable}`);
  }
  console.log(`No ${debianPackage} found: installing Debian's ${debianPackage} package ...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: "inherit" });
  if (!existsSync(at)) throw new Error(`apt-get install ${debianPackage} left no ${at}`);
  return at;
}
