import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";

/** One key of a list's order: a value of the row, its direction and where NULLs go. */
export interface OrderKey {
  value: RawBuilder<unknown>;
  direction: "ASC" | "DESC";
  /** PostgreSQL's default when unset: NULLS LAST ascending, NULLS FIRST descending. */
  nulls?: "FIRST" | "LAST";
}

export const orderKey = (value: RawBuilder<unknown>, direction: OrderKey["direction"] = "ASC", nulls?: OrderKey["nulls"]): OrderKey => ({
  value,
  direction,
  nulls,
});

/** `column` in the order `key` gives: an ORDER BY item. */
export function orderItem(column: RawBuilder<unknown>, key: OrderKey) {
  return sql`${column} ${sql.raw(key.direction)}${sql.raw(key.nulls ? ` NULLS ${key.nulls}` : "")}`;
}

export interface PageOfIds {
  clauses: readonly Expression<SqlBool>[];
  order: readonly OrderKey[];
  limit: number;
  offset: number;
  /**
   * The plan does not depend on the values (one facet's list index walked in order): prepared
   * once per connection, the page's numbers written into the text, where PostgreSQL costs them.
   */
  prepared: boolean;
  /** Each row's distance from a distance search's point (distance_km); NULL otherwise. */
  distanceKm: RawBuilder<number | null>;
}

/**
 * The ids of one page of a list, in its order, in a statement that reads no other column:
 * a search that ranks every match sorts hundreds of narrow rows, not whole businesses, and
 * the list's columns are read for the page's rows alone (listRowsByIds). Joined in the same
 * statement, the category and city joins were planned for PostgreSQL's guess of the matches
 * (a rare word's 57 matches guessed as 984 hashed all 7,000 cities: 1.9 ms against 0.5 ms
 * this way), and planning the wide statement cost more than running it. The categories join
 * is there for the category order; PostgreSQL drops it when nothing reads it.
 */
export function pageOfIds(db: Db, page: PageOfIds) {
  const { clauses, order, limit, offset, prepared, distanceKm } = page;
  const select = db.selectFrom("businesses as b").leftJoin("categories as c", "c.id", "b.category_id");
  let query = (prepared ? select.modifyFront(preparedMark()) : select)
    .select(["b.id", distanceKm.as("distance_km")])
    .select(order.map((key, index) => key.value.as(`k${index}`)))
    .where((eb) => eb.and([...clauses]));
  for (const [index, key] of order.entries()) query = query.orderBy(orderItem(sql.ref(`k${index}`), key));
  return prepared ? query.limit(sql.lit(limit)).offset(sql.lit(offset)) : query.limit(limit).offset(offset);
}
