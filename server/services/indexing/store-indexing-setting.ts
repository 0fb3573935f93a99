import type { AppContext } from "../../context";

/** Prefix of the cache entries built from the indexing settings (the public key file). */
export const INDEXING_CACHE_PREFIX = "indexing:";

/** Writes one engine's settings row and forgets what was cached from it. */
export async function storeIndexingSetting(ctx: Pick<AppContext, "db" | "cache">, key: string, value: object): Promise<void> {
  const json = JSON.stringify(value);
  const now = new Date();
  await ctx.db
    .insertInto("site_settings")
    .values({ key, value: json, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: json, updated_at: now }))
    .execute();
  await ctx.cache.clearPrefix(INDEXING_CACHE_PREFIX);
}
