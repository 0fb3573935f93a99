import type { Category } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import type { CategoryRow } from "../../db/types";
import { MINUTE } from "../cache";

export function serializeCategory(row: Pick<CategoryRow, "id" | "name" | "slug" | "icon" | "business_count">): Category {
  return { id: row.id, name: row.name, slug: row.slug, icon: row.icon, businessCount: row.business_count };
}

/** Every category, most businesses first (the home strip shows the first 10). */
export function listCategories(ctx: AppContext): Promise<Category[]> {
  return ctx.cache.getOrSet("categories", 30 * MINUTE, async () => {
    const rows = await ctx.db
      .selectFrom("categories")
      .select(["id", "name", "slug", "icon", "business_count"])
      .orderBy("business_count", "desc")
      .orderBy("name")
      .execute();
    return rows.map(serializeCategory);
  });
}

export async function getCategoryBySlug(ctx: AppContext, slug: string): Promise<Category | null> {
  const row = await ctx.db
    .selectFrom("categories")
    .select(["id", "name", "slug", "icon", "business_count"])
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  return row ? serializeCategory(row) : null;
}
