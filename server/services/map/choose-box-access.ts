// How a filtered map request finds its businesses. PostgreSQL estimates every
// `geo <@ box` alike, a street or the whole world, so left to itself it reads the whole geo
// index for a continent, or a category's whole index for a street; the map's cells and the
// planner's estimate of the filter alone tell the cases apart.
import type { Expression, SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { estimateBoxCount } from "./estimate-box";
import { estimateFilterRows } from "./estimate-filter";
import type { BoxPart } from "./map-box";

/**
 * `box`: the geo index finds the box's businesses, the filter is checked on each;
 * `filter`: the filter's indexes find its businesses, the box is checked on each;
 * `both`: the planner may combine the indexes.
 */
export type BoxAccess = "box" | "filter" | "both";

/** A box with fewer businesses than this is read whole: checking them costs less than any index of the filter. */
const SMALL_BOX = 5000;
/**
 * An entry of the geo index costs about a tenth of reading a business the filter found
 * (0.3 µs against 2-10 µs on the 2-core development machine): the index pays while the
 * box holds fewer than ten times the filter's businesses.
 */
const ENTRIES_PER_ROW = 10;

export async function chooseBoxAccess(
  ctx: Pick<AppContext, "db">,
  parts: readonly BoxPart[],
  clauses: Expression<SqlBool>[],
): Promise<BoxAccess> {
  if (clauses.length === 0) return "box";
  const inBox = await estimateBoxCount(ctx, parts);
  if (inBox <= SMALL_BOX) return "box";
  return inBox > ENTRIES_PER_ROW * (await estimateFilterRows(ctx, clauses)) ? "filter" : "both";
}
