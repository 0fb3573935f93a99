import { sql, type SqlBool } from "kysely";
import type { BusinessPage } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import { resolveFilter, whereClauses } from "../businesses/business-filter";
import type { BusinessListQuery } from "../businesses/business-query";
import { selectBusinessList } from "../businesses/business-select";
import { listBusinesses } from "../businesses/list-businesses";
import { serializeBusiness } from "../businesses/serialize-business";
import { activePriorityBusinessIds } from "./active-priority-businesses";
import { priorityPageWindow } from "./priority-page-window";

/** More priority businesses than this in one list are left in the normal order (no page shows them all anyway). */
export const MAX_PRIORITY_BUSINESSES = 200;

/**
 * A category or city list with priority placement: businesses whose
 * subscription to a priority-placement plan is running come first (among
 * themselves in the normal order), then everybody else in the normal order.
 *
 * The list is read as if it were [priority..., rest...]: page 1 shows the
 * priority businesses and fills up from the rest; later pages continue the
 * rest where page 1 stopped. The total stays the list's own count (the
 * priority businesses are part of it), so page numbers and offsets hold.
 * The normal query only gets `id <> ALL(priority ids)`: the index it reads in
 * its order stays the same, nothing sorts all matches.
 */
export async function listPriorityFirst(ctx: AppContext, query: BusinessListQuery): Promise<BusinessPage> {
  const ids = await activePriorityBusinessIds(ctx);
  if (ids.length === 0) return listBusinesses(ctx, query);
  // One moment for both parts, so an Open Now list and its badges agree throughout.
  const now = new Date();
  const filter = await resolveFilter(ctx, query, now);
  if (!filter) return listBusinesses(ctx, query, { now });
  const priority = await selectBusinessList(ctx.db)
    .where((eb) => eb.and([...whereClauses(filter), sql<SqlBool>`b.id = ANY(${ids}::int[])`]))
    // The normal order of a list without search (see list-businesses), permanently closed last.
    .orderBy(sql`b.closed_rank`)
    .orderBy(sql`b.rating DESC NULLS LAST`)
    .orderBy(sql`b.review_count DESC`)
    .orderBy(sql`b.id`)
    .limit(MAX_PRIORITY_BUSINESSES)
    .execute();
  if (priority.length === 0) return listBusinesses(ctx, query, { now });

  const window = priorityPageWindow(priority.length, query.offset, query.limit);
  const head = priority.slice(window.headStart, window.headEnd);
  const rest = await listBusinesses(
    ctx,
    { ...query, offset: window.restOffset, limit: window.restLimit },
    { excludeIds: priority.map((row) => row.id), now },
  );
  return {
    businesses: [...head.map((row) => serializeBusiness(row, now)), ...rest.businesses],
    total: rest.total,
    limit: query.limit,
    offset: query.offset,
  };
}
