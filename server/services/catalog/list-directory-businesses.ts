import type { BusinessPage } from "../../../app/lib/business";
import type { SortState } from "../../../app/lib/directory";
import type { AppContext } from "../../context";
import { businessListQuerySchema } from "../businesses/business-query";
import { listBusinesses } from "../businesses/list-businesses";

/** What a directory page asks for: its URL state plus the filters its path implies. */
export interface DirectoryBusinessQuery {
  search: string;
  sort: SortState | null;
  page: number;
  pageSize: number;
  categoryId?: number;
  category?: string;
  city?: string;
  countryCode?: string;
}

/**
 * One page of businesses for a directory page. Page URLs are typed by
 * visitors, so a state the list query rejects shows an empty page instead of
 * failing the whole page.
 */
export async function listDirectoryBusinesses(ctx: AppContext, query: DirectoryBusinessQuery): Promise<BusinessPage> {
  const offset = (query.page - 1) * query.pageSize;
  const parsed = businessListQuerySchema.safeParse({
    search: query.search,
    categoryId: query.categoryId,
    category: query.category,
    city: query.city,
    countryCode: query.countryCode,
    sortBy: query.sort?.sortBy,
    sortOrder: query.sort?.sortOrder,
    limit: query.pageSize,
    offset,
  });
  if (!parsed.success) return { businesses: [], total: 0, limit: query.pageSize, offset };
  return listBusinesses(ctx, parsed.data);
}
