import { sql, type Transaction } from "kysely";
import { z } from "zod";
import { AD_PLACEMENTS } from "../../../app/lib/ads";
import type { AppContext } from "../../context";
import type { Database } from "../../db/types";
import { MINUTE } from "../cache";
import { utcDay } from "../analytics/page-view-counter";
import type { RateLimit } from "../rate-limit";
import { addClick, addImpression, startPageView, sweepExpiredPageViews } from "./ad-page-views";
import { listPublicAds } from "./list-public-ads";

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
    /** The id an earlier impression of this page view was answered with; none on the first. */
    pageViewId: z.uuid({ error: "pageViewId must be the id an impression was answered with" }).optional(),
  },
  { error: "Send an object with placement and kind." },
);

export type AdEvent = z.infer<typeof adEventSchema>;

/** `pageViewId`: the id the page's later events carry (null when nothing was recorded). */
export type RecordAdEventResult = { ok: true; pageViewId: string | null } | { ok: false; retryAfterSeconds: number };

interface Claim {
  pageViewId: string | null;
  counted: boolean;
}

/**
 * Counts an impression or click in today's (UTC) counters of the placement, once the
 * address's limit allows it, and only when it is honest: the placement is switched on,
 * and a click comes from a page view that recorded an impression of that placement (and
 * has had fewer clicks than impressions of it). Anything else is accepted and not counted.
 */
export async function recordAdEvent(ctx: AppContext, event: AdEvent, ip: string | null, at = new Date()): Promise<RecordAdEventResult> {
  const limit = await ctx.limiters.for(AD_EVENT_RATE_LIMIT).consume(ip ?? "unknown-address");
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  // A placement that is off shows no slot; a late beacon from before it was switched off is not counted.
  if (!(await listPublicAds(ctx)).slots[event.placement]) return { ok: true, pageViewId: event.pageViewId ?? null };

  const claim = await ctx.db.transaction().execute(async (trx) => {
    const claimed = event.kind === "impression" ? await claimImpression(trx, event) : await claimClick(trx, event);
    if (claimed.counted) await addToDay(trx, event, at);
    return claimed;
  });
  if (event.kind === "impression") {
    await sweepExpiredPageViews(ctx.db).catch((error: unknown) => ctx.logger.warn({ err: error }, "expired ad page views not deleted"));
  }
  return { ok: true, pageViewId: claim.pageViewId };
}

async function claimImpression(trx: Transaction<Database>, event: AdEvent): Promise<Claim> {
  if (event.pageViewId) {
    const claim = await addImpression(trx, event.pageViewId, event.placement);
    if (claim !== "unknown") return { pageViewId: event.pageViewId, counted: claim === "counted" };
  }
  // The page's first impression, or an id that expired or was never issued: a new page view.
  return { pageViewId: await startPageView(trx, event.placement), counted: true };
}

async function claimClick(trx: Transaction<Database>, event: AdEvent): Promise<Claim> {
  const pageViewId = event.pageViewId ?? null;
  return { pageViewId, counted: pageViewId !== null && (await addClick(trx, pageViewId, event.placement)) };
}

function addToDay(trx: Transaction<Database>, event: AdEvent, at: Date) {
  const impressions = event.kind === "impression" ? 1 : 0;
  const clicks = event.kind === "click" ? 1 : 0;
  return trx
    .insertInto("ad_stats_daily")
    .values({ day: utcDay(at), placement: event.placement, impressions, clicks })
    .onConflict((conflict) =>
      conflict.columns(["day", "placement"]).doUpdateSet({
        impressions: sql`ad_stats_daily.impressions + excluded.impressions`,
        clicks: sql`ad_stats_daily.clicks + excluded.clicks`,
      }),
    )
    .execute();
}
