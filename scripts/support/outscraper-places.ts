// Where the generated Outscraper file's businesses are and what they are:
// the ten most populous cities of twenty countries (about 200 real cities)
// and the sixty most common demo categories, with the ids BusinessFactory wants.
import { SEED_CATEGORIES, type SeedCategory } from "../../server/services/seed/categories";
import type { WithId } from "../../server/services/seed/business";
import { selectPlaces, type SeedCity } from "../../server/services/seed/places";

export const BENCH_COUNTRIES = [
  "US", "GB", "DE", "FR", "ES", "IT", "NL", "TR", "JP", "IN",
  "BR", "MX", "CA", "AU", "ZA", "AE", "PL", "SE", "AR", "EG",
] as const;

const CITIES_PER_COUNTRY = 10;
const CATEGORY_COUNT = 60;
/** Every city the demo list knows, so each country's own biggest ones are found. */
const ALL_CITIES = 7000;

export function benchCities(): WithId<SeedCity>[] {
  const { cities } = selectPlaces(ALL_CITIES);
  return BENCH_COUNTRIES.flatMap((code) => cities.filter((city) => city.countryCode === code).slice(0, CITIES_PER_COUNTRY))
    .map((city, index) => ({ ...city, id: index + 1 }));
}

/** The most frequent categories; ties keep the demo list's order. */
export function benchCategories(): WithId<SeedCategory>[] {
  return SEED_CATEGORIES.map((category, index) => ({ category, index }))
    .sort((a, b) => b.category.weight - a.category.weight || a.index - b.index)
    .slice(0, CATEGORY_COUNT)
    .map(({ category }, index) => ({ ...category, id: index + 1 }));
}
