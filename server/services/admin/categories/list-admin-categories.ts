import { sql } from "kysely";
import type { AdminCategoriesPage, AdminCategory, CategoryAlias, CategoryRef } from "../../../../app/lib/admin/admin-category";
import type { AppContext } from "../../../context";
import { escapeLike } from "../../catalog/escape-like";
import { CATEGORIES_PAGE_SIZE, type CategoryListQuery } from "./category-schemas";

type Ctx = Pick<AppContext, "db">;

/** One page of categories, most businesses first, with their merge candidates and old slugs. */
export async function listAdminCategories(ctx: Ctx, query: CategoryListQuery): Promise<AdminCategoriesPage> {
  let base = ctx.db.selectFrom("categories");
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    base = base.where(sql<boolean>`locus_fold(name) LIKE locus_fold(${pattern})`);
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["id", "name", "slug", "icon", "business_count"])
    .orderBy("business_count", "desc")
    .orderBy("name")
    .orderBy("id")
    .limit(CATEGORIES_PAGE_SIZE)
    .offset((query.page - 1) * CATEGORIES_PAGE_SIZE)
    .execute();
  const ids = rows.map((row) => row.id);
  const similar = new Map<number, CategoryRef[]>();
  const redirects = new Map<number, string[]>();
  if (ids.length > 0) {
    const pairs = await ctx.db
      .selectFrom("categories as c")
      .innerJoin("categories as s", (join) =>
        join.on(sql<boolean>`locus_category_key(s.name) = locus_category_key(c.name)`).onRef("s.id", "<>", "c.id"))
      .select(["c.id as id", "s.id as similarId", "s.name as similarName"])
      .where("c.id", "in", ids)
      .orderBy("s.business_count", "desc")
      .execute();
    for (const pair of pairs) push(similar, pair.id, { id: pair.similarId, name: pair.similarName });
    const old = await ctx.db.selectFrom("category_redirects").select(["category_id", "slug"])
      .where("category_id", "in", ids).orderBy("slug").execute();
    for (const row of old) push(redirects, row.category_id, row.slug);
  }
  const categories: AdminCategory[] = rows.map((row) => ({
    id: row.id, name: row.name, slug: row.slug, icon: row.icon, businessCount: row.business_count,
    similar: similar.get(row.id) ?? [], redirects: redirects.get(row.id) ?? [],
  }));
  return { categories, total: Number(total), page: query.page, pageSize: CATEGORIES_PAGE_SIZE, search: query.search };
}

function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every category by name: the choices of the merge and mapping pickers. */
export function listCategoryChoices(ctx: Ctx): Promise<CategoryRef[]> {
  return ctx.db.selectFrom("categories").select(["id", "name"]).orderBy(sql`locus_fold(name)`).orderBy("id").execute();
}

/** Every incoming-name mapping, newest first. */
export async function listCategoryAliases(ctx: Ctx): Promise<CategoryAlias[]> {
  const rows = await ctx.db
    .selectFrom("category_aliases as a")
    .innerJoin("categories as c", "c.id", "a.category_id")
    .select(["a.id", "a.name", "a.category_id", "c.name as category_name", "a.created_at"])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id, name: row.name, categoryId: row.category_id, categoryName: row.category_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
