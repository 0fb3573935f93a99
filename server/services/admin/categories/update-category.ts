import { sql, type Transaction } from "kysely";
import { slugify, uniqueSlug } from "../../../../app/lib/slug";
import type { AppContext } from "../../../context";
import type { Database } from "../../../db/types";
import { AppError } from "../../app-error";
import { recordAudit } from "../../audit/record-audit";
import type { CategoryActor, CategoryUpdate } from "./category-schemas";
import { refreshCategorySearch } from "./refresh-category-search";
import { keepIncomingName, reclaimCategorySlug, redirectCategorySlug } from "./category-redirects";

type Ctx = Pick<AppContext, "db" | "logger" | "cache">;

export const CATEGORY_NOT_FOUND = "Kategori bulunamadı.";
export const CATEGORY_NAME_TAKEN = "Bu adda bir kategori zaten var.";

export interface UpdatedCategory {
  id: number;
  name: string;
  slug: string;
  icon: string;
  businessCount: number;
}

/**
 * Renames a category and/or sets its icon. A new name gives a new slug, so the URL reads
 * like the name; the old URL redirects to the new one (301) because search engines have
 * indexed it, and files that still use the old name keep joining the category.
 * Run on the long-work pool: a rename rewrites the search text of every business in the
 * category, in batches after the rename is committed.
 */
export async function updateCategory(ctx: Ctx, id: number, update: CategoryUpdate, by: CategoryActor): Promise<UpdatedCategory> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("categories").select(["id", "name", "slug", "icon"])
      .where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) throw AppError.notFound(CATEGORY_NOT_FOUND);
    const name = update.name ?? current.name;
    const renamed = name !== current.name;
    let slug = current.slug;
    if (renamed) {
      const clash = await trx.selectFrom("categories").select("id")
        .where("name", "=", name).where("id", "<>", id).executeTakeFirst();
      if (clash) throw AppError.conflict(CATEGORY_NAME_TAKEN);
      slug = await freeSlug(trx, slugify(name) || "category", id, current.slug);
      if (slug !== current.slug) {
        await reclaimCategorySlug(trx, slug);
        await redirectCategorySlug(trx, current.slug, id);
      }
      await keepIncomingName(trx, current.name, id);
      // The search documents are rewritten after the commit, in batches (refreshCategorySearch).
      await sql`SELECT set_config('locus.search_refresh_in_batches', 'on', true)`.execute(trx);
    }
    const row = await trx.updateTable("categories")
      .set({ name, slug, icon: update.icon ?? current.icon })
      .where("id", "=", id)
      .returning(["id", "name", "slug", "icon", "business_count"])
      .executeTakeFirstOrThrow();
    return { before: current, row };
  });
  const { before, row } = result;
  if (before.name !== row.name) await refreshCategorySearch(ctx, id);
  await ctx.cache.clear();
  const changes: Record<string, unknown> = {};
  if (before.name !== row.name) Object.assign(changes, { name: { from: before.name, to: row.name }, slug: { from: before.slug, to: row.slug } });
  if (before.icon !== row.icon) changes.icon = { from: before.icon, to: row.icon };
  if (Object.keys(changes).length > 0) {
    await recordAudit(ctx, {
      adminUserId: by.adminUserId,
      action: before.name !== row.name ? "category.rename" : "category.icon",
      entityType: "category",
      entityId: row.id,
      details: changes,
      ip: by.ip,
    });
  }
  return { id: row.id, name: row.name, slug: row.slug, icon: row.icon, businessCount: row.business_count };
}

/** The base itself when free (or already this category's, or one of its own old slugs), else base-2, base-3 ... */
async function freeSlug(trx: Transaction<Database>, base: string, id: number, current: string): Promise<string> {
  if (base === current) return current;
  const { rows } = await sql<{ slug: string }>`
    SELECT slug FROM categories WHERE id <> ${id} AND slug LIKE ${`${base}%`}
    UNION ALL SELECT slug FROM category_redirects WHERE category_id <> ${id} AND slug LIKE ${`${base}%`}`.execute(trx);
  const taken = new Set(rows.map((row) => row.slug));
  return uniqueSlug(base, (candidate) => taken.has(candidate));
}
