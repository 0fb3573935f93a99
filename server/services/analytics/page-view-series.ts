import { sql } from "kysely";
import type { Db } from "../../db/pool";
import { PAGE_KINDS, type DailyViews, type PageKind, type PageViewSeries } from "../../../app/lib/admin/analytics";
import { utcDay } from "./page-view-counter";

/** The last `days` UTC days of page views, ending today. */
export async function pageViewSeries(db: Db, days: number, now = new Date()): Promise<PageViewSeries> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const { rows } = await sql<{ day: string; path_kind: string; views: number }>`
    SELECT day::text AS day, path_kind, views::int AS views FROM page_views
     WHERE day >= ${utcDay(first)}::date AND day <= ${utcDay(now)}::date`.execute(db);

  const perDay = new Map<string, number>();
  const byKind = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, 0])) as Record<PageKind, number>;
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.views);
    if (row.path_kind in byKind) byKind[row.path_kind as PageKind] += row.views;
  }
  const series: DailyViews[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = utcDay(new Date(first.getTime() + offset * 86_400_000));
    series.push({ day, views: perDay.get(day) ?? 0 });
  }
  const sum = (entries: DailyViews[]) => entries.reduce((total, entry) => total + entry.views, 0);
  return {
    days: series,
    byKind,
    total: sum(series),
    today: series.at(-1)?.views ?? 0,
    lastSevenDays: sum(series.slice(-7)),
  };
}
