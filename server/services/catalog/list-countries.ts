import type { Country } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

/** Countries with businesses, most businesses first. */
export function listCountries(ctx: AppContext): Promise<Country[]> {
  return ctx.cache.getOrSet("countries", 30 * MINUTE, async () => {
    const rows = await ctx.db
      .selectFrom("countries")
      .select(["code", "name", "business_count"])
      .where("business_count", ">", 0)
      .orderBy("business_count", "desc")
      .orderBy("name")
      .execute();
    return rows.map((row) => ({ code: row.code, name: row.name, businessCount: row.business_count }));
  });
}
