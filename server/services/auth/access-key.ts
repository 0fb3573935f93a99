import type { Db } from "../../db/pool";
import { hashSecret, verifySecret } from "./password-hash";

/** The `site_settings` row that holds the access key's hash as `{ "hash": "scrypt$..." }`. */
export const ACCESS_KEY_SETTING = "adminAccessKeyHash";

export async function getAccessKeyHash(db: Db): Promise<string | null> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", ACCESS_KEY_SETTING).executeTakeFirst();
  const hash = (row?.value as { hash?: unknown } | undefined)?.hash;
  return typeof hash === "string" ? hash : null;
}

/** Checks the site's access key (the login's first step); no key set means nothing matches. */
export async function verifyAccessKey(db: Db, plain: string): Promise<boolean> {
  const stored = await getAccessKeyHash(db);
  return stored !== null && (await verifySecret(plain, stored));
}

export async function storeAccessKey(db: Db, plain: string): Promise<void> {
  const value = JSON.stringify({ hash: await hashSecret(plain) });
  await db
    .insertInto("site_settings")
    .values({ key: ACCESS_KEY_SETTING, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
