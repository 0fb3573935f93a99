// Rows of a generated Outscraper export, reproducible from a seed. The
// businesses come from the demo generator (names, addresses, phones, hours and
// "About" sections per kind of place); this file gives them Outscraper's
// columns and cell formats, and repeats about 5% of places on a second row with
// another email, as Outscraper's contact enrichment does (one row per email).
import { BusinessFactory, type BusinessRow } from "../../server/services/seed/business";
import type { SeedCategory } from "../../server/services/seed/categories";
import { emailAddress } from "../../server/services/seed/contact";
import { Random } from "../../server/services/seed/random";
import type { OutscraperRow } from "./outscraper-columns";
import { benchCategories, benchCities } from "./outscraper-places";
import { hoursJson, hoursOldFormat, plainText, pythonRepr } from "./outscraper-text";
import { usStateCode } from "./us-state-codes";

/** Share of rows that repeat the previous place with another email. */
export const DUPLICATE_SHARE = 0.05;
/** Per place, so that second rows make up DUPLICATE_SHARE of all rows. */
const SECOND_ROW_CHANCE = DUPLICATE_SHARE / (1 - DUPLICATE_SHARE);

/**
 * Keeps the file's places apart from the demo catalogue seeded with the same
 * seed: the same stream would give the same place ids, and the import would
 * find them already there.
 */
const FILE_SEED_OFFSET = 0x5eed;

const BOROUGHS = ["Downtown", "Old Town", "City Centre", "Midtown", "Harbour District", "University District", "Westside", "Eastside"];

function domainOf(website: string | null): string | null {
  return website ? new URL(website).hostname.replace(/^www\./, "") : null;
}

function subtypesOf(business: BusinessRow, category: SeedCategory, random: Random): string {
  const others = category.subtypes.filter((subtype) => subtype !== business.type && subtype !== category.name);
  const names = [business.type, ...(business.type === category.name ? [] : [category.name]), ...random.subset(others, random.int(0, 3))];
  return names.join(", ");
}

function outscraperRow(business: BusinessRow, category: SeedCategory, random: Random): OutscraperRow {
  const about = Object.keys(business.about).length > 0 ? pythonRepr(business.about) : null;
  return {
    name: business.name, site: business.website, type: business.type, subtypes: subtypesOf(business, category, random),
    category: category.name, phone: business.phone, full_address: business.address,
    borough: random.chance(0.3) ? random.pick(BOROUGHS) : null, street: business.street, city: business.city,
    postal_code: business.postal_code, state: business.state,
    us_state: business.country_code === "US" ? usStateCode(business.state) : null,
    country: business.country, country_code: business.country_code,
    latitude: business.latitude, longitude: business.longitude, time_zone: business.time_zone,
    rating: business.rating === null ? null : Number(business.rating), reviews: business.review_count,
    reviews_link: business.reviews_link, photo: business.photo_url,
    working_hours: hoursJson(business.working_hours), working_hours_old_format: hoursOldFormat(business.working_hours),
    about, description: business.description === null ? null : plainText(business.description),
    verified: business.is_verified ? "True" : "False", business_status: business.business_status,
    location_link: business.location_link, menu_link: business.menu_link,
    reservation_links: business.reservation_link, range: business.price_range,
    place_id: business.place_id, google_id: business.google_id, cid: business.cid, email: business.email,
  };
}

/** Exactly `rows` rows; the same seed and size give the same rows. */
export function* outscraperRows(rows: number, seed: number): Generator<OutscraperRow> {
  const factory = new BusinessFactory(seed + FILE_SEED_OFFSET, benchCities(), benchCategories());
  const random = new Random(seed + FILE_SEED_OFFSET, 1);
  let produced = 0;
  while (produced < rows) {
    const { row: business, category } = factory.next();
    const place = outscraperRow(business, category, random);
    if (produced + 1 < rows && random.chance(SECOND_ROW_CHANCE)) {
      const domain = domainOf(business.website);
      const first = business.email ?? emailAddress(domain, random);
      let second = emailAddress(domain, random);
      while (second === first) second = emailAddress(domain, random);
      yield { ...place, email: first };
      yield { ...place, email: second };
      produced += 2;
    } else {
      yield place;
      produced += 1;
    }
  }
}
