import { sql, type Transaction } from "kysely";
import type { Database } from "../../../db/types";

/**
 * `slug` now leads to `categoryId` (a rename or a merge moved the page). Old slugs that led
 * to a merged category follow it, so a chain of renames and merges is always one hop.
 */
export async function redirectCategorySlug(trx: Transaction<Database>, slug: string, categoryId: number): Promise<void> {
  await trx
    .insertInto("category_redirects")
    .values({ slug, category_id: categoryId })
    .onConflict((conflict) => conflict.column("slug").doUpdateSet({ category_id: categoryId, created_at: sql`now()` }))
    .execute();
}

/** A category that takes a slug back (renamed to its old name) no longer redirects it. */
export async function reclaimCategorySlug(trx: Transaction<Database>, slug: string): Promise<void> {
  await trx.deleteFrom("category_redirects").where("slug", "=", slug).execute();
}

/**
 * An incoming name keeps joining the category it used to name (the name before a rename,
 * a merged category's name); a mapping the admin made for that name is kept.
 */
export async function keepIncomingName(trx: Transaction<Database>, name: string, categoryId: number): Promise<void> {
  await trx
    .insertInto("category_aliases")
    .values({ key: sql<string>`locus_category_key(${name})`, name, category_id: categoryId })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
