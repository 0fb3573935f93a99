// Business names from patterns per kind or category. Tokens:
//   {first} {surname}  a person's name, from the country's culture most of the time
//   {adj} {thing}      generic English words ("Golden", "Oak")
//   {noun}             a kind-specific noun ("Bistro", "Salon")
//   {city}             the city the business is in
//   {it} {es} {fr} {tr} {jp} {cn} {in} {th}   words of that cuisine/culture
import type { CategoryKind, SeedCategory } from "./categories";
import {
  ADJECTIVES, COUNTRY_CULTURE, CUISINE_WORDS, FIRST_NAMES, KIND_NOUNS, SURNAMES, THINGS, type Culture,
} from "./name-words";
import type { Random } from "./random";

const CULTURES = Object.keys(FIRST_NAMES) as Culture[];

const KIND_PATTERNS: Record<CategoryKind, readonly string[]> = {
  restaurant: ["{surname}'s {noun}", "The {adj} {noun}", "{first}'s {noun}", "{thing} & {thing}", "{city} {noun}", "Chez {first}", "The {thing} {noun}", "Restaurante {es}", "Café {surname}"],
  fastfood: ["{adj} {noun}", "{first}'s {noun}", "{city} {noun}", "Big {first}'s", "{thing} {noun}"],
  cafe: ["Café {surname}", "{thing} {noun}", "The {adj} Bean", "{first}'s {noun}", "Café {fr}", "Kaffeehaus {surname}", "{city} {noun}", "Café São {first}"],
  bakery: ["{surname} {noun}", "{first}'s {noun}", "The {adj} Oven", "Boulangerie {fr}", "Crêperie {fr}", "Bäckerei {surname}", "Pasticceria {it}", "{thing} {noun}"],
  bar: ["The {adj} {thing}", "{thing} {noun}", "{first}'s {noun}", "The {thing} & {thing}", "{city} {noun}", "Bar {es}", "O'{surname}'s"],
  lodging: ["{adj} {noun} {city}", "Hotel {it}", "{city} {noun}", "The {thing} {noun}", "{noun} {surname}", "Hôtel {fr}", "{adj} Palace {noun}", "Pousada São {first}"],
  retail: ["{surname} {noun}", "{adj} {noun}", "{first}'s {noun}", "{city} {noun}", "The {thing} {noun}", "Maison {fr}"],
  grocery: ["{surname} {noun}", "{adj} {noun}", "{city} {noun}", "Fresh {thing} {noun}", "{first}'s {noun}", "Mercado {es}"],
  health: ["{city} {noun}", "{adj} {noun}", "Dr. {surname} {noun}", "{surname} {noun}", "{thing} {noun}", "Praxis Dr. {surname}"],
  hospital: ["{city} {noun}", "St. {first} {noun}", "{adj} {noun}", "{surname} Memorial {noun}"],
  beauty: ["{first}'s {noun}", "{adj} {noun}", "{noun} {first}", "The {thing} {noun}", "Salon {fr}", "{first} & {first} {noun}"],
  fitness: ["{adj} {noun}", "{city} {noun}", "{thing} {noun}", "{first}'s {noun}", "Iron {thing} {noun}"],
  auto: ["{surname} {noun}", "{adj} {noun}", "{city} {noun}", "{first}'s {noun}", "{surname} & Sons {noun}"],
  fuel: ["{adj} {noun}", "{city} {noun}", "{thing} {noun}", "{surname} {noun}"],
  finance: ["{city} {noun}", "{adj} {noun}", "{surname} {noun}", "{thing} {noun}"],
  office: ["{surname} {noun}", "{surname} & {surname}", "{adj} {noun}", "{city} {noun}", "{thing} {noun}"],
  trade: ["{surname} {noun}", "{first}'s {noun}", "{adj} {noun}", "{city} {noun}", "{surname} & Sons {noun}"],
  pets: ["{city} {noun}", "{adj} Paws {noun}", "{thing} {noun}", "{first}'s {noun}"],
  culture: ["{city} {noun}", "{surname} {noun}", "{adj} {noun}", "{noun} of {city}", "{thing} {noun}"],
  park: ["{surname} {noun}", "{thing} {noun}", "{city} {noun}", "{adj} {noun}", "St. {first}'s {noun}"],
  education: ["{city} {noun}", "{surname} {noun}", "{adj} {noun}", "{thing} {noun}", "St. {first}'s {noun}"],
  tech: ["{thing} {noun}", "{adj} {noun}", "{city} {noun}", "{surname} {noun}", "Byte{thing} {noun}"],
  service: ["{adj} {noun}", "{city} {noun}", "{first}'s {noun}", "{thing} {noun}"],
};

/** Most businesses carry local names; some are named after people from elsewhere. */
function cultureFor(countryCode: string, random: Random): Culture {
  const local = COUNTRY_CULTURE[countryCode] ?? "en";
  return random.chance(0.75) ? local : random.pick(CULTURES);
}

function fill(pattern: string, category: SeedCategory, city: string, culture: Culture, random: Random): string {
  return pattern.replace(/\{(\w+)\}/g, (_, token: string) => {
    switch (token) {
      case "first": return random.pick(FIRST_NAMES[culture]);
      case "surname": return random.pick(SURNAMES[culture]);
      case "adj": return random.pick(ADJECTIVES);
      case "thing": return random.pick(THINGS);
      case "noun": return random.pick(KIND_NOUNS[category.kind] ?? KIND_NOUNS.retail!);
      case "city": return city;
      default: return random.pick(CUISINE_WORDS[token] ?? THINGS);
    }
  });
}

/** A plausible business name for a category in a city. */
export function businessName(category: SeedCategory, city: string, countryCode: string, random: Random): string {
  const culture = cultureFor(countryCode, random);
  // Category-specific patterns most of the time, the kind's generic ones otherwise.
  const patterns = category.names && random.chance(0.85) ? category.names : KIND_PATTERNS[category.kind];
  const name = fill(random.pick(patterns), category, city, culture, random);
  return name.replace(/\s+/g, " ").trim();
}
