import { sql } from "kysely";
import type { Db } from "../../db/pool";

export interface MonthlyGrowth {
  /** businesses created since the first of this calendar month (UTC) */
  thisMonth: number;
  /** businesses created during the whole previous calendar month */
  lastMonth: number;
  /** (thisMonth - lastMonth) / lastMonth in percent, one decimal; null when last month had none */
  percent: number | null;
}

/** First instant of the month `offset` months away from the one holding `date`, in UTC. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/**
 * New listings this month against last month, from `created_at`. One pass
 * over the two months' rows; `now` is a parameter so the figure can be
 * checked against any month.
 */
export async function businessGrowth(ctx: { db: Db }, now = new Date()): Promise<MonthlyGrowth> {
  const current = monthStart(now);
  const result = await sql<{ this_month: number; last_month: number }>`
    SELECT count(*) FILTER (WHERE created_at >= ${current})::int AS this_month,
           count(*) FILTER (WHERE created_at < ${current})::int AS last_month
    FROM businesses
    WHERE created_at >= ${monthStart(now, -1)} AND created_at < ${monthStart(now, 1)}`.execute(ctx.db);
  const row = result.rows[0] ?? { this_month: 0, last_month: 0 };
  return { thisMonth: row.this_month, lastMonth: row.last_month, percent: growthPercent(row.this_month, row.last_month) };
}
