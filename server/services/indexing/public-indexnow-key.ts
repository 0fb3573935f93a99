import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { INDEXNOW_SETTINGS_KEY, storedIndexNowSchema } from "./indexing-settings-schema";
import { INDEXING_CACHE_PREFIX } from "./store-indexing-setting";

/**
 * The key /{key}.txt serves, or null before one exists. Read on every *.txt
 * request that is not robots.txt or ads.txt, so kept for a minute; regenerating
 * the key clears it. A public request never creates a key.
 */
export function publicIndexNowKey(ctx: AppContext): Promise<string | null> {
  return ctx.cache.getOrSet(`${INDEXING_CACHE_PREFIX}key`, MINUTE, async () => {
    const row = await ctx.db.selectFrom("site_settings").select("value").where("key", "=", INDEXNOW_SETTINGS_KEY).executeTakeFirst();
    const stored = storedIndexNowSchema.safeParse(row?.value);
    return stored.success ? stored.data.key : null;
  });
}
