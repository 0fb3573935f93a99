import type { Country } from "~/lib/catalog";
import { flagEmoji } from "~/lib/flag";

/** The options of a country filter: "all" first, then each country with its flag. */
export function CountryOptions({ countries }: { countries: readonly Country[] }) {
  return (
    <>
      <option value="">Tüm ülkeler</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {flagEmoji(country.code)} {country.name}
        </option>
      ))}
    </>
  );
}
