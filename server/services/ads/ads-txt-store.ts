import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { recordAudit } from "../audit/record-audit";
import { ADS_CACHE_PREFIX } from "./list-public-ads";

/** The site_settings key of the ads.txt text. */
export const ADS_TXT_KEY = "ads.txt";
const ADS_TXT_FRESH_FOR = MINUTE;

export interface AdsTxt {
  content: string;
  updatedAt: string | null;
}

export async function getAdsTxt(ctx: Pick<AppContext, "db">): Promise<AdsTxt> {
  const row = await ctx.db.selectFrom("site_settings").select(["value", "updated_at"]).where("key", "=", ADS_TXT_KEY).executeTakeFirst();
  return { content: typeof row?.value === "string" ? row.value : "", updatedAt: row ? row.updated_at.toISOString() : null };
}

/** What /ads.txt serves; read by crawlers now and then, so kept for a minute (saving clears it). */
export async function publicAdsTxt(ctx: AppContext): Promise<string> {
  return ctx.cache.getOrSet(`${ADS_CACHE_PREFIX}txt`, ADS_TXT_FRESH_FOR, async () => (await getAdsTxt(ctx)).content);
}

/** Stores already validated text (see `validateAdsTxt`). */
export async function saveAdsTxt(ctx: AppContext, content: string, by: { adminUserId: number; ip: string | null }): Promise<AdsTxt> {
  const value = JSON.stringify(content);
  await ctx.db
    .insertInto("site_settings")
    .values({ key: ADS_TXT_KEY, value, updated_at: new Date() })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: new Date() }))
    .execute();
  await ctx.cache.clearPrefix(ADS_CACHE_PREFIX);
  const records = content.split("\n").filter((line) => line.replace(/#.*$/, "").trim() !== "").length;
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "ads.txt.update", entityType: "site_settings", entityId: ADS_TXT_KEY, details: { lines: records }, ip: by.ip });
  return getAdsTxt(ctx);
}
