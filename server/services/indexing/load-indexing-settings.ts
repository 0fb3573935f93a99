import type { AppContext } from "../../context";
import { secretKey } from "../secrets/secret-key";
import { generateIndexNowKey } from "./generate-indexnow-key";
import {
  DEFAULT_INDEXNOW_ENDPOINT,
  GOOGLE_SETTINGS_KEY,
  INDEXNOW_SETTINGS_KEY,
  storedIndexNowSchema,
  type IndexingSettings,
  type StoredIndexNow,
} from "./indexing-settings-schema";
import { googleRowOf, googleRowSchema, holdsClearKey, openGoogleRow, type GoogleSettings } from "./service-account-at-rest";
import { INDEXING_CACHE_PREFIX, storeIndexingSetting } from "./store-indexing-setting";

export interface LoadedIndexingSettings extends IndexingSettings {
  google: GoogleSettings;
}

type SettingsContext = Pick<AppContext, "db" | "cache" | "config">;

/**
 * Both engines' stored settings. The IndexNow key is made the first time
 * anything asks for it and then kept: engines remember the key of a host, so
 * it only changes when staff regenerate it.
 */
export async function loadIndexingSettings(ctx: SettingsContext): Promise<LoadedIndexingSettings> {
  const rows = await ctx.db
    .selectFrom("site_settings")
    .select(["key", "value"])
    .where("key", "in", [INDEXNOW_SETTINGS_KEY, GOOGLE_SETTINGS_KEY])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const indexNow = storedIndexNowSchema.safeParse(stored.get(INDEXNOW_SETTINGS_KEY));
  const parsedGoogle = googleRowSchema.safeParse(stored.get(GOOGLE_SETTINGS_KEY) ?? {});
  const googleRow = parsedGoogle.success ? parsedGoogle.data : googleRowSchema.parse({});
  const google = await openGoogleRow(googleRow, () => secretKey(ctx.config));
  // A key kept in clear by an older version is sealed the first time it is read.
  if (holdsClearKey(googleRow)) await storeIndexingSetting(ctx, GOOGLE_SETTINGS_KEY, googleRowOf(google));
  return {
    indexNow: indexNow.success ? indexNow.data : await createIndexNowSettings(ctx),
    google,
  };
}

/**
 * Two first readers at once: the insert that loses keeps the winner's key. A new key
 * is announced on the cache bus: every process may have cached "no key file yet".
 */
async function createIndexNowSettings(ctx: Pick<AppContext, "db" | "cache">): Promise<StoredIndexNow> {
  const fresh: StoredIndexNow = { enabled: false, key: generateIndexNowKey(), endpoint: DEFAULT_INDEXNOW_ENDPOINT };
  const inserted = await ctx.db
    .insertInto("site_settings")
    .values({ key: INDEXNOW_SETTINGS_KEY, value: JSON.stringify(fresh) })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows) await ctx.cache.clearPrefix(INDEXING_CACHE_PREFIX);
  const row = await ctx.db.selectFrom("site_settings").select("value").where("key", "=", INDEXNOW_SETTINGS_KEY).executeTakeFirstOrThrow();
  const kept = storedIndexNowSchema.safeParse(row.value);
  if (kept.success) return kept.data;
  // A row written by hand without a valid key: replace it rather than serve nothing.
  await ctx.db
    .updateTable("site_settings")
    .set({ value: JSON.stringify(fresh), updated_at: new Date() })
    .where("key", "=", INDEXNOW_SETTINGS_KEY)
    .execute();
  await ctx.cache.clearPrefix(INDEXING_CACHE_PREFIX);
  return fresh;
}
