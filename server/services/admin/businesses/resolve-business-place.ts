import cityTimezones from "city-timezones";
import { sql } from "kysely";
import type { Db } from "../../../db/pool";
import { findOrCreateCity } from "./find-or-create-city";

export interface BusinessPlace {
  cityId: number | null;
  countryCode: string | null;
  /** the form's country name, else the country row's */
  country: string | null;
  /** the city's zone when it has one */
  timeZone: string | null;
}

/**
 * Links a business to its city and country rows, adding them when they are
 * new. The count triggers follow city_id and country_code, so every city and
 * country page shows the right businessCount after the write.
 */
export async function resolveBusinessPlace(db: Db, input: { city: string; countryCode: string; country: string }): Promise<BusinessPlace> {
  const countryCode = input.countryCode || (input.city ? await soleCountryOf(db, input.city) : null);
  let country = input.country || null;
  if (countryCode) {
    await db
      .insertInto("countries")
      .values({ code: countryCode, name: country ?? knownCountryName(countryCode) ?? countryCode })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .execute();
    const row = await db.selectFrom("countries").select("name").where("code", "=", countryCode).executeTakeFirstOrThrow();
    country ??= row.name;
  }
  if (!input.city) return { cityId: null, countryCode, country, timeZone: null };
  const city = await findOrCreateCity(db, input.city, countryCode, country);
  return { cityId: city.id, countryCode, country, timeZone: city.time_zone };
}

/** A city named without a country code: the country, when only one country has a city of that name. */
async function soleCountryOf(db: Db, city: string): Promise<string | null> {
  const rows = await db
    .selectFrom("cities")
    .select("country_code")
    .distinct()
    .where(sql`locus_fold(name)`, "=", sql`locus_fold(${city})`)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]!.country_code : null;
}

/** "Germany" for DE, from the bundled world city list; undefined for a code it does not know. */
function knownCountryName(code: string): string | undefined {
  return cityTimezones.findFromIsoCode(code).find((city) => city.iso2?.toUpperCase() === code)?.country || undefined;
}
