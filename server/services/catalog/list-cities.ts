import { sql } from "kysely";
import { z } from "zod";
import type { City } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import type { CityRow } from "../../db/types";
import { MINUTE } from "../cache";
import { escapeLike } from "./escape-like";
import { resolveCityIds } from "./resolve-filters";

export const CITY_LIST_MAX = 5000;

export const cityListQuerySchema = z.object({
  search: z.string().trim().max(120).optional().transform((value) => (value === "" ? undefined : value)),
  country: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  limit: z.coerce.number().int().min(1).max(CITY_LIST_MAX).default(1000),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CityListQuery = z.infer<typeof cityListQuerySchema>;

const COLUMNS = [
  "id", "name", "slug", "country", "country_code", "state", "latitude", "longitude", "time_zone", "business_count",
] as const;

export function serializeCity(row: Pick<CityRow, (typeof COLUMNS)[number]>): City {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    countryCode: row.country_code,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    businessCount: row.business_count,
  };
}

/**
 * Cities with businesses, most businesses first. `search` matches the name
 * accent- and case-insensitively (prefix or anywhere); `country` is a
 * two-letter code or a country name.
 */
export async function listCities(ctx: AppContext, query: CityListQuery): Promise<{ cities: City[]; total: number }> {
  return ctx.cache.getOrSet(`cities:${JSON.stringify(query)}`, 30 * MINUTE, async () => {
    let select = ctx.db.selectFrom("cities").where("business_count", ">", 0);
    if (query.search) {
      select = select.where(sql`locus_fold(name)`, "like", sql`'%' || locus_fold(${escapeLike(query.search)}) || '%'`);
    }
    if (query.country) {
      const country = query.country;
      select = select.where((eb) =>
        country.length === 2
          ? eb("country_code", "=", country.toUpperCase())
          : eb(sql`locus_fold(country)`, "=", sql`locus_fold(${country})`),
      );
    }
    const [rows, count] = await Promise.all([
      select
        .select(COLUMNS)
        .orderBy("business_count", "desc")
        .orderBy("name")
        .orderBy("id")
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      select.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
    ]);
    return { cities: rows.map(serializeCity), total: count.n };
  });
}

/** A city by slug (or by the other spellings resolveCityIds accepts); the largest one wins a shared name. */
export async function getCityBySlug(ctx: AppContext, slug: string): Promise<City | null> {
  const exact = await ctx.db.selectFrom("cities").select(COLUMNS).where("slug", "=", slug.toLowerCase()).executeTakeFirst();
  if (exact) return serializeCity(exact);
  const ids = await resolveCityIds(ctx, slug);
  if (ids.length === 0) return null;
  const row = await ctx.db
    .selectFrom("cities")
    .select(COLUMNS)
    .where("id", "in", ids)
    .orderBy("business_count", "desc")
    .executeTakeFirst();
  return row ? serializeCity(row) : null;
}
