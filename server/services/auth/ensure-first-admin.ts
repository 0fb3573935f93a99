import { sql } from "kysely";
import type { ZodType } from "zod";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { getAccessKeyHash } from "./access-key";
import { createAdmin, hasAdmins, setAccessKey } from "./admin-accounts";
import { AppError } from "../app-error";
import { accessKeySchema, checkCredential, passwordSchema, userCodeSchema } from "./credential-rules";
import { credentialsBox } from "./credentials-box";
import { readableSecret, readableUserCode } from "./readable-secret";

interface Chosen {
  value: string;
  /** The variable it came from; undefined when generated. */
  envName?: string;
}

/** The environment's value (checked against the rules), else a generated one. */
function choose(envName: string, envValue: string | undefined, schema: ZodType<string>, generate: () => string): Chosen {
  if (envValue === undefined) return { value: generate() };
  try {
    return { value: checkCredential(schema, envValue), envName };
  } catch (error) {
    throw error instanceof AppError ? new AppError(error.status, `${envName}: ${error.message}`) : error;
  }
}

/**
 * On a database without admins, creates the first one from LOCUS_ADMIN_*
 * (generating whatever is not set); when admins exist but no access key was
 * ever set (accounts made with the CLI), sets that alone. Prints what an
 * operator needs to log in, once: generated values in full, secrets from the
 * environment only by variable name. Later starts change nothing.
 */
export async function ensureFirstAdmin(
  ctx: Pick<AppContext, "db" | "config" | "logger">,
  print: (text: string) => void = console.log,
): Promise<void> {
  const { config } = ctx;
  const chosen = await ctx.db.transaction().execute(async (trx) => {
    // Two processes starting on one database must not both create an admin.
    await sql`SELECT pg_advisory_xact_lock(hashtext('locus:first-admin'))`.execute(trx);
    const needAdmin = !(await hasAdmins(trx));
    const needKey = (await getAccessKeyHash(trx)) === null;
    if (!needAdmin && !needKey) return null;

    const accessKey = needKey ? choose("LOCUS_ADMIN_ACCESS_KEY", config.LOCUS_ADMIN_ACCESS_KEY, accessKeySchema, () => readableSecret(5)) : null;
    const account = needAdmin
      ? {
          userCode: choose("LOCUS_ADMIN_USER_CODE", config.LOCUS_ADMIN_USER_CODE, userCodeSchema, readableUserCode),
          password: choose("LOCUS_ADMIN_PASSWORD", config.LOCUS_ADMIN_PASSWORD, passwordSchema, () => readableSecret(4)),
        }
      : null;
    if (accessKey) await setAccessKey(trx, accessKey.value);
    if (account) await createAdmin(trx, account.userCode.value, account.password.value);
    return { accessKey, account };
  });
  if (!chosen) return;

  const { accessKey, account } = chosen;
  ctx.logger.info({ userCode: account?.userCode.value, accessKeySet: accessKey !== null }, account ? "first admin account created" : "admin access key set");
  if (account) await recordAudit(ctx, { action: "admin.create", details: { userCode: account.userCode.value, via: "first-start" } });
  if (accessKey) await recordAudit(ctx, { action: "access-key.set", details: { via: "first-start" } });
  const secret = (item: Chosen) => (item.envName ? `(from ${item.envName})` : item.value);
  const lines: [string, string][] = [["Admin login", `${config.siteUrl}/admin/login`]];
  if (accessKey) lines.push(["access key", secret(accessKey)]);
  if (account) {
    const { userCode, password } = account;
    lines.push(["user code", userCode.envName ? `${userCode.value} (from ${userCode.envName})` : userCode.value]);
    lines.push(["password", secret(password)]);
  }
  const generated = [accessKey, account?.userCode, account?.password].some((item) => item && !item.envName);
  const footer = generated ? ["Shown only this once: keep the generated values somewhere safe."] : [];
  print(credentialsBox(lines, [...footer, "Change them with: npm run admin -- help"]));
}
