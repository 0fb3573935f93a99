import cityTimezones from "city-timezones";
import { sql } from "kysely";
import { citySlugBase, uniqueSlug } from "../../../../app/lib/slug";
import type { Db } from "../../../db/pool";

export interface CityRef {
  id: number;
  time_zone: string | null;
}

/**
 * The city row a business belongs to: the same name (ignoring case and
 * accents, as city filters match) in the same country, or a new row. A new
 * city takes coordinates and time zone from the bundled world city list when
 * it knows the place, so its page and "open now" work at once.
 */
export async function findOrCreateCity(db: Db, name: string, countryCode: string | null, country: string | null): Promise<CityRef> {
  const found = await findCity(db, name, countryCode);
  if (found) return found;
  const known = countryCode
    ? cityTimezones.lookupViaCity(name).filter((city) => city.iso2?.toUpperCase() === countryCode).sort((a, b) => (b.pop || 0) - (a.pop || 0))[0]
    : undefined;
  const inserted = await db
    .insertInto("cities")
    .values({
      name,
      slug: await freeCitySlug(db, name, countryCode),
      country,
      country_code: countryCode,
      state: known?.province?.trim() || null,
      latitude: known?.lat ?? null,
      longitude: known?.lng ?? null,
      time_zone: known?.timezone || null,
      population: known?.pop ? Math.round(known.pop) : null,
    })
    // Another request may have added the same city a moment ago: use that one.
    .onConflict((conflict) => conflict.doNothing())
    .returning(["id", "time_zone"])
    .executeTakeFirst();
  const city = inserted ?? (await findCity(db, name, countryCode));
  if (!city) throw new Error(`could not create the city ${name} (${countryCode ?? "no country"})`);
  return city;
}

function findCity(db: Db, name: string, countryCode: string | null): Promise<CityRef | undefined> {
  return db
    .selectFrom("cities")
    .select(["id", "time_zone"])
    .where(sql`locus_fold(name)`, "=", sql`locus_fold(${name})`)
    .where((eb) => (countryCode ? eb("country_code", "=", countryCode) : eb("country_code", "is", null)))
    .orderBy("business_count", "desc")
    .orderBy("id")
    .executeTakeFirst();
}

/** The seed's rule: the plain name first, "-{country code}" when another country has it. */
async function freeCitySlug(db: Db, name: string, countryCode: string | null): Promise<string> {
  const plain = citySlugBase(name);
  const rows = await db
    .selectFrom("cities")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", plain), eb("slug", "like", `${plain}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  const base = taken.has(plain) ? citySlugBase(name, countryCode, true) : plain;
  return uniqueSlug(base, (slug) => taken.has(slug));
}
