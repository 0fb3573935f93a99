import { z } from "zod";
import { CATEGORY_ICONS } from "../../../../app/lib/category-icon";

export const CATEGORIES_PAGE_SIZE = 50;
export const CATEGORY_NAME_MAX = 100;

// Ids are PostgreSQL integers: anything larger is refused here rather than by the database.
const idSchema = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const categoryIdSchema = idSchema("Geçersiz kategori numarası.");
export const aliasIdSchema = idSchema("Geçersiz eşleme numarası.");

export const categoryListQuerySchema = z.object({
  search: z.string().trim().max(CATEGORY_NAME_MAX, "Arama en fazla 100 karakter olabilir.").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

const categoryNameSchema = z
  .string({ error: "Kategori adı gerekli." })
  .trim()
  .min(1, "Kategori adı gerekli.")
  .max(CATEGORY_NAME_MAX, `Kategori adı en fazla ${CATEGORY_NAME_MAX} karakter olabilir.`);

export const categoryUpdateSchema = z
  .strictObject({
    name: categoryNameSchema.optional(),
    icon: z.enum(CATEGORY_ICONS as [string, ...string[]], { error: "Simge listeden seçilmeli." }).optional(),
  })
  .refine((update) => update.name !== undefined || update.icon !== undefined, "Ad veya simge gerekli.");
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categoryMergeSchema = z.strictObject({ targetId: idSchema("Hedef kategori seçilmeli.") });

export const categoryAliasSchema = z.strictObject({
  name: categoryNameSchema,
  categoryId: idSchema("Kategori seçilmeli."),
});
export type CategoryAliasInput = z.infer<typeof categoryAliasSchema>;

/** Who did it, for the audit log. */
export interface CategoryActor {
  adminUserId: number;
  ip: string | null;
}
