// The businesses of a box that pass a filter, found the way chooseBoxAccess decided: the
// FROM item `b` with its WHERE, for the map's grouping and point queries.
import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { BoxAccess } from "./choose-box-access";
import type { BoxPart } from "./map-box";

/** In the box, through the geo index (edges included). */
export const inBox = (box: BoxPart) =>
  sql<SqlBool>`b.geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`;

/** The same test as inBox, which no index answers. */
const inBoxUnindexed = (box: BoxPart) =>
  sql<SqlBool>`b.longitude BETWEEN ${box.west} AND ${box.east} AND b.latitude BETWEEN ${box.south} AND ${box.north}`;

export const anyOf = (tests: Expression<SqlBool>[]) =>
  tests.length === 1 ? tests[0]! : sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
const allOf = (tests: Expression<SqlBool>[]) => sql.join(tests, sql` AND `);

/** `businesses b WHERE ...`: in any of `boxes`, passing `also` and the filter's `clauses`. */
export function businessesIn(
  boxes: readonly BoxPart[],
  access: BoxAccess,
  clauses: Expression<SqlBool>[],
  also: Expression<SqlBool>[] = [],
): RawBuilder<unknown> {
  const area = [anyOf(boxes.map(access === "filter" ? inBoxUnindexed : inBox)), ...also];
  // OFFSET 0 keeps the filter out of the box's scan: the geo index alone finds the rows.
  if (access === "box" && clauses.length) {
    return sql`(SELECT * FROM businesses b WHERE ${allOf(area)} OFFSET 0) b WHERE ${allOf(clauses)}`;
  }
  return sql`businesses b WHERE ${allOf([...area, ...clauses])}`;
}
