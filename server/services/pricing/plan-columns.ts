import { sql } from "kysely";
import type { PricingPlan } from "../../../app/lib/admin/pricing";
import type { Db } from "../../db/pool";

/** Plans with the number of subscriptions made with each (a plan that has any cannot be deleted). */
export function selectPlans(db: Db) {
  return db
    .selectFrom("pricing_plans as p")
    .selectAll("p")
    .select(
      sql<number>`(SELECT count(*) FROM business_subscriptions s WHERE s.plan_id = p.id)::int`.as("subscription_count"),
    );
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>["executeTakeFirstOrThrow"]>>;

export function serializePlan(row: PlanRow): PricingPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    duration: row.duration,
    features: row.features,
    maxAds: row.max_ads,
    priorityPlacement: row.priority_placement,
    analyticsAccess: row.analytics_access,
    customStyling: row.custom_styling,
    enabled: row.enabled,
    subscriptionCount: row.subscription_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
