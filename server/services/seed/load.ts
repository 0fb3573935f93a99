// Loads the demo data set: replaces the whole catalogue (countries, cities,
// categories, businesses, reviews) in one transaction, so a failed load leaves
// the previous data untouched and readers never see a half-loaded directory.
import type pg from "pg";
import { BusinessFactory, type BusinessRow } from "./business";
import { insertCategories, insertCities, insertCountries } from "./catalog-rows";
import { SEED_CATEGORIES } from "./categories";
import { copyLine } from "./copy-text";
import { copyLines } from "./copy-stream";
import { dropSecondaryIndexes, recreateIndexes } from "./deferred-indexes";
import { groupOf, type Group } from "./description";
import { cityCountFor, selectPlaces } from "./places";
import { businessReviews, type SeedReview } from "./reviews";

export const MAX_DEMO_BUSINESSES = 1_000_000;

export interface SeedOptions {
  businesses: number;
  seed: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  businesses: number;
  categories: number;
  cities: number;
  countries: number;
  reviews: number;
  seconds: number;
}

// Generated columns (sort_name, geo), the trigger-filled search_vector and the
// sequence-filled id and global_row_number are left out on purpose.
const BUSINESS_COLUMNS: readonly (keyof BusinessRow)[] = [
  "slug", "name", "category_id", "type", "rating", "review_count", "address", "street", "city", "city_id",
  "state", "postal_code", "country", "country_code", "latitude", "longitude", "time_zone", "phone", "email",
  "website", "photo_url", "image_url", "location_link", "order_link", "menu_link", "reservation_link",
  "reviews_link", "description", "about", "working_hours", "open_minutes", "open_zone", "is_verified", "is_open",
  "business_status", "price_range", "place_id", "google_id", "cid",
];
const REVIEW_COLUMNS = ["business_id", "author_name", "rating", "comment", "created_at"] as const;
const REVIEW_FIELDS: readonly (keyof SeedReview)[] = ["businessId", "authorName", "rating", "comment", "createdAt"];
const GROUPS: readonly Group[] = ["food", "lodging", "shop", "service", "visit"];
const PROGRESS_EVERY = 10_000;

/**
 * What the review pass needs to know about each business, in typed arrays
 * (3 bytes per business) instead of keeping a million business objects alive.
 */
interface ReviewPlan {
  count: Uint8Array;
  ratingTenths: Uint8Array;
  group: Uint8Array;
}

function* businessLines(factory: BusinessFactory, total: number, plan: ReviewPlan, options: SeedOptions) {
  for (let i = 0; i < total; i++) {
    const { row, category, reviews } = factory.next();
    plan.count[i] = reviews;
    plan.ratingTenths[i] = row.rating ? Math.round(Number(row.rating) * 10) : 0;
    plan.group[i] = GROUPS.indexOf(groupOf(category.kind));
    yield copyLine(row, BUSINESS_COLUMNS);
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === total) options.onProgress?.(i + 1, total);
  }
}

/** Business ids are 1..N in COPY order (see seedDemoData), so business i has id i + 1. */
function* reviewLines(seed: number, plan: ReviewPlan) {
  for (let i = 0; i < plan.count.length; i++) {
    const count = plan.count[i]!;
    if (count === 0) continue;
    for (const review of businessReviews(seed, i + 1, plan.ratingTenths[i]! / 10, GROUPS[plan.group[i]!]!, count)) {
      yield copyLine(review, REVIEW_FIELDS);
    }
  }
}

/** Replaces the catalogue with `businesses` generated businesses; same seed and size => same data. */
export async function seedDemoData(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const { businesses: total, seed } = options;
  if (!Number.isInteger(total) || total < 1 || total > MAX_DEMO_BUSINESSES) {
    throw new RangeError(`businesses must be an integer from 1 to ${MAX_DEMO_BUSINESSES}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError("seed must be an integer");
  const started = performance.now();
  const places = selectPlaces(cityCountFor(total));
  const plan: ReviewPlan = { count: new Uint8Array(total), ratingTenths: new Uint8Array(total), group: new Uint8Array(total) };

  const client = await pool.connect();
  let reviews: number;
  try {
    await client.query("BEGIN");
    // CASCADE also empties tables that point at businesses (subscriptions).
    await client.query("TRUNCATE reviews, businesses, categories, cities, countries RESTART IDENTITY CASCADE");
    // RESTART IDENTITY resets identity columns only; upload order is a plain sequence.
    await client.query("ALTER SEQUENCE business_row_number_seq RESTART");
    await insertCountries(client, places.countries);
    const cities = await insertCities(client, places.cities);
    const categories = await insertCategories(client, SEED_CATEGORIES);

    // COPY cannot write a GENERATED ALWAYS identity, so ids come from the freshly
    // restarted identity: 1..N in COPY order. TRUNCATE holds an exclusive lock
    // until COMMIT, so no other session can take ids in between; checked below.
    const factory = new BusinessFactory(seed, cities, categories);
    const indexes = await dropSecondaryIndexes(client, "businesses");
    await copyLines(client, "businesses", BUSINESS_COLUMNS, businessLines(factory, total, plan, options));
    await recreateIndexes(client, indexes);
    const { rows } = await client.query<{ n: number; lo: number; hi: number }>(
      "SELECT count(*)::int AS n, min(id) AS lo, max(id) AS hi FROM businesses",
    );
    if (rows[0]?.n !== total || rows[0]?.lo !== 1 || rows[0]?.hi !== total) {
      throw new Error(`business ids are not 1..${total}: ${JSON.stringify(rows[0])}`);
    }
    reviews = await copyLines(client, "reviews", REVIEW_COLUMNS, reviewLines(seed, plan));

    // business_count of categories, cities and countries and search_vector are
    // kept by the catalogue triggers during the COPY; nothing to recompute here.
    await client.query(
      `INSERT INTO site_settings (key, value) VALUES ('demoData', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify({ businesses: total, seed, loadedAt: new Date().toISOString() })],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics so the planner picks the indexes right away instead of
  // waiting for autovacuum.
  await pool.query("ANALYZE countries, cities, categories, businesses, reviews");
  return {
    businesses: total,
    categories: SEED_CATEGORIES.length,
    cities: places.cities.length,
    countries: places.countries.length,
    reviews,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
