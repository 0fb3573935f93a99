import type { Db } from "../../db/pool";
import { verifyAccessKey } from "./access-key";
import { dummySecretHash, verifySecret } from "./password-hash";

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

export type CredentialCheck =
  | { ok: true; admin: { id: number; userCode: string } | null }
  | { ok: false; reason: LoginFailureReason };

/**
 * Checks the parts given, in the screen's order, and names the first wrong
 * one. Every hash that the given parts call for is computed whether or not
 * an earlier part failed (an unknown user code is checked against a dummy
 * hash), so the time taken does not tell which part was wrong.
 */
export async function checkCredentials(db: Db, input: CredentialsToCheck): Promise<CredentialCheck> {
  const user =
    input.userCode === undefined
      ? undefined
      : await db.selectFrom("admin_users").select(["id", "user_code", "password_hash"]).where("user_code", "=", input.userCode).executeTakeFirst();
  const passwordHash = user?.password_hash ?? (await dummySecretHash());
  const [keyMatches, passwordMatches] = await Promise.all([
    verifyAccessKey(db, input.accessKey),
    input.password === undefined ? Promise.resolve(true) : verifySecret(input.password, passwordHash),
  ]);
  if (!keyMatches) return { ok: false, reason: "accessKey" };
  if (input.userCode !== undefined && !user) return { ok: false, reason: "userCode" };
  if (!passwordMatches) return { ok: false, reason: "password" };
  return { ok: true, admin: user ? { id: user.id, userCode: user.user_code } : null };
}
