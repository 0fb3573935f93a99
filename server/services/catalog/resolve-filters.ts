import { sql } from "kysely";
import { slugify } from "../../../app/lib/slug";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

/**
 * A city is named in URLs by slug ("sao-paulo"), by the spec's lower-cased
 * name with dashes ("são-paulo") or by its plain name ("São Paulo"); a name
 * shared by several countries gives several ids.
 */
export function resolveCityIds(ctx: AppContext, city: string, countryCode?: string | null): Promise<number[]> {
  const spaced = city.replace(/-/g, " ");
  return ctx.cache.getOrSet(`city-ids:${city}:${countryCode ?? ""}`, 5 * MINUTE, async () => {
    let query = ctx.db
      .selectFrom("cities")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("slug", "in", [city.toLowerCase(), slugify(city)]),
          eb(sql`locus_fold(name)`, "=", sql`locus_fold(${city})`),
          eb(sql`locus_fold(name)`, "=", sql`locus_fold(${spaced})`),
        ]),
      );
    if (countryCode) query = query.where("country_code", "=", countryCode.toUpperCase());
    return (await query.execute()).map((row) => row.id);
  });
}

/** Category id of a slug, or null when no category has it. */
export function resolveCategoryId(ctx: AppContext, slug: string): Promise<number | null> {
  return ctx.cache.getOrSet(`category-id:${slug}`, 5 * MINUTE, async () => {
    const row = await ctx.db
      .selectFrom("categories")
      .select("id")
      .where("slug", "in", [slug.toLowerCase(), slugify(slug)])
      .executeTakeFirst();
    return row?.id ?? null;
  });
}
