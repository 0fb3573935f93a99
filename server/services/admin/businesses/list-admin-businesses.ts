import { sql } from "kysely";
import type { AdminBusinessPage } from "../../../../app/lib/admin/admin-business";
import type { AppContext } from "../../../context";
import { looserMatch, resolveFilter, whereClauses } from "../../businesses/business-filter";
import { selectBusinessDetail } from "../../businesses/business-select";
import { countBusinesses } from "../../businesses/count-businesses";
import type { AdminBusinessListQuery } from "./admin-list-query";
import { serializeAdminBusiness } from "./serialize-admin-business";

/**
 * The back office list: the public list's search (words, then prefix, then
 * names spelt alike) and filters, always in upload order so the global row
 * numbers read #1, #2 ... down the pages.
 */
export async function listAdminBusinesses(ctx: AppContext, query: AdminBusinessListQuery): Promise<AdminBusinessPage> {
  const empty: AdminBusinessPage = { businesses: [], total: 0, limit: query.limit, offset: query.offset };
  let filter = await resolveFilter(ctx, { ...query, category: undefined, city: undefined });
  if (!filter) return empty;
  let total = await countBusinesses(ctx, filter);
  while (total === 0 && filter.terms) {
    const next = looserMatch(filter.terms, filter.match);
    if (!next) break;
    filter = { ...filter, match: next };
    total = await countBusinesses(ctx, filter);
  }
  if (total === 0 || query.offset >= total) return { ...empty, total };
  const rows = await selectBusinessDetail(ctx.db)
    .where((eb) => eb.and(whereClauses(filter)))
    .orderBy(sql`b.global_row_number`)
    .orderBy(sql`b.id`)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const now = new Date();
  return { businesses: rows.map((row) => serializeAdminBusiness(row, now)), total, limit: query.limit, offset: query.offset };
}
