import type { Business } from "../../../app/lib/business";
import type { Category } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { listCategories } from "../catalog/list-categories";
import type { BusinessListRow } from "./business-select";
import { relatedListsQuery } from "./related-queries";
import { serializeBusiness } from "./serialize-business";

export const RELATED_SAME_CATEGORY = 6;
export const RELATED_SAME_CITY = 6;
export const RELATED_SAME_TYPE = 4;
export const RELATED_CATEGORY_LINKS = 8;
/** Rankings move only with imports and edits, and those clear the cache anyway. */
const RELATED_TTL = 20 * MINUTE;

/** The business page's related lists, each best rated first and none listing the business itself. */
export interface RelatedBusinesses {
  /** same category, other cities */
  sameCategory: Business[];
  /** same city, other categories */
  sameCity: Business[];
  /** same city, category and type */
  sameType: Business[];
  /** categories with the most businesses, the business's own left out */
  categories: Category[];
}

interface RelatedRows {
  sameCategory: BusinessListRow[];
  sameCity: BusinessListRow[];
  sameType: BusinessListRow[];
}

export async function relatedBusinesses(ctx: AppContext, business: Pick<Business, "id" | "categoryId">): Promise<RelatedBusinesses> {
  const [rows, categories] = await Promise.all([
    // Rows, not serialized businesses, are cached: Open Now must be read at each request.
    ctx.cache.getOrSet(`related:${business.id}`, RELATED_TTL, () => loadRelatedRows(ctx, business.id)),
    listCategories(ctx),
  ]);
  const now = new Date();
  const serialize = (list: BusinessListRow[]) => list.map((row) => serializeBusiness(row, now));
  return {
    sameCategory: serialize(rows.sameCategory),
    sameCity: serialize(rows.sameCity),
    sameType: serialize(rows.sameType),
    categories: categories
      .filter((category) => category.id !== business.categoryId && category.businessCount > 0)
      .slice(0, RELATED_CATEGORY_LINKS),
  };
}

async function loadRelatedRows(ctx: AppContext, id: number): Promise<RelatedRows> {
  const limits = { sameCategory: RELATED_SAME_CATEGORY, sameCity: RELATED_SAME_CITY, sameType: RELATED_SAME_TYPE };
  const { rows } = await relatedListsQuery(ctx.db, id, limits).execute(ctx.db);
  const lists: RelatedRows = { sameCategory: [], sameCity: [], sameType: [] };
  for (const { list, list_rank: _rank, closed_rank: _closed, ...row } of rows) lists[list].push(row);
  return lists;
}
