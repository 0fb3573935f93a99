import type { AppContext } from "../../context";
import { businessStats } from "../businesses/business-stats";
import { recentActivities, type RecentActivity } from "./dashboard-activities";
import { businessGrowth, type MonthlyGrowth } from "./dashboard-growth";
import type { RequestMetricsSnapshot } from "./request-metrics";

export interface DashboardFigures {
  totalBusinesses: number;
  categories: number;
  growth: MonthlyGrowth;
  /** seconds this server process has been running */
  uptimeSeconds: number;
  requests: RequestMetricsSnapshot;
  activities: RecentActivity[];
}

/**
 * Everything the dashboard shows, measured rather than printed: the totals
 * the public site also reports, this month's growth, and the process's own
 * uptime and error rate.
 */
export async function dashboardFigures(ctx: AppContext, now = new Date()): Promise<DashboardFigures> {
  const [stats, growth, activities] = await Promise.all([businessStats(ctx), businessGrowth(ctx, now), recentActivities(ctx)]);
  return {
    totalBusinesses: stats.total,
    categories: stats.categories,
    growth,
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - ctx.startedAt.getTime()) / 1000)),
    requests: ctx.metrics.snapshot(),
    activities,
  };
}
