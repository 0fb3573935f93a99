import type { AppContext } from "../../context";
import { businessStats } from "../businesses/business-stats";
import { liveProcessFigures } from "../processes/live-process-figures";
import { recentActivities, type RecentActivity } from "./dashboard-activities";
import { businessGrowth, type MonthlyGrowth } from "./dashboard-growth";
import type { RequestMetricsSnapshot } from "./request-metrics";

export interface DashboardFigures {
  totalBusinesses: number;
  categories: number;
  growth: MonthlyGrowth;
  /** seconds since the oldest start among the live server processes */
  uptimeSeconds: number;
  /** answers of the live server processes since their starts */
  requests: RequestMetricsSnapshot;
  /** how many server processes the uptime and requests cover */
  processes: number;
  activities: RecentActivity[];
}

/**
 * Everything the dashboard shows, measured rather than printed: the totals
 * the public site also reports, this month's growth, and the uptime and error
 * rate of the site over every live server process.
 */
export async function dashboardFigures(ctx: AppContext, now = new Date()): Promise<DashboardFigures> {
  const [stats, growth, activities, serving] = await Promise.all([
    businessStats(ctx),
    businessGrowth(ctx, now),
    recentActivities(ctx),
    liveProcessFigures(ctx),
  ]);
  return {
    totalBusinesses: stats.total,
    categories: stats.categories,
    growth,
    uptimeSeconds: serving.uptimeSeconds,
    requests: serving.requests,
    processes: serving.processes,
    activities,
  };
}
