import { sql } from "kysely";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

/** Cache key family of the priority-placement set; every pricing write clears it. */
export const PRIORITY_CACHE_PREFIX = "pricing:priority";
const PRIORITY_TTL = MINUTE;

interface PriorityWindow {
  businessId: number;
  startsAt: number;
  endsAt: number;
}

/**
 * Ids of the businesses with a running subscription (starts_at <= now <
 * ends_at) to a plan with priority placement. Category and city pages ask on
 * every view, so the few subscriptions that can matter (not yet ended) are
 * read once a minute and kept with their times; the time check runs on each
 * call, so a subscription stops counting the moment it ends, cache or not.
 */
export async function activePriorityBusinessIds(ctx: Pick<AppContext, "db" | "cache">, now = Date.now()): Promise<number[]> {
  const windows = await ctx.cache.getOrSet(PRIORITY_CACHE_PREFIX, PRIORITY_TTL, () => loadPriorityWindows(ctx));
  const ids = new Set<number>();
  for (const window of windows) if (window.startsAt <= now && now < window.endsAt) ids.add(window.businessId);
  return [...ids];
}

async function loadPriorityWindows(ctx: Pick<AppContext, "db">): Promise<PriorityWindow[]> {
  // business_subscriptions_active_idx (ends_at) reads only subscriptions still running.
  const rows = await ctx.db
    .selectFrom("business_subscriptions as s")
    .innerJoin("pricing_plans as p", "p.id", "s.plan_id")
    .select(["s.business_id", "s.starts_at", "s.ends_at"])
    .where("p.priority_placement", "=", true)
    .where("s.ends_at", ">", sql<Date>`now()`)
    .execute();
  return rows.map((row) => ({ businessId: row.business_id, startsAt: row.starts_at.getTime(), endsAt: new Date(row.ends_at).getTime() }));
}

/** After any change to subscriptions or plans: category and city pages of every process show it on their next view. */
export function forgetPriorityBusinesses(ctx: Pick<AppContext, "cache">): Promise<void> {
  return ctx.cache.clearPrefix(PRIORITY_CACHE_PREFIX);
}
