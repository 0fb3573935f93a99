import { sql } from "kysely";
import type { BusinessDetail } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { selectBusinessDetail } from "./business-select";
import { serializeBusinessDetail } from "./serialize-business";

/** Reviews sent with a detail answer; the page shows the 3 most recent. */
const DETAIL_REVIEWS = 10;

/** A business with description, features and recent reviews; null when the slug is unknown. */
export async function getBusinessBySlug(ctx: AppContext, slug: string): Promise<BusinessDetail | null> {
  // Both look-ups by a unique key: the same plan for every business (prepared once per connection).
  const row = await selectBusinessDetail(ctx.db).modifyFront(preparedMark()).where("b.slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const reviews = await ctx.db
    .selectFrom("reviews")
    .modifyFront(preparedMark())
    .selectAll()
    .where("business_id", "=", row.id)
    // Imported reviews without a date are the least recent as far as anyone can tell.
    .orderBy("created_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(sql.lit(DETAIL_REVIEWS))
    .execute();
  return serializeBusinessDetail(row, reviews);
}
