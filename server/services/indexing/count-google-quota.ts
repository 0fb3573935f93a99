import { sql } from "kysely";
import { GOOGLE_DAILY_QUOTA } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";

export interface GoogleQuota {
  limit: number;
  used: number;
  remaining: number;
}

/**
 * Google's quota, counted from the submission log: every publish request
 * Google answered in the last 24 hours, accepted or not. A rolling day never
 * goes over the daily limit whenever Google resets its counter (midnight
 * Pacific time), at the price of sometimes waiting a little longer.
 */
export async function countGoogleQuota(ctx: Pick<AppContext, "db">): Promise<GoogleQuota> {
  const row = await ctx.db
    .selectFrom("url_submissions")
    .select((eb) => eb.fn.countAll<string>().as("used"))
    .where("engine", "=", "google")
    .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
    .where("status", "in", ["success", "failed"])
    .where("http_status", "is not", null)
    .executeTakeFirstOrThrow();
  const used = Number(row.used);
  return { limit: GOOGLE_DAILY_QUOTA, used, remaining: Math.max(0, GOOGLE_DAILY_QUOTA - used) };
}
