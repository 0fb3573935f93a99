// The distance search, the list filters and the map API as `npm run bench`
// requests them: around the biggest city of the catalogue, in its country and
// over the whole world.
import type pg from "pg";
import type { Scenario } from "./bench-scenarios";

export interface GeoSamples {
  city: { slug: string; latitude: number; longitude: number };
  /** The category with most businesses in that city. */
  category: string;
  /** The box around the cities of the city's country: W,S,E,N. */
  countryBox: string;
}

export async function pickGeoSamples(pool: pg.Pool): Promise<GeoSamples> {
  const city = await pool.query<{ id: number; slug: string; latitude: number; longitude: number; country_code: string }>(
    `SELECT id, slug, latitude, longitude, country_code FROM cities
     WHERE latitude IS NOT NULL ORDER BY business_count DESC LIMIT 1`,
  );
  const { id, slug, latitude, longitude, country_code: countryCode } = city.rows[0]!;
  const category = await pool.query<{ slug: string }>(
    `SELECT c.slug FROM businesses b JOIN categories c ON c.id = b.category_id
     WHERE b.city_id = $1 GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
    [id],
  );
  const box = await pool.query<{ w: number; s: number; e: number; n: number }>(
    `SELECT min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n
     FROM cities WHERE country_code = $1 AND latitude IS NOT NULL`,
    [countryCode],
  );
  const { w, s, e, n } = box.rows[0]!;
  return {
    city: { slug, latitude, longitude },
    category: category.rows[0]!.slug,
    countryBox: [w - 0.5, s - 0.5, e + 0.5, n + 0.5].map((value) => value.toFixed(4)).join(","),
  };
}

/** Points within about 3 km of the city's centre: a near search asked from around the city. */
function aroundCity(samples: GeoSamples, count = 20): string[] {
  const { latitude, longitude } = samples.city;
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI;
    const km = (i % 4) * 0.9;
    const lat = latitude + (km / 111.32) * Math.sin(angle);
    const lng = longitude + (km / (111.32 * Math.cos((latitude * Math.PI) / 180))) * Math.cos(angle);
    return `${lat.toFixed(4)},${lng.toFixed(4)}`;
  });
}

/**
 * `count` points within about 3 km of the city's centre, each its own (a fixed sequence, the
 * same every run): visitors asking from where they stand, so no process has kept the total
 * of their circle, as a public site's near-me searches are.
 */
function scatteredAroundCity(samples: GeoSamples, count: number): string[] {
  const { latitude, longitude } = samples.city;
  let state = 12345;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => {
    const angle = next() * 2 * Math.PI;
    const km = Math.sqrt(next()) * 3;
    const lat = latitude + (km / 111.32) * Math.sin(angle);
    const lng = longitude + (km / (111.32 * Math.cos((latitude * Math.PI) / 180))) * Math.cos(angle);
    return `${lat.toFixed(5)},${lng.toFixed(5)}`;
  });
}

/** More points than a call asks for: each is asked once, as the names of the API part's first-ask search are. */
const ONCE_POINTS = 30_000;

/** Near and the filters (goal: p99 < 25 ms). */
export function nearAndFilterScenarios(samples: GeoSamples): Scenario[] {
  const near = (point: string) => `/api/businesses?near=${point}&radius=5&sortBy=distance&limit=12`;
  const { city, category } = samples;
  return [
    { name: `near, 5 km by distance (${city.slug})`, paths: aroundCity(samples).map(near) },
    { name: `near + category (${category})`, paths: aroundCity(samples).map((p) => `${near(p)}&category=${category}`) },
    { name: `near, each point asked once`, paths: scatteredAroundCity(samples, ONCE_POINTS).map(near) },
    {
      name: `near + category, each point asked once`,
      paths: scatteredAroundCity(samples, ONCE_POINTS).map((p) => `${near(p)}&category=${category}`),
    },
    { name: `open now in ${city.slug}`, paths: [`/api/businesses?city=${city.slug}&openNow=true&limit=12`] },
    { name: `minRating 4.5 in ${category}`, paths: [`/api/businesses?category=${category}&minRating=4.5&limit=12`] },
  ];
}

/** The map API (goal: p99 < 50 ms). A city at zoom 13 is a 1280 × 800 px window. */
export function mapScenarios(samples: GeoSamples): Scenario[] {
  const { latitude, longitude } = samples.city;
  const halfWidth = (1280 / 2 / 256) * (360 / 2 ** 13);
  const halfHeight = halfWidth * Math.cos((latitude * Math.PI) / 180) * (800 / 1280);
  const cityBox = [longitude - halfWidth, latitude - halfHeight, longitude + halfWidth, latitude + halfHeight]
    .map((value) => value.toFixed(4))
    .join(",");
  return [
    { name: "map: world, zoom 2", paths: ["/api/map?bbox=-180,-85,180,85&zoom=2"] },
    { name: "map: country, zoom 6", paths: [`/api/map?bbox=${samples.countryBox}&zoom=6`] },
    { name: `map: ${samples.city.slug}, zoom 13`, paths: [`/api/map?bbox=${cityBox}&zoom=13`] },
  ];
}
