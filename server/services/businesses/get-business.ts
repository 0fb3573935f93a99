import { sql } from "kysely";
import type { BusinessDetail } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatement, type Slots } from "../../db/reusable-statement";
import { selectBusinessDetail } from "./business-select";
import { serializeBusinessDetail } from "./serialize-business";

/** Reviews sent with a detail answer; the page shows the 3 most recent. */
const DETAIL_REVIEWS = 10;

// Both look-ups by a unique key: the same plan for every business (prepared once per connection),
// and the same text, built once per process.
const detailBySlug = reusableStatement((db, value: Slots<{ slug: string }>) =>
  selectBusinessDetail(db).modifyFront(preparedMark()).where("b.slug", "=", value("slug")).compile(),
);

const recentReviews = reusableStatement((db, value: Slots<{ businessId: number }>) =>
  db
    .selectFrom("reviews")
    .modifyFront(preparedMark())
    .selectAll()
    .where("business_id", "=", value("businessId"))
    // Imported reviews without a date are the least recent as far as anyone can tell.
    .orderBy("created_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(sql.lit(DETAIL_REVIEWS))
    .compile(),
);

/** A business with description, features and recent reviews; null when the slug is unknown. */
export async function getBusinessBySlug(ctx: AppContext, slug: string): Promise<BusinessDetail | null> {
  const [row] = await detailBySlug(ctx.db, { slug });
  if (!row) return null;
  const reviews = await recentReviews(ctx.db, { businessId: row.id });
  return serializeBusinessDetail(row, reviews);
}
