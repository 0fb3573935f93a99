import type { BusinessPage } from "../../../app/lib/business";
import type { SortState } from "../../../app/lib/directory";
import type { AppContext } from "../../context";
import { businessListQuerySchema } from "../businesses/business-query";
import { listBusinesses } from "../businesses/list-businesses";
import { listPriorityFirst } from "../pricing/list-priority-first";
import type { ListNarrowingQuery } from "./resolve-list-narrowing";

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
  /**
   * Category and city pages: businesses with a running priority-placement
   * subscription come first, in the default order and without a search only
   * (a visitor's own sort or search is shown exactly as asked).
   */
  priorityFirst?: boolean;
  /** the search page's filters and distance search, as its URL gives them */
  narrowing?: ListNarrowingQuery;
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
    ...query.narrowing,
    sortBy: query.sort?.sortBy,
    sortOrder: query.sort?.sortOrder,
    limit: query.pageSize,
    offset,
  });
  if (!parsed.success) return { businesses: [], total: 0, limit: query.pageSize, offset };
  const priorityFirst = query.priorityFirst && !parsed.data.search && !parsed.data.sortBy;
  return priorityFirst ? listPriorityFirst(ctx, parsed.data) : listBusinesses(ctx, parsed.data);
}
