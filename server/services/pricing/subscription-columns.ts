import { sql, type SqlBool } from "kysely";
import type { Subscription } from "../../../app/lib/admin/pricing";
import type { Db } from "../../db/pool";

/** Subscriptions with their business's and plan's names, and whether each is running now. */
export function selectSubscriptions(db: Db) {
  return db
    .selectFrom("business_subscriptions as s")
    .innerJoin("businesses as b", "b.id", "s.business_id")
    .innerJoin("pricing_plans as p", "p.id", "s.plan_id")
    .select([
      "s.id", "s.business_id", "s.plan_id", "s.price", "s.starts_at", "s.ends_at",
      "b.name as business_name", "b.slug as business_slug", "p.name as plan_name",
      sql<boolean>`s.starts_at <= now() AND s.ends_at > now()`.as("active"),
    ]);
}

/** The WHERE of a running subscription. */
export const isRunning = sql<SqlBool>`s.starts_at <= now() AND s.ends_at > now()`;

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>["executeTakeFirstOrThrow"]>>;

export function serializeSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    businessId: row.business_id,
    businessName: row.business_name,
    businessSlug: row.business_slug,
    planId: row.plan_id,
    planName: row.plan_name,
    price: row.price,
    startsAt: row.starts_at.toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    active: row.active,
  };
}
