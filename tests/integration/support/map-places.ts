// Places for the map tests, and the answer brute force gives for a box: every business with
// coordinates in it, grouped by its cell at the display level.
import type pg from "pg";
import { expect } from "vitest";
import type { MapAnswer } from "../../../app/lib/map-answer";
import { chooseLevel } from "../../../server/services/map/choose-level";
import { boxParts, type MapBox } from "../../../server/services/map/map-box";
import { cellOf, mapX, mapY, MAX_LATITUDE } from "../../../server/services/map/tile-math";

export interface Place {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Located {
  id: number;
  latitude: number;
  longitude: number;
}

/** A deterministic sequence in [0, 1). */
export function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/** `count` places up to `spread` degrees from (lat, lng) each way. */
export function scatter(
  name: string,
  lat: number,
  lng: number,
  spread: number,
  count: number,
  next: () => number,
): Place[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${name} ${i}`,
    latitude: Math.max(-90, Math.min(90, lat + (next() * 2 - 1) * spread)),
    longitude: Math.max(-180, Math.min(180, lng + (next() * 2 - 1) * spread)),
  }));
}

const PACIFIC: Place[] = [
  { name: "Suva Fiji", latitude: -18.1416, longitude: 178.4419 },
  { name: "Nadi Fiji", latitude: -17.7765, longitude: 177.4356 },
  { name: "Apia Samoa", latitude: -13.8333, longitude: -171.7667 },
  { name: "Nuku'alofa Tonga", latitude: -21.1394, longitude: -175.2049 },
  { name: "Auckland New Zealand", latitude: -36.8485, longitude: 174.7633 },
  { name: "Wellington New Zealand", latitude: -41.2865, longitude: 174.7762 },
  { name: "Chatham Islands", latitude: -43.9535, longitude: -176.5597 },
  { name: "On the antimeridian", latitude: -30, longitude: 180 },
  { name: "On the antimeridian, west side", latitude: -31, longitude: -180 },
  { name: "Sydney Australia", latitude: -33.8688, longitude: 151.2093 },
  { name: "Honolulu Hawaii", latitude: 21.3069, longitude: -157.8583 },
  { name: "Papeete Tahiti", latitude: -17.5516, longitude: -149.5585 },
];

/** Crowds in three cities, places anywhere, beyond the Mercator edges, over the Pacific, at one spot. */
export function mapPlaces(): Place[] {
  const next = random(3);
  return [
    ...scatter("Istanbul place", 41.01, 28.98, 0.3, 700, next),
    ...scatter("Paris place", 48.85, 2.35, 0.2, 300, next),
    ...scatter("New York place", 40.71, -74.0, 0.15, 250, next),
    ...scatter("Anywhere", 0, 0, 180, 500, next),
    ...scatter("Far north", 87, 0, 3, 15, next),
    ...scatter("Far south", -87, 0, 3, 15, next),
    ...PACIFIC,
    // Ten at one spot: a cluster at every zoom, down to the street.
    ...Array.from({ length: 10 }, (_, i) => ({ name: `Same spot ${i}`, latitude: 41.03, longitude: 29.01 })),
    { name: "Nowhere in particular", latitude: null, longitude: null },
  ];
}

/**
 * Inserts places in one statement, with categories, ratings and "Pizza" in some names (some
 * have no category, some no rating); the Istanbul crowd belongs to the city of Istanbul.
 */
export async function insertPlaces(pool: pg.Pool, list: Place[], prefix: string): Promise<void> {
  const { rows: categories } = await pool.query<{ id: number }>("SELECT id FROM categories ORDER BY id");
  const { rows: cities } = await pool.query<{ id: number }>("SELECT id FROM cities WHERE slug = 'istanbul'");
  const values = list.map((place, i) => [
    `${prefix}-${i}`,
    i % 7 === 0 ? `${place.name} Pizza` : place.name,
    i % 11 === 0 ? null : categories[i % categories.length]!.id,
    i % 9 === 0 ? null : (1 + ((i * 7) % 41) / 10).toFixed(1),
    place.latitude,
    place.longitude,
    place.name.startsWith("Istanbul") ? cities[0]!.id : null,
  ]);
  const rows = values.map((_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(", ")})`);
  await pool.query(
    `INSERT INTO businesses (slug, name, category_id, rating, latitude, longitude, city_id) VALUES ${rows.join(", ")}`,
    values.flat(),
  );
}

/** The businesses with coordinates (and `where`, on `b`). */
export async function located(pool: pg.Pool, where = "TRUE"): Promise<Located[]> {
  const { rows } = await pool.query<Located>(
    `SELECT b.id, b.latitude, b.longitude FROM businesses b
      WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND ${where}`,
  );
  return rows;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** In the box as the map draws it: longitude from W to E (across ±180 when W > E), latitudes clamped to Mercator's. */
export function inBox(row: Located, box: MapBox): boolean {
  const { west, east } = box;
  const { longitude } = row;
  const lngIn = west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east;
  const lat = clampLatitude(row.latitude);
  return lngIn && lat >= clampLatitude(box.south) && lat <= clampLatitude(box.north);
}

export function parseBox(bbox: string): MapBox {
  const [west, south, east, north] = bbox.split(",").map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The answer brute force gives: the box's businesses grouped by their cell at the display level. */
export function expectedAnswer(rows: Located[], bbox: string, zoom: number) {
  const box = parseBox(bbox);
  const level = chooseLevel(zoom, boxParts(box));
  const cells = new Map<string, Located[]>();
  for (const row of rows.filter((one) => inBox(one, box))) {
    const key = `${cellOf(mapX(row.longitude), level)},${cellOf(mapY(row.latitude), level)}`;
    cells.set(key, [...(cells.get(key) ?? []), row]);
  }
  const groups = [...cells.values()];
  const clusters = groups.filter((group) => group.length > 1).map((group) => ({
    count: group.length,
    latitude: mean(group.map((row) => row.latitude)),
    longitude: mean(group.map((row) => row.longitude)),
  }));
  const points = groups.filter((group) => group.length === 1).map((group) => group[0]!.id);
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  return { total, points: points.sort((a, b) => a - b), clusters };
}

const byPosition = <T extends { latitude: number; longitude: number; count: number }>(list: T[]) =>
  [...list].sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude || a.count - b.count);

type Expected = ReturnType<typeof expectedAnswer>;

export function expectSameAnswer(answer: MapAnswer, expected: Expected, label: string): void {
  expect(answer.total, label).toBe(expected.total);
  const counted = answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length;
  expect(counted, label).toBe(answer.total);
  expect(answer.points.map((point) => point.id).sort((a, b) => a - b), label).toEqual(expected.points);
  const clusters = byPosition(answer.clusters);
  const wanted = byPosition(expected.clusters);
  expect(clusters.map((cluster) => cluster.count), label).toEqual(wanted.map((cluster) => cluster.count));
  clusters.forEach((cluster, i) => {
    expect(cluster.latitude, label).toBeCloseTo(wanted[i]!.latitude, 5);
    expect(cluster.longitude, label).toBeCloseTo(wanted[i]!.longitude, 5);
  });
}

/** A box of 1280 × 800 px around a point at a zoom. */
export function screenBox(lat: number, lng: number, zoom: number): string {
  const halfWidth = (1280 / 2 / 256) * (360 / 2 ** zoom);
  const halfHeight = halfWidth * Math.cos((lat * Math.PI) / 180) * (800 / 1280);
  const box = [lng - halfWidth, lat - halfHeight, lng + halfWidth, lat + halfHeight];
  return box.map((value) => value.toFixed(6)).join(",");
}
