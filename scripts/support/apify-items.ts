// Places of a generated Apify export (crawler-google-places, the "overview" item shape),
// reproducible from a seed: the demo generator's businesses with Apify's keys and nesting
// (location {lat, lng}, categories[], openingHours [{day, hours}], additionalInfo
// {section: [{feature: bool}]}), for the JSON import benchmark.
import { BusinessFactory, type BusinessRow } from "../../server/services/seed/business";
import type { SeedCategory } from "../../server/services/seed/categories";
import { Random } from "../../server/services/seed/random";
import { benchCategories, benchCities } from "./outscraper-places";
import { plainText } from "./outscraper-text";

/** Apart from the Outscraper file's places and from the demo catalogue of the same seed. */
const FILE_SEED_OFFSET = 0xa11f;

function apifyItem(business: BusinessRow, category: SeedCategory, random: Random, rank: number): Record<string, unknown> {
  const others = category.subtypes.filter((subtype) => subtype !== category.name);
  return {
    title: business.name,
    categoryName: category.name,
    categories: [category.name, ...random.subset(others, random.int(0, 3))],
    address: business.address,
    street: business.street,
    city: business.city,
    postalCode: business.postal_code,
    state: business.state,
    countryCode: business.country_code,
    website: business.website,
    phone: business.phone,
    phoneUnformatted: business.phone?.replace(/[^\d+]/g, "") ?? null,
    totalScore: business.rating === null ? null : Number(business.rating),
    reviewsCount: business.review_count,
    location: { lat: business.latitude, lng: business.longitude },
    openingHours: Object.entries(business.working_hours).map(([day, hours]) => ({ day, hours })),
    additionalInfo: Object.fromEntries(
      Object.entries(business.about).map(([section, features]) => [
        section,
        Object.entries(features).map(([feature, value]) => ({ [feature]: value })),
      ]),
    ),
    permanentlyClosed: business.business_status === "CLOSED_PERMANENTLY",
    temporarilyClosed: business.business_status === "CLOSED_TEMPORARILY",
    placeId: business.place_id,
    cid: business.cid,
    fid: business.google_id,
    imageUrl: business.photo_url,
    url: business.location_link,
    price: business.price_range,
    // Apify writes the description as plain text, as the Outscraper file carries it.
    description: business.description === null ? null : plainText(business.description),
    searchString: `${category.name} in ${business.city}`,
    rank,
    scrapedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  };
}

/** Exactly `count` places, one object each; the same seed and size give the same objects. */
export function* apifyItems(count: number, seed: number): Generator<Record<string, unknown>> {
  const factory = new BusinessFactory(seed + FILE_SEED_OFFSET, benchCities(), benchCategories());
  const random = new Random(seed + FILE_SEED_OFFSET, 1);
  for (let index = 0; index < count; index++) {
    const { row, category } = factory.next();
    yield apifyItem(row, category, random, index + 1);
  }
}
