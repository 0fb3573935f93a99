// One demo business, shaped like a row of a Google Maps scraper export. The
// factory draws every business from one seeded stream in order, so business
// number i is the same for the same seed and data-set size.
import { businessSlugBase } from "../../../app/lib/slug";
import { openHoursColumns } from "../businesses/open-now/open-hours-columns";
import { aboutSections } from "./about";
import { businessAddress } from "./address";
import type { SeedCategory } from "./categories";
import {
  businessDomain, emailAddress, googleIds, locationLink, menuLink, orderLink, phoneNumber, photoUrl,
  reservationLink, reviewsLink,
} from "./contact";
import { businessDescription } from "./description";
import { workingHours } from "./hours";
import { businessName } from "./names";
import type { SeedCity } from "./places";
import { Random, WeightedTable } from "./random";

export interface BusinessRow {
  slug: string; name: string; category_id: number; type: string; rating: string | null; review_count: number;
  address: string; street: string; city: string; city_id: number; state: string | null; postal_code: string | null;
  country: string; country_code: string; latitude: number; longitude: number; time_zone: string;
  phone: string | null; email: string | null; website: string | null; photo_url: string | null; image_url: string | null;
  location_link: string; order_link: string | null; menu_link: string | null; reservation_link: string | null;
  reviews_link: string; description: string | null; about: Record<string, Record<string, boolean>>;
  working_hours: Record<string, string>; is_verified: boolean; is_open: boolean; business_status: string;
  /** what the Open Now filter reads (open-hours-columns.ts) */
  open_minutes: string; open_zone: string;
  price_range: string | null; place_id: string; google_id: string; cid: string;
}

/** A category or city together with the database id it was inserted with. */
export type WithId<T> = T & { id: number };

const FOOD_KINDS = new Set(["restaurant", "fastfood", "cafe", "bakery", "bar"]);
const PRICED_KINDS = new Set([...FOOD_KINDS, "lodging", "beauty", "retail", "fitness"]);
const STATUS = new WeightedTable(["OPERATIONAL", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"], [96, 3, 1]);
const PRICES = new WeightedTable(["$", "$$", "$$$", "$$$$"], [30, 45, 18, 7]);

export class BusinessFactory {
  private readonly random: Random;
  private readonly cities: WeightedTable<WithId<SeedCity>>;
  private readonly categories: WeightedTable<WithId<SeedCategory>>;
  private readonly slugs = new Set<string>();
  /** next "-n" suffix to try per base slug: same result as uniqueSlug(), without rescanning -2, -3 ... */
  private readonly nextSuffix = new Map<string, number>();

  constructor(seed: number, cities: WithId<SeedCity>[], categories: WithId<SeedCategory>[]) {
    this.random = new Random(seed, 0);
    this.cities = new WeightedTable(cities, cities.map((city) => city.weight));
    this.categories = new WeightedTable(categories, categories.map((category) => category.weight));
  }

  private claimSlug(base: string): string {
    if (!this.slugs.has(base)) {
      this.slugs.add(base);
      return base;
    }
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.slugs.has(`${base}-${n}`)) n++;
    this.nextSuffix.set(base, n + 1);
    const slug = `${base}-${n}`;
    this.slugs.add(slug);
    return slug;
  }

  /** Rating (null for ~8%) and Google's review count: long-tailed, a few places with thousands. */
  private ratingAndCount(kind: string): { rating: string | null; reviewCount: number } {
    const r = this.random;
    if (r.chance(0.08)) return { rating: null, reviewCount: 0 };
    const popular = kind === "lodging" || kind === "culture" || kind === "park" ? 1 : 0;
    const reviewCount = Math.min(60_000, 1 + Math.floor(Math.exp(r.normal(3.3 + popular, 1.5))));
    let value: number;
    if (reviewCount <= 3 && r.chance(0.4)) value = r.pick([5, 5, 4, 1]);
    else if (r.chance(0.1)) value = r.float(1, 5);
    else value = r.normal(4.3, 0.3);
    value = Math.min(5, Math.max(1, Math.round(value * 10) / 10));
    return { rating: value.toFixed(1), reviewCount };
  }

  /** Within ~0.03-0.08 degrees of the centre, more spread out in bigger cities. */
  private coordinates(city: SeedCity): { latitude: number; longitude: number } {
    const r = this.random;
    const radius = 0.03 + 0.05 * Math.min(1, Math.max(0, (Math.log10(city.population) - 4) / 3));
    const distance = radius * Math.sqrt(r.next());
    const angle = r.float(0, 2 * Math.PI);
    // Degrees of longitude shrink towards the poles; capped so no point strays > 0.2 degrees.
    const lngScale = Math.min(2, 1 / Math.max(0.01, Math.cos((city.latitude * Math.PI) / 180)));
    const latitude = Math.min(89.9, Math.max(-89.9, city.latitude + distance * Math.sin(angle)));
    const longitude = Math.min(180, Math.max(-180, city.longitude + distance * Math.cos(angle) * lngScale));
    return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
  }

  next(): { row: BusinessRow; category: WithId<SeedCategory>; reviews: number } {
    const r = this.random;
    const category = this.categories.pick(r);
    const city = this.cities.pick(r);
    const name = businessName(category, city.name, city.countryCode, r);
    const slug = this.claimSlug(businessSlugBase(name, city.name));
    const type = r.chance(0.3) ? category.name : r.pick(category.subtypes);
    const { rating, reviewCount } = this.ratingAndCount(category.kind);
    const address = businessAddress(city, r);
    const ids = googleIds(r);
    const food = FOOD_KINDS.has(category.kind);
    const lodging = category.kind === "lodging";
    const domain = r.chance(0.65) ? businessDomain(name, city.countryCode, r) : null;
    const website = domain ? `https://www.${domain}/` : null;
    const fields: Omit<BusinessRow, "open_minutes" | "open_zone"> = {
      slug, name, category_id: category.id, type, rating, review_count: reviewCount,
      address: address.address, street: address.street, city: city.name, city_id: city.id, state: city.state,
      postal_code: address.postalCode, country: city.country, country_code: city.countryCode,
      ...this.coordinates(city), time_zone: city.timeZone,
      phone: r.chance(0.88) ? phoneNumber(city.countryCode, r) : null,
      email: r.chance(0.4) ? emailAddress(domain, r) : null,
      website,
      photo_url: r.chance(0.7) ? photoUrl(r) : null,
      image_url: r.chance(0.25) ? photoUrl(r, "w1080-h608") : null,
      location_link: locationLink(ids.placeId),
      order_link: food && category.kind !== "bar" && r.chance(0.3) ? orderLink(slug, r) : null,
      menu_link: food && r.chance(0.35) ? menuLink(website, slug) : null,
      reservation_link: (food && r.chance(0.2)) || (lodging && r.chance(0.5))
        ? reservationLink(slug, city.countryCode, lodging, r) : null,
      reviews_link: reviewsLink(ids.placeId),
      description: r.chance(0.5) ? businessDescription({ kind: category.kind, type, city: city.name, website }, r) : null,
      about: r.chance(0.9) ? aboutSections(category.kind, r) : {},
      working_hours: workingHours(category.kind, r),
      is_verified: r.chance(0.3),
      is_open: true,
      business_status: STATUS.pick(r),
      price_range: PRICED_KINDS.has(category.kind) && r.chance(0.75) ? PRICES.pick(r) : null,
      place_id: ids.placeId, google_id: ids.googleId, cid: ids.cid,
    };
    const row: BusinessRow = { ...fields, ...openHoursColumns(fields) };
    // ~60% of rated places get 1-3 recent reviews, never more than their review count.
    const reviews = rating && r.chance(0.6) ? Math.min(reviewCount, r.int(1, 3)) : 0;
    return { row, category, reviews };
  }
}
