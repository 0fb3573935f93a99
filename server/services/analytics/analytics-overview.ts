import type { AppContext } from "../../context";
import { businessStats } from "../businesses/business-stats";
import type { AnalyticsOverview } from "../../../app/lib/admin/analytics";
import { pageViewSeries } from "./page-view-series";

/** The chart's span. */
export const ANALYTICS_DAYS = 30;
const TOP = 5;

/**
 * The analytics screen: catalogue figures (shared, cached, with the public
 * stats call) and the page views Locus counted itself, written out first so
 * the screen includes the visits of the last few seconds.
 */
export async function analyticsOverview(ctx: AppContext, now = new Date()): Promise<AnalyticsOverview> {
  await ctx.pageViews.flush().catch((error: unknown) => ctx.logger.error({ err: error }, "could not write page views"));
  const [stats, topCategories, topCities, pageViews] = await Promise.all([
    businessStats(ctx),
    ctx.db
      .selectFrom("categories")
      .select(["name", "slug", "business_count as businessCount"])
      .where("business_count", ">", 0)
      .orderBy("business_count", "desc")
      .orderBy("name")
      .limit(TOP)
      .execute(),
    ctx.db
      .selectFrom("cities")
      .select(["name", "slug", "business_count as businessCount", "country as detail"])
      .where("business_count", ">", 0)
      .orderBy("business_count", "desc")
      .orderBy("name")
      .limit(TOP)
      .execute(),
    pageViewSeries(ctx.db, ANALYTICS_DAYS, now),
  ]);
  return {
    totalBusinesses: stats.total,
    categories: stats.categories,
    cities: stats.cities,
    countries: stats.countries,
    verified: stats.verified,
    reviews: stats.reviews,
    averageRating: stats.averageRating,
    topCategories,
    topCities,
    pageViews,
  };
}
