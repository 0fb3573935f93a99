// npm run admin -- <command> [options]
// Manages back-office accounts and the site access key in the database the
// server uses (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR).
import { parseArgs } from "node:util";
import type { ZodType } from "zod";
import { createLogger } from "../server/logger";
import { AppError } from "../server/services/app-error";
import { recordAudit } from "../server/services/audit/record-audit";
import { getAccessKeyHash } from "../server/services/auth/access-key";
import { createAdmin, listAdmins, resetAdminPassword, setAccessKey } from "../server/services/auth/admin-accounts";
import { accessKeySchema, checkCredential, passwordSchema, userCodeSchema } from "../server/services/auth/credential-rules";
import { readableSecret } from "../server/services/auth/readable-secret";
import type { Db } from "../server/db/pool";
import { openScriptDatabase } from "./support/open-script-database";

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --user-code CODE [--password PASSWORD]
      Adds an admin account.
  reset-password --user-code CODE [--password PASSWORD]
      Sets a new password and signs the account out everywhere.
  set-access-key [--access-key KEY]
      Replaces the site access key (the login's first step, shared by all admins).
  list
      Shows the accounts and whether an access key is set.

A password or key left out is generated and printed once (safer than typing
it on a command line, where shell history keeps it).
Rules: user code 3-64 characters of A-Z a-z 0-9 . _ @ -; password at least
10 characters; access key at least 12 characters.
Database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR when unset
(shared with a running npm start).`;

const COMMANDS = ["create", "reset-password", "set-access-key", "list"] as const;
type Command = (typeof COMMANDS)[number];

/** Wrong command line: answered with the usage text. */
class UsageError extends Error {}

/** A password or key from the command line, or generated (and then printed). */
interface Secret {
  value: string;
  generated: boolean;
}

type Request =
  | { command: "create" | "reset-password"; userCode: string; password: Secret }
  | { command: "set-access-key"; accessKey: Secret }
  | { command: "list" };

const OPTIONS_OF: Record<Command, string[]> = {
  create: ["user-code", "password"],
  "reset-password": ["user-code", "password"],
  "set-access-key": ["access-key"],
  list: [],
};

function secret(given: string | undefined, schema: ZodType<string>, groups: number): Secret {
  return given === undefined ? { value: readableSecret(groups), generated: true } : { value: checkCredential(schema, given), generated: false };
}

/** The command line as a request; bad usage throws UsageError, a value breaking the rules an AppError. */
function parseRequest(argv: string[]): Request | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        "user-code": { type: "string" },
        password: { type: "string" },
        "access-key": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") return "help";
  const [name, ...extra] = positionals;
  if (!name) throw new UsageError("No command given.");
  if (!COMMANDS.includes(name as Command)) throw new UsageError(`Unknown command "${name}".`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const command = name as Command;
  const stray = Object.keys(values).find((option) => !OPTIONS_OF[command].includes(option));
  if (stray) throw new UsageError(`--${stray} does not apply to "${command}".`);

  switch (command) {
    case "create":
    case "reset-password":
      if (values["user-code"] === undefined) throw new UsageError(`"${command}" needs --user-code.`);
      return { command, userCode: checkCredential(userCodeSchema, values["user-code"]), password: secret(values.password, passwordSchema, 4) };
    case "set-access-key":
      return { command, accessKey: secret(values["access-key"], accessKeySchema, 5) };
    case "list":
      return { command };
  }
}

const shown = (label: string, { value, generated }: Secret) => (generated ? `\n  ${label}: ${value}\n  (shown only this once)` : "");

async function run(db: Db, request: Request): Promise<void> {
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit({ db, logger: createLogger("warn") }, { action, details: { ...details, via: "cli" } });

  switch (request.command) {
    case "create": {
      const admin = await createAdmin(db, request.userCode, request.password.value);
      await audit("admin.create", { userCode: admin.userCode });
      console.log(`Admin "${admin.userCode}" created (id ${admin.id}).${shown("password", request.password)}`);
      if ((await getAccessKeyHash(db)) === null) console.log('No access key is set yet: run "npm run admin -- set-access-key" (or start the server once).');
      return;
    }
    case "reset-password":
      await resetAdminPassword(db, request.userCode, request.password.value);
      await audit("admin.password-reset", { userCode: request.userCode });
      console.log(`Password of "${request.userCode}" changed; its sessions were ended.${shown("password", request.password)}`);
      return;
    case "set-access-key":
      await setAccessKey(db, request.accessKey.value);
      await audit("access-key.set", {});
      console.log(`Access key replaced.${shown("access key", request.accessKey)}`);
      return;
    case "list": {
      const admins = await listAdmins(db);
      console.log(`Access key: ${(await getAccessKeyHash(db)) === null ? "not set" : "set"}`);
      if (admins.length === 0) console.log("No admin accounts.");
      for (const admin of admins) {
        const lastLogin = admin.lastLoginAt ? admin.lastLoginAt.toISOString() : "never";
        console.log(`  #${admin.id}  ${admin.userCode}  created ${admin.createdAt.toISOString()}  last login ${lastLogin}`);
      }
      return;
    }
  }
}

async function main(): Promise<number> {
  let request: Request | "help";
  try {
    // Every given value is checked here, before the database is touched.
    request = parseRequest(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof AppError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (request === "help") {
    console.log(USAGE);
    return 0;
  }

  const opened = await openScriptDatabase({ doing: "managing admins in", whenRunning: "share" });
  if (!opened) return 1;
  try {
    await run(opened.database.db, request);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await opened.database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
