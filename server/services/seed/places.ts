// Real cities and countries for the demo data, from the `city-timezones`
// package (about 7,300 cities with coordinates, population and IANA zone), so
// maps, flags and "open now" in the business's own time zone look right.
import cityTimezones from "city-timezones";
import { citySlugBase, uniqueSlug } from "../../../app/lib/slug";

export interface SeedCountry {
  code: string;
  name: string;
}

export interface SeedCity {
  name: string;
  slug: string;
  countryCode: string;
  country: string;
  state: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  population: number;
  /** relative share of businesses: sqrt(population), so big cities get more but small ones still some */
  weight: number;
}

export interface SeedPlaces {
  countries: SeedCountry[];
  cities: SeedCity[];
}

/** How many cities a data set of `businesses` spreads over: ~20 businesses per city, 150..7,000. */
export function cityCountFor(businesses: number): number {
  return Math.min(7000, Math.max(150, Math.floor(businesses / 20)));
}

/** Code-unit order: unlike localeCompare it cannot change with the machine's locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const zoneValidity = new Map<string, boolean>();

/** Whether this runtime's Intl knows the zone; the page's open/closed check relies on it. */
function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone === "") return false;
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat(undefined, { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(zone, valid);
  }
  return valid;
}

/**
 * The `count` most populous usable cities, deduplicated by (name, country).
 * Ties are broken by name so the order never depends on the package's array order.
 */
export function selectPlaces(count: number): SeedPlaces {
  const candidates = cityTimezones.cityMapping
    .filter((city) => /^[A-Z]{2}$/.test(city.iso2 ?? "") && isValidTimeZone(city.timezone) && city.city)
    .filter((city) => Number.isFinite(city.lat) && Number.isFinite(city.lng))
    .slice()
    .sort((a, b) => (b.pop || 0) - (a.pop || 0) || compare(a.city, b.city) || compare(a.iso2, b.iso2));

  const seen = new Set<string>();
  const picked: typeof candidates = [];
  for (const city of candidates) {
    const key = `${city.city.trim().toLowerCase()}|${city.iso2}`;
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(city);
    if (picked.length >= count) break;
  }

  // Most populous first: "Paris" (France) keeps /city/paris, Paris, Texas becomes /city/paris-us.
  const slugs = new Set<string>();
  const cities: SeedCity[] = picked.map((city) => {
    const plain = citySlugBase(city.city, city.iso2);
    const base = slugs.has(plain) ? citySlugBase(city.city, city.iso2, true) : plain;
    const slug = uniqueSlug(base, (candidate) => slugs.has(candidate));
    slugs.add(slug);
    const population = Math.max(1000, Math.round(city.pop || 0));
    return {
      name: city.city.trim(),
      slug,
      countryCode: city.iso2,
      country: city.country,
      state: city.province?.trim() || null,
      latitude: city.lat,
      longitude: city.lng,
      timeZone: city.timezone,
      population,
      weight: Math.sqrt(population),
    };
  });

  const countries = new Map<string, SeedCountry>();
  for (const city of cities) {
    if (!countries.has(city.countryCode)) countries.set(city.countryCode, { code: city.countryCode, name: city.country });
  }
  const sortedCountries = [...countries.values()].sort((a, b) => compare(a.code, b.code));
  return { countries: sortedCountries, cities };
}
