import { sql } from "kysely";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";
import { selectBusinessList } from "./business-select";

/** What the related lists are chosen by: the business's own ids, read from its row. */
export interface RelatedOrigin {
  id: number;
  categoryId: number | null;
  cityId: number | null;
  type: string | null;
}

/**
 * Best rated first, permanently closed last, in the exact order of the (…,
 * closed_rank, rating DESC NULLS LAST, review_count DESC, id) indexes: with an equality on category_id or city_id
 * PostgreSQL walks the matching index from the top and stops at the LIMIT,
 * so a list costs a few index entries however many rows the table holds.
 */
function bestRated(db: Db, limit: number, prepared = false) {
  const select = prepared ? selectBusinessList(db).modifyFront(preparedMark()) : selectBusinessList(db);
  return select
    .orderBy("b.closed_rank")
    .orderBy(sql`b.rating DESC NULLS LAST`)
    .orderBy("b.review_count", "desc")
    .orderBy("b.id")
    .limit(prepared ? sql.lit(limit) : limit);
}

/**
 * The same category and the same city lists walk one index whichever category or city:
 * prepared once per connection, the limit written into the text, where PostgreSQL costs it
 * as it is (prepared-statements.ts). The same type's may walk either, so it is planned each time.
 */
const PREPARED = true;

/** Same category in other cities (businesses_category_rating_idx). */
export function sameCategoryQuery(db: Db, origin: RelatedOrigin & { categoryId: number }, limit: number) {
  let query = bestRated(db, limit, PREPARED).where("b.category_id", "=", origin.categoryId).where("b.id", "<>", origin.id);
  if (origin.cityId !== null) query = query.where("b.city_id", "<>", origin.cityId);
  return query;
}

/** Same city in other categories (businesses_city_rating_idx). */
export function sameCityQuery(db: Db, origin: RelatedOrigin & { cityId: number }, limit: number) {
  let query = bestRated(db, limit, PREPARED).where("b.city_id", "=", origin.cityId).where("b.id", "<>", origin.id);
  if (origin.categoryId !== null) {
    // IS DISTINCT FROM keeps businesses without a category: they are "other" too.
    query = query.where(sql<boolean>`b.category_id IS DISTINCT FROM ${origin.categoryId}`);
  }
  return query;
}

/**
 * Same type (Google's finer "Pizza delivery", "Trattoria" ...) among the
 * businesses of the same city and category: the closest competitors, never
 * repeating the other two lists, and bounded by one city's category
 * (businesses_city_category_idx) since `type` itself has no index.
 */
export function sameTypeQuery(db: Db, origin: RelatedOrigin & { cityId: number; categoryId: number }, limit: number) {
  let query = bestRated(db, limit)
    .where("b.city_id", "=", origin.cityId)
    .where("b.category_id", "=", origin.categoryId)
    .where("b.id", "<>", origin.id);
  if (origin.type !== null) query = query.where("b.type", "=", origin.type);
  return query;
}
