import { sql } from "kysely";
import { z } from "zod";
import { AD_PLACEMENTS } from "../../../app/lib/ads";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { utcDay } from "../analytics/page-view-counter";
import type { RateLimit } from "../rate-limit";

/**
 * Per visitor address. A page shows at most a few dozen slots (inline ads on a
 * long grid) and each reports once per view; this leaves room for brisk
 * browsing and stops a script from inflating the counts.
 */
export const AD_EVENT_RATE_LIMIT: RateLimit = { name: "ad-events", points: 120, windowMs: MINUTE };

export const adEventSchema = z.object(
  {
    placement: z.enum(AD_PLACEMENTS, { error: "placement must be one of top, middle, bottom, sidebar, inline" }),
    kind: z.enum(["impression", "click"], { error: 'kind must be "impression" or "click"' }),
  },
  { error: "Send an object with placement and kind." },
);

export type AdEvent = z.infer<typeof adEventSchema>;

export type RecordAdEventResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Adds one impression or click to today's (UTC) counters of the placement, once the address's limit allows it. */
export async function recordAdEvent(ctx: AppContext, event: AdEvent, ip: string | null, at = new Date()): Promise<RecordAdEventResult> {
  const limit = await ctx.limiters.for(AD_EVENT_RATE_LIMIT).consume(ip ?? "unknown-address");
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  const impressions = event.kind === "impression" ? 1 : 0;
  const clicks = event.kind === "click" ? 1 : 0;
  await ctx.db
    .insertInto("ad_stats_daily")
    .values({ day: utcDay(at), placement: event.placement, impressions, clicks })
    .onConflict((conflict) =>
      conflict.columns(["day", "placement"]).doUpdateSet({
        impressions: sql`ad_stats_daily.impressions + excluded.impressions`,
        clicks: sql`ad_stats_daily.clicks + excluded.clicks`,
      }),
    )
    .execute();
  return { ok: true };
}
