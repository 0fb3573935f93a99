import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";
import { selectBusinessList, type BusinessListRow } from "./business-select";

/** The business page's related lists, in the order they are shown. */
export const RELATED_LISTS = ["sameCategory", "sameCity", "sameType"] as const;
export type RelatedList = (typeof RELATED_LISTS)[number];
export type RelatedRow = BusinessListRow & { list: RelatedList };

/**
 * Best rated first, permanently closed last, in the exact order of the (…, closed_rank,
 * rating DESC NULLS LAST, review_count DESC, id) indexes: with an equality on category_id or
 * city_id PostgreSQL walks the matching index from the top and stops at the LIMIT, so a list
 * costs a few index entries however many rows the table holds. `o` is the business the lists
 * are about (relatedListsQuery).
 */
function bestRated(db: Db, limit: number, where: Expression<SqlBool>[]) {
  return selectBusinessList(db)
    .select("b.closed_rank")
    .where((eb) => eb.and(where))
    .orderBy("b.closed_rank")
    .orderBy(sql`b.rating DESC NULLS LAST`)
    .orderBy("b.review_count", "desc")
    .orderBy("b.id")
    .limit(sql.lit(limit));
}

/** Same category in other cities (businesses_category_rating_idx). */
function sameCategoryQuery(db: Db, limit: number) {
  return bestRated(db, limit, [
    sql<SqlBool>`b.category_id = o.category_id`,
    sql<SqlBool>`b.id <> o.id`,
    sql<SqlBool>`(o.city_id IS NULL OR b.city_id <> o.city_id)`,
  ]);
}

/** Same city in other categories (businesses_city_rating_idx); businesses without a category are "other" too. */
function sameCityQuery(db: Db, limit: number) {
  return bestRated(db, limit, [
    sql<SqlBool>`b.city_id = o.city_id`,
    sql<SqlBool>`b.id <> o.id`,
    sql<SqlBool>`(o.category_id IS NULL OR b.category_id IS DISTINCT FROM o.category_id)`,
  ]);
}

/**
 * Same type (Google's finer "Pizza delivery", "Trattoria" ...) among the businesses of the
 * same city and category: the closest competitors, never repeating the other two lists, and
 * bounded by one city's category since `type` itself has no index.
 */
function sameTypeQuery(db: Db, limit: number) {
  return bestRated(db, limit, [
    sql<SqlBool>`b.city_id = o.city_id`,
    sql<SqlBool>`b.category_id = o.category_id`,
    sql<SqlBool>`b.id <> o.id`,
    sql<SqlBool>`(o.type IS NULL OR b.type = o.type)`,
  ]);
}

/**
 * The three lists of the business `id` in one statement: its row read once (`o`), each list
 * a lateral walk from it, tagged with its name. The plan is the same for every business
 * (the lists' values come from `o`, not from the text), so each connection prepares it once;
 * a business page whose lists are not cached costs one round trip for them, not four.
 */
export function relatedListsQuery(db: Db, id: number, limits: Record<RelatedList, number>) {
  const lists = { sameCategory: sameCategoryQuery, sameCity: sameCityQuery, sameType: sameTypeQuery };
  const branches = RELATED_LISTS.map(
    (list, rank) => sql`SELECT ${sql.lit(list)} AS list, ${sql.lit(rank)} AS list_rank, r.*
      FROM o CROSS JOIN LATERAL (${lists[list](db, limits[list])}) r`,
  );
  return sql<RelatedRow & { list_rank: number; closed_rank: number }>`${preparedMark()}
    WITH o AS (SELECT id, category_id, city_id, type FROM businesses WHERE id = ${id})
    ${sql.join(branches, sql` UNION ALL `)}
    ORDER BY list_rank, closed_rank, rating DESC NULLS LAST, review_count DESC, id`;
}
