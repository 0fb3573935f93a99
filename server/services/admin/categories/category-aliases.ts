import { sql } from "kysely";
import type { CategoryAlias } from "../../../../app/lib/admin/admin-category";
import type { AppContext } from "../../../context";
import { AppError } from "../../app-error";
import { recordAudit } from "../../audit/record-audit";
import type { CategoryActor, CategoryAliasInput } from "./category-schemas";
import { CATEGORY_NOT_FOUND } from "./update-category";

type Ctx = Pick<AppContext, "db" | "logger">;

export const ALIAS_NOT_FOUND = "Eşleme bulunamadı.";

/**
 * Future imports put a category named `name` (or any spelling of it that differs only in
 * case, accents or plural) into the chosen category. A mapping for the same name is replaced.
 */
export async function mapCategoryAlias(ctx: Ctx, input: CategoryAliasInput, by: CategoryActor): Promise<CategoryAlias> {
  const category = await ctx.db.selectFrom("categories").select(["id", "name"]).where("id", "=", input.categoryId).executeTakeFirst();
  if (!category) throw AppError.notFound(CATEGORY_NOT_FOUND);
  const row = await ctx.db
    .insertInto("category_aliases")
    .values({ key: sql<string>`locus_category_key(${input.name})`, name: input.name, category_id: category.id })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({ name: input.name, category_id: category.id, created_at: sql`now()` }))
    .returning(["id", "name", "category_id", "created_at"])
    .executeTakeFirstOrThrow();
  await recordAudit(ctx, {
    adminUserId: by.adminUserId, action: "category.alias", entityType: "category", entityId: category.id,
    details: { name: input.name, category: category.name }, ip: by.ip,
  });
  return {
    id: row.id, name: row.name, categoryId: row.category_id, categoryName: category.name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** False when there was no such mapping. */
export async function deleteCategoryAlias(ctx: Ctx, id: number, by: CategoryActor): Promise<boolean> {
  const row = await ctx.db.deleteFrom("category_aliases").where("id", "=", id)
    .returning(["name", "category_id"]).executeTakeFirst();
  if (!row) return false;
  await recordAudit(ctx, {
    adminUserId: by.adminUserId, action: "category.alias.delete", entityType: "category", entityId: row.category_id,
    details: { name: row.name }, ip: by.ip,
  });
  return true;
}
