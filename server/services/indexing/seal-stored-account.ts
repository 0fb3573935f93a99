import type { Logger } from "pino";
import type { AppContext } from "../../context";
import { secretKey } from "../secrets/secret-key";
import { GOOGLE_SETTINGS_KEY } from "./indexing-settings-schema";
import { googleRowOf, googleRowSchema, holdsClearKey, openGoogleRow } from "./service-account-at-rest";

/**
 * At start: a service account stored in clear by an older version gets its key sealed before
 * anything (a backup, above all) reads the row. Only that row changes, and only if nobody
 * rewrote it meanwhile; no cache holds it, so none is cleared.
 */
export async function sealStoredServiceAccount(ctx: Pick<AppContext, "db" | "config">, logger: Logger): Promise<void> {
  const row = await ctx.db.selectFrom("site_settings").select("value").where("key", "=", GOOGLE_SETTINGS_KEY).executeTakeFirst();
  const parsed = googleRowSchema.safeParse(row?.value);
  if (!row || !parsed.success || !holdsClearKey(parsed.data)) return;
  const google = await openGoogleRow(parsed.data, () => secretKey(ctx.config));
  const sealed = await ctx.db
    .updateTable("site_settings")
    .set({ value: JSON.stringify(googleRowOf(google)), updated_at: new Date() })
    .where("key", "=", GOOGLE_SETTINGS_KEY)
    .where("value", "=", JSON.stringify(row.value))
    .executeTakeFirst();
  if (sealed.numUpdatedRows > 0n) logger.info("sealed the stored Google service account's private key");
}
