import { Kysely } from "kysely";
import type { Db } from "../../db/pool";
import { AppError } from "../app-error";
import { storeAccessKey } from "./access-key";
import { accessKeySchema, checkCredential, passwordSchema, userCodeSchema } from "./credential-rules";
import { hashSecret } from "./password-hash";

/** Account management for the CLI and the first start; takes a database or anything holding one. */
type DbSource = Db | { db: Db };

const dbOf = (source: DbSource): Db => (source instanceof Kysely ? source : source.db);

export interface AdminAccount {
  id: number;
  userCode: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export async function hasAdmins(source: DbSource): Promise<boolean> {
  const row = await dbOf(source).selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function listAdmins(source: DbSource): Promise<AdminAccount[]> {
  const rows = await dbOf(source)
    .selectFrom("admin_users")
    .select(["id", "user_code", "created_at", "last_login_at"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, userCode: row.user_code, createdAt: row.created_at, lastLoginAt: row.last_login_at }));
}

/** Creates an admin; throws an AppError for a bad user code or password (400), or one already taken (409). */
export async function createAdmin(source: DbSource, userCode: string, password: string): Promise<AdminAccount> {
  const code = checkCredential(userCodeSchema, userCode);
  const passwordHash = await hashSecret(checkCredential(passwordSchema, password));
  const row = await dbOf(source)
    .insertInto("admin_users")
    .values({ user_code: code, password_hash: passwordHash })
    .onConflict((conflict) => conflict.column("user_code").doNothing())
    .returning(["id", "user_code", "created_at", "last_login_at"])
    .executeTakeFirst();
  if (!row) throw AppError.conflict(`"${code}" kullanıcı kodu zaten var (user code already exists).`);
  return { id: row.id, userCode: row.user_code, createdAt: row.created_at, lastLoginAt: row.last_login_at };
}

/**
 * Sets a new password and ends the account's sessions, so whoever knew the
 * old one is signed out everywhere.
 */
export async function resetAdminPassword(source: DbSource, userCode: string, password: string): Promise<void> {
  const code = checkCredential(userCodeSchema, userCode);
  const passwordHash = await hashSecret(checkCredential(passwordSchema, password));
  await dbOf(source)
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable("admin_users")
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where("user_code", "=", code)
        .returning("id")
        .executeTakeFirst();
      if (!row) throw AppError.notFound(`"${code}" kullanıcı kodu bulunamadı (no such user code).`);
      await trx.deleteFrom("admin_sessions").where("admin_user_id", "=", row.id).execute();
    });
}

/** Replaces the site's access key (the login's first step) for every admin. */
export async function setAccessKey(source: DbSource, accessKey: string): Promise<void> {
  await storeAccessKey(dbOf(source), checkCredential(accessKeySchema, accessKey));
}
