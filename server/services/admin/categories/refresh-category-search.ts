import { sql } from "kysely";
import type { AppContext } from "../../../context";

const BATCH_SIZE = 5000;

/**
 * Rewrites the search documents of a category's businesses (the category's name is part of
 * them) in batches, each its own short statement, so no business stays locked for long.
 * Until the last batch, some businesses are found by the category's old name only.
 */
export async function refreshCategorySearch(ctx: Pick<AppContext, "db">, categoryId: number): Promise<void> {
  const rows = await ctx.db.selectFrom("businesses").select("id").where("category_id", "=", categoryId).orderBy("id").execute();
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const ids = rows.slice(start, start + BATCH_SIZE).map((row) => row.id);
    await sql`
      UPDATE businesses b
         SET search_vector = business_search_vector(b.name, c.name, b.type, b.city, b.address, b.street, b.state, b.country)
        FROM categories c
       WHERE c.id = b.category_id AND b.id = ANY(${ids}::integer[])`.execute(ctx.db);
  }
}
