import { sql } from "kysely";
import { z } from "zod";
import type { Category } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { serializeCategory } from "./list-categories";
import { escapeLike } from "./escape-like";

export const categorySearchQuerySchema = z.object({
  search: z.string().trim().max(120).optional().transform((value) => (value === "" ? undefined : value)),
  limit: z.coerce.number().int().min(1).max(100).default(18),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CategorySearchQuery = z.infer<typeof categorySearchQuerySchema>;

/**
 * One page of the category directory, most businesses first like the full
 * list. `search` matches anywhere in the name, ignoring case and accents
 * ("cafe" finds "Café"); LIKE wildcards in it are taken literally.
 */
export function searchCategories(
  ctx: AppContext,
  query: CategorySearchQuery,
): Promise<{ categories: Category[]; total: number }> {
  return ctx.cache.getOrSet(`category-search:${JSON.stringify(query)}`, 30 * MINUTE, async () => {
    let select = ctx.db.selectFrom("categories");
    if (query.search) {
      const pattern = escapeLike(query.search);
      select = select.where(sql`locus_fold(name)`, "like", sql`'%' || locus_fold(${pattern}) || '%'`);
    }
    const [rows, count] = await Promise.all([
      select
        .select(["id", "name", "slug", "icon", "business_count"])
        .orderBy("business_count", "desc")
        .orderBy("name")
        .orderBy("id")
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      select.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
    ]);
    return { categories: rows.map(serializeCategory), total: count.n };
  });
}
