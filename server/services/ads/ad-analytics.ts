import { sql } from "kysely";
import { AD_PLACEMENTS, type AdPlacement } from "../../../app/lib/ads";
import type { AppContext } from "../../context";
import { utcDay } from "../analytics/page-view-counter";

export const AD_ANALYTICS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdCounts {
  impressions: number;
  clicks: number;
  /** clicks / impressions, 0 when nothing was shown */
  ctr: number;
}

export interface AdAnalytics extends AdCounts {
  /** Known only to AdSense (its own reports): never guessed here. */
  revenue: null;
  fillRate: null;
  period: { from: string; to: string; days: number };
  placements: (AdCounts & { placement: AdPlacement })[];
  days: { day: string; impressions: number; clicks: number }[];
}

export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? clicks / impressions : 0;
}

function counts(impressions: number, clicks: number): AdCounts {
  return { impressions, clicks, ctr: clickThroughRate(clicks, impressions) };
}

/** Impressions and clicks the public pages reported over the last 30 UTC days (today included). */
export async function adAnalytics(ctx: Pick<AppContext, "db">, now = new Date()): Promise<AdAnalytics> {
  const dayList = Array.from({ length: AD_ANALYTICS_DAYS }, (_, index) => utcDay(new Date(now.getTime() - (AD_ANALYTICS_DAYS - 1 - index) * DAY_MS)));
  const from = dayList[0]!;
  const to = dayList[dayList.length - 1]!;
  const rows = await ctx.db
    .selectFrom("ad_stats_daily")
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"),
      "placement",
      sql<number>`impressions::float8`.as("impressions"),
      sql<number>`clicks::float8`.as("clicks"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();

  const perPlacement = new Map<string, { impressions: number; clicks: number }>();
  const perDay = new Map<string, { impressions: number; clicks: number }>();
  for (const row of rows) {
    for (const [map, key] of [[perPlacement, row.placement], [perDay, row.day]] as const) {
      const total = map.get(key) ?? { impressions: 0, clicks: 0 };
      total.impressions += row.impressions;
      total.clicks += row.clicks;
      map.set(key, total);
    }
  }
  const placements = AD_PLACEMENTS.map((placement) => {
    const total = perPlacement.get(placement) ?? { impressions: 0, clicks: 0 };
    return { placement, ...counts(total.impressions, total.clicks) };
  });
  const impressions = placements.reduce((sum, item) => sum + item.impressions, 0);
  const clicks = placements.reduce((sum, item) => sum + item.clicks, 0);
  return {
    ...counts(impressions, clicks),
    revenue: null,
    fillRate: null,
    period: { from, to, days: AD_ANALYTICS_DAYS },
    placements,
    days: dayList.map((day) => ({ day, ...(perDay.get(day) ?? { impressions: 0, clicks: 0 }) })),
  };
}
