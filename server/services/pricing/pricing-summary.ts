import { sql } from "kysely";
import type { PricingSummary } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";

/**
 * The revenue cards, straight from the subscription records: what was paid
 * (each subscription's price at the time it was sold), in total and in the
 * current calendar month (UTC, by start date), and how many run now, per plan
 * and overall. A subscription ended early still counts as sold.
 */
export async function pricingSummary(ctx: Pick<AppContext, "db">): Promise<PricingSummary> {
  const monthStart = sql`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const [plans, month] = await Promise.all([
    ctx.db
      .selectFrom("pricing_plans as p")
      .leftJoin("business_subscriptions as s", "s.plan_id", "p.id")
      .select([
        "p.id as planId",
        "p.name as planName",
        sql<number>`count(s.id) FILTER (WHERE s.starts_at <= now() AND s.ends_at > now())::int`.as("activeSubscriptions"),
        sql<number>`count(s.id)::int`.as("subscriptions"),
        sql<number>`coalesce(sum(s.price), 0)::bigint`.as("revenue"),
        sql<number>`coalesce(sum(s.price) FILTER (WHERE s.starts_at >= ${monthStart}), 0)::bigint`.as("revenueThisMonth"),
      ])
      .groupBy("p.id")
      .orderBy("p.id")
      .execute(),
    sql<{ month: string }>`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') AS month`.execute(ctx.db),
  ]);
  const total = (pick: (plan: (typeof plans)[number]) => number) => plans.reduce((sum, plan) => sum + pick(plan), 0);
  return {
    activeSubscriptions: total((plan) => plan.activeSubscriptions),
    revenueThisMonth: total((plan) => plan.revenueThisMonth),
    totalRevenue: total((plan) => plan.revenue),
    month: month.rows[0]!.month,
    plans,
  };
}
