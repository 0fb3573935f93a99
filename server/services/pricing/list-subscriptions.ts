import { sql } from "kysely";
import { z } from "zod";
import type { SubscriptionPage } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { isRunning, selectSubscriptions, serializeSubscription } from "./subscription-columns";

export const RECENT_SUBSCRIPTIONS = 10;

export const subscriptionListQuerySchema = z.object({
  status: z.enum(["all", "active"], { error: "Durum all veya active olmalı." }).default("all"),
  limit: z.coerce.number().int().min(1).max(100).default(RECENT_SUBSCRIPTIONS),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/** Newest first: 'all' is the history the revenue figures come from, 'active' those running now. */
export async function listSubscriptions(ctx: Pick<AppContext, "db">, query: SubscriptionListQuery): Promise<SubscriptionPage> {
  const onlyRunning = query.status === "active";
  let rows = selectSubscriptions(ctx.db);
  let count = ctx.db.selectFrom("business_subscriptions as s").select(sql<number>`count(*)::int`.as("n"));
  if (onlyRunning) {
    rows = rows.where(isRunning);
    count = count.where(isRunning);
  }
  const [page, total] = await Promise.all([
    rows.orderBy("s.created_at", "desc").orderBy("s.id", "desc").limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { subscriptions: page.map(serializeSubscription), total: total.n, limit: query.limit, offset: query.offset };
}
