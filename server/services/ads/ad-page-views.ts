// Which ad events of a page view count. A page view is a row of ad_page_views: its first
// impression creates it with a random id, which the page sends with every later event.
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { AdPlacement } from "../../../app/lib/ads";
import type { Database } from "../../db/types";
import { MINUTE } from "../cache";

/** How long after its first impression a page view's clicks still count. */
export const AD_PAGE_VIEW_LIFETIME_MS = 120 * MINUTE;
/**
 * Most impressions of one placement a page view may add: a long list with an inline ad
 * after every card shows a few dozen; more is a script, not a visitor.
 */
export const AD_IMPRESSIONS_PER_VIEW = 50;
/** Expired page views are deleted by each process at most this often, when it starts a new one. */
const SWEEP_EVERY_MS = 5 * MINUTE;

type Trx = Transaction<Database>;

const countOf = (column: "impressions" | "clicks", placement: AdPlacement) => sql<number>`coalesce((${sql.ref(column)} ->> ${placement})::int, 0)`;
const plusOne = (column: "impressions" | "clicks", placement: AdPlacement) =>
  sql<Record<string, number>>`jsonb_set(${sql.ref(column)}, ARRAY[${placement}::text], to_jsonb(${countOf(column, placement)} + 1))`;

/** A new page view with its first impression; answers its id. */
export async function startPageView(trx: Trx, placement: AdPlacement): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("ad_page_views")
    .values({ id, impressions: sql`jsonb_build_object(${placement}::text, 1)`, expires_at: new Date(Date.now() + AD_PAGE_VIEW_LIFETIME_MS) })
    .execute();
  return id;
}

export type ImpressionClaim = "counted" | "over-limit" | "unknown";

/** Adds an impression to a live page view, up to its limit; "unknown" when there is no such live page view. */
export async function addImpression(trx: Trx, id: string, placement: AdPlacement): Promise<ImpressionClaim> {
  const live = sql<boolean>`expires_at > now()`;
  const row = await trx
    .updateTable("ad_page_views")
    .set({ impressions: plusOne("impressions", placement) })
    .where("id", "=", id)
    .where(live)
    .where(countOf("impressions", placement), "<", AD_IMPRESSIONS_PER_VIEW)
    .returning("id")
    .executeTakeFirst();
  if (row) return "counted";
  const exists = await trx.selectFrom("ad_page_views").select("id").where("id", "=", id).where(live).executeTakeFirst();
  return exists ? "over-limit" : "unknown";
}

/**
 * Adds a click to a live page view when it has shown the placement more often than it was
 * clicked. The row lock of the UPDATE makes concurrent clicks wait and test again.
 */
export async function addClick(trx: Trx, id: string, placement: AdPlacement): Promise<boolean> {
  const row = await trx
    .updateTable("ad_page_views")
    .set({ clicks: plusOne("clicks", placement) })
    .where("id", "=", id)
    .where(sql<boolean>`expires_at > now()`)
    .where(countOf("clicks", placement), "<", countOf("impressions", placement))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

// Per process on purpose: it only spaces out this process's own deletes. The rows live in
// PostgreSQL, and a delete of expired rows is harmless when several processes run one.
let lastSweep = 0;

/** Deletes expired page views, at most every few minutes per process. */
export async function sweepExpiredPageViews(db: Pick<Trx, "deleteFrom">, now = Date.now()): Promise<void> {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db.deleteFrom("ad_page_views").where("expires_at", "<=", sql<Date>`now()`).execute();
}
