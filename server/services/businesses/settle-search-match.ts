import type { AppContext } from "../../context";
import { looserMatch, type BusinessFilter } from "./business-filter";
import { countBusinesses } from "./count-businesses";

/**
 * The filter with the first way of matching its search that finds something (words, then
 * the last word as a prefix, then names spelt alike ...: see looserMatch), and its total.
 * Every view of a search (the list, the map) shows the same businesses.
 */
export async function settleSearchMatch(
  ctx: AppContext,
  filter: BusinessFilter,
): Promise<{ filter: BusinessFilter; total: number }> {
  let settled = filter;
  let total = await countBusinesses(ctx, settled);
  for (let next = nextMatch(settled); total === 0 && next; next = nextMatch(settled)) {
    settled = { ...settled, match: next };
    total = await countBusinesses(ctx, settled);
  }
  return { filter: settled, total };
}

function nextMatch(filter: BusinessFilter) {
  return filter.terms ? looserMatch(filter.terms, filter.match) : null;
}
