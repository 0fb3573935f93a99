import type { AppContext } from "../../../context";

export interface DeletedBusiness {
  id: number;
  name: string;
  slug: string;
}

/**
 * Removes a business (its reviews and subscriptions go with it); the count
 * triggers lower its category, city and country. Null when the id is unknown.
 */
export async function deleteBusiness(ctx: AppContext, id: number): Promise<DeletedBusiness | null> {
  const row = await ctx.db.deleteFrom("businesses").where("id", "=", id).returning(["id", "name", "slug"]).executeTakeFirst();
  if (row) await ctx.cache.clear();
  return row ?? null;
}
