import type { AppContext } from "../../context";

/** The current slug of the category an old slug (renamed or merged away) leads to, or null. */
export async function findCategoryRedirect(ctx: Pick<AppContext, "db">, slug: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom("category_redirects as r")
    .innerJoin("categories as c", "c.id", "r.category_id")
    .select("c.slug")
    .where("r.slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  return row?.slug ?? null;
}
