import type { Db } from "../../db/pool";
import { verifyAccessKey } from "./access-key";
import { verifySecret } from "./password-hash";

/** What the login screen shows for each wrong part, exactly as the back office words it. */
export const LOGIN_FAILURE_MESSAGES = {
  accessKey: "Hatalı Erişim Anahtarı",
  userCode: "Hatalı Kullanıcı Kodu",
  password: "Hatalı Şifre",
} as const;

export type LoginFailureReason = keyof typeof LOGIN_FAILURE_MESSAGES;

export interface CredentialsToCheck {
  accessKey: string;
  userCode?: string;
  password?: string;
}

export interface LoginAccount {
  id: number;
  userCode: string;
  passwordHash: string;
}

export type CredentialCheck =
  | { ok: true; admin: { id: number; userCode: string } | null }
  | { ok: false; reason: LoginFailureReason };

/** The account a user code names, or null. Costs no hash. */
export async function findLoginAccount(db: Db, userCode: string): Promise<LoginAccount | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "user_code", "password_hash"])
    .where("user_code", "=", userCode)
    .executeTakeFirst();
  return row ? { id: row.id, userCode: row.user_code, passwordHash: row.password_hash } : null;
}

/**
 * The parts given, checked one after the other in the screen's order, without limits
 * (the login itself goes through `attemptLogin`, which limits and paces the same steps).
 * Each part is looked at only when the ones before it are right: the answer names the
 * first wrong part anyway, so hashing the rest would hide nothing and only cost time.
 */
export async function checkCredentials(db: Db, input: CredentialsToCheck): Promise<CredentialCheck> {
  if (!(await verifyAccessKey(db, input.accessKey))) return { ok: false, reason: "accessKey" };
  if (input.userCode === undefined) return { ok: true, admin: null };
  const account = await findLoginAccount(db, input.userCode);
  if (!account) return { ok: false, reason: "userCode" };
  if (input.password !== undefined && !(await verifySecret(input.password, account.passwordHash))) {
    return { ok: false, reason: "password" };
  }
  return { ok: true, admin: { id: account.id, userCode: account.userCode } };
}
