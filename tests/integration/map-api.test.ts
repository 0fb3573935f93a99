import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MapAnswer } from "../../app/lib/map-answer";
import { ReadCache } from "../../server/services/cache";
import { chooseLevel } from "../../server/services/map/choose-level";
import { mapBusinesses } from "../../server/services/map/map-businesses";
import { boxParts, type MapBox } from "../../server/services/map/map-box";
import { mapQuerySchema } from "../../server/services/map/map-query";
import { cellOf, mapX, mapY, MAX_LATITUDE } from "../../server/services/map/tile-math";
import { mapCellDifferences } from "./support/map-cells";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

// GET /api/map against brute force over the same rows: every business with coordinates in
// the box counted once, grouped into the cells of the display level, on a database of its
// own holding the catalogue fixtures and a few thousand scattered places.
let scratch: ScratchDatabase;
let app: TestApp;

interface Place {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** A deterministic sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function scatter(name: string, lat: number, lng: number, spread: number, count: number, next: () => number): Place[] {
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

function places(): Place[] {
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

/** Inserts places in one statement, each with a category, a rating and some with "Pizza" in the name. */
async function insertPlaces(list: Place[], prefix: string): Promise<void> {
  const { rows: categories } = await scratch.pool.query<{ id: number }>("SELECT id FROM categories ORDER BY id");
  const { rows: cities } = await scratch.pool.query<{ id: number }>("SELECT id FROM cities WHERE slug = 'istanbul'");
  const values = list.map((place, i) => [
    `${prefix}-${i}`,
    i % 7 === 0 ? `${place.name} Pizza` : place.name,
    i % 11 === 0 ? null : categories[i % categories.length]!.id,
    i % 9 === 0 ? null : (1 + ((i * 7) % 41) / 10).toFixed(1),
    place.latitude,
    place.longitude,
    place.name.startsWith("Istanbul") ? cities[0]!.id : null,
  ]);
  const params = values.flat();
  const rows = values.map((_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(", ")})`);
  await scratch.pool.query(
    `INSERT INTO businesses (slug, name, category_id, rating, latitude, longitude, city_id) VALUES ${rows.join(", ")}`,
    params,
  );
}

beforeAll(async () => {
  scratch = await createScratchDatabase("map");
  app = await startTestApp(scratch.url);
  await insertPlaces(places(), "map-place");
  await scratch.pool.query("ANALYZE businesses");
});
afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

interface Located {
  id: number;
  latitude: number;
  longitude: number;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** In the box as the map draws it: longitude between W and E (across ±180 when W > E), latitude clamped to Mercator's. */
function inBox(row: Located, box: MapBox): boolean {
  const lngIn = box.west <= box.east ? row.longitude >= box.west && row.longitude <= box.east : row.longitude >= box.west || row.longitude <= box.east;
  const lat = clampLatitude(row.latitude);
  return lngIn && lat >= clampLatitude(box.south) && lat <= clampLatitude(box.north);
}

async function located(where = "TRUE"): Promise<Located[]> {
  const { rows } = await scratch.pool.query<Located>(
    `SELECT b.id, b.latitude, b.longitude FROM businesses b WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND ${where}`,
  );
  return rows;
}

const mapOf = (query: Record<string, string>) =>
  mapBusinesses({ ...app.ctx, cache: new ReadCache() }, mapQuerySchema.parse(query));

const parseBox = (bbox: string): MapBox => {
  const [west, south, east, north] = bbox.split(",").map(Number) as [number, number, number, number];
  return { west, south, east, north };
};

/** The answer brute force gives: the box's businesses grouped by their cell at the display level. */
function expectedAnswer(rows: Located[], bbox: string, zoom: number) {
  const box = parseBox(bbox);
  const level = chooseLevel(zoom, boxParts(box));
  const cells = new Map<string, Located[]>();
  for (const row of rows.filter((one) => inBox(one, box))) {
    const key = `${cellOf(mapX(row.longitude), level)},${cellOf(mapY(row.latitude), level)}`;
    cells.set(key, [...(cells.get(key) ?? []), row]);
  }
  const groups = [...cells.values()];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    total: groups.reduce((sum, group) => sum + group.length, 0),
    points: groups.filter((group) => group.length === 1).map((group) => group[0]!.id).sort((a, b) => a - b),
    clusters: groups
      .filter((group) => group.length > 1)
      .map((group) => ({ count: group.length, latitude: mean(group.map((r) => r.latitude)), longitude: mean(group.map((r) => r.longitude)) })),
  };
}

const byPosition = <T extends { latitude: number; longitude: number; count: number }>(list: T[]) =>
  [...list].sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude || a.count - b.count);

function expectSameAnswer(answer: MapAnswer, expected: ReturnType<typeof expectedAnswer>, label: string) {
  expect(answer.total, label).toBe(expected.total);
  expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length, label).toBe(answer.total);
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
function screenBox(lat: number, lng: number, zoom: number): string {
  const halfWidth = (1280 / 2 / 256) * (360 / 2 ** zoom);
  const halfHeight = halfWidth * Math.cos((lat * Math.PI) / 180) * (800 / 1280);
  return [lng - halfWidth, lat - halfHeight, lng + halfWidth, lat + halfHeight].map((value) => value.toFixed(6)).join(",");
}

describe("GET /api/map clusters", () => {
  it.each([
    ["the world at zoom 0", "-180,-90,180,90", 0],
    ["the world at zoom 2, short of the Mercator edges", "-180,-85,180,85", 2],
    ["a country at zoom 6", "25.5,35.5,45,42.5", 6],
    ["a city at zoom 13", screenBox(41.01, 28.98, 13), 13],
    ["a city at zoom 10", screenBox(41.01, 28.98, 10), 10],
    ["Europe at zoom 4", "-12,35,40,60", 4],
    ["the world at zoom 9, wider than any screen", "-180,-90,180,90", 9],
  ])("counts every business of %s once, in the cells brute force finds", async (label, bbox, zoom) => {
    const answer = await mapOf({ bbox, zoom: String(zoom) });
    expectSameAnswer(answer, expectedAnswer(await located(), bbox, zoom), label);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.clusters.length + answer.points.length).toBeLessThanOrEqual(2000);
  });

  it("matches brute force for random boxes and zooms, some across the antimeridian", async () => {
    const rows = await located();
    const next = random(17);
    for (let i = 0; i < 60; i++) {
      // Most boxes sit among the places, so their edges cut through crowds.
      const around = i % 4 ? rows[Math.floor(next() * rows.length)]! : { latitude: next() * 170 - 85, longitude: next() * 360 - 180 };
      const width = next() < 0.7 ? next() * 2 : next() * 200;
      const height = next() < 0.7 ? next() : next() * 90;
      const start = around.longitude - width * next();
      const west = start < -180 ? start + 360 : start;
      const east = west + width > 180 ? west + width - 360 : west + width;
      const south = Math.max(-90, around.latitude - height * next());
      const north = Math.min(90, south + height);
      const zoom = Math.floor(next() * 17);
      const bbox = [west, south, east, north].map((value) => value.toFixed(5)).join(",");
      expectSameAnswer(await mapOf({ bbox, zoom: String(zoom) }), expectedAnswer(rows, bbox, zoom), `${bbox} z${zoom}`);
    }
  });

  it("splits a box across the antimeridian in two: Fiji, Samoa and New Zealand, not Sydney or Hawaii", async () => {
    const bbox = "170,-50,-170,-10";
    const answer = await mapOf({ bbox, zoom: "3" });
    const rows = await located();
    expectSameAnswer(answer, expectedAnswer(rows, bbox, 3), bbox);
    const names = await namesIn(rows.filter((row) => inBox(row, parseBox(bbox))));
    for (const name of ["Suva Fiji", "Apia Samoa", "Auckland New Zealand", "Chatham Islands", "On the antimeridian", "On the antimeridian, west side"]) {
      expect(names).toContain(name);
    }
    for (const name of ["Sydney Australia", "Honolulu Hawaii", "Papeete Tahiti"]) expect(names).not.toContain(name);
    // No cluster mixes the two sides: each sits within 10° of the antimeridian.
    for (const group of [...answer.clusters, ...answer.points]) expect(Math.abs(group.longitude)).toBeGreaterThanOrEqual(170);
    // Zoomed in, Fiji's two towns are points of their own.
    const fiji = await mapOf({ bbox: "177,-19,179,-17", zoom: "8" });
    expect(fiji.points.map((point) => point.name).sort()).toEqual(expect.arrayContaining(["Nadi Fiji", "Suva Fiji"]));
  });

  it("clamps latitudes to Web Mercator's: a box reaching its edge holds the businesses beyond it", async () => {
    const rows = await located();
    const far = rows.filter((row) => Math.abs(row.latitude) > MAX_LATITUDE).length;
    expect(far).toBeGreaterThan(20);
    expect((await mapOf({ bbox: "-180,-90,180,90", zoom: "1" })).total).toBe(rows.length);
    expect((await mapOf({ bbox: "-180,-85.06,180,85.06", zoom: "1" })).total).toBe(rows.length);
    expect((await mapOf({ bbox: "-180,-85,180,85", zoom: "1" })).total).toBe(rows.length - far);
    expect((await mapOf({ bbox: "-10,86,10,89", zoom: "5" })).total).toBe(rows.filter((row) => row.latitude >= MAX_LATITUDE && Math.abs(row.longitude) <= 10).length);
  });

  it("gives every business as a point at street zoom, even ten at one spot", async () => {
    const bbox = "29.0095,41.0295,29.0105,41.0305";
    const answer = await mapOf({ bbox, zoom: "17" });
    expect(answer.clusters).toEqual([]);
    expect(answer.total).toBe(10);
    const names = answer.points.map((point) => point.name.replace(/ Pizza$/, ""));
    expect(names.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Same spot ${i}`));
    // One zoom out they are a cluster where they stand.
    const above = await mapOf({ bbox, zoom: "16" });
    expect(above.clusters).toEqual([{ latitude: 41.03, longitude: 29.01, count: 10 }]);
  });

  it("clusters a street view holding more than 2,000 businesses, as one zoom out", async () => {
    await insertPlaces(scatter("Crowd", 41.0, 29.0, 0.001, 2100, random(29)), "crowd");
    try {
      const bbox = "28.998,40.998,29.002,41.002";
      const crowded = await mapOf({ bbox, zoom: "17" });
      expect(crowded.clusters.length).toBeGreaterThan(0);
      expectSameAnswer(crowded, expectedAnswer(await located(), bbox, 17), bbox);
      expect(crowded.total).toBeGreaterThan(2000);
    } finally {
      await scratch.pool.query("DELETE FROM businesses WHERE slug LIKE 'crowd-%'");
    }
  });
});

async function namesIn(rows: Located[]): Promise<string[]> {
  const { rows: named } = await scratch.pool.query<{ name: string }>("SELECT name FROM businesses WHERE id = ANY($1)", [rows.map((row) => row.id)]);
  return named.map((row) => row.name);
}

describe("GET /api/map points", () => {
  it("carry the business's id, slug, name, position, rating as a decimal string and category", async () => {
    const res = await app.get("/api/map?bbox=28.9788,41.0086,28.9800,41.0098&zoom=17");
    expect(res.status).toBe(200);
    const answer = (await res.json()) as MapAnswer;
    const { rows } = await scratch.pool.query(
      `SELECT b.id, b.slug, b.latitude, b.longitude, c.id AS category_id, c.slug AS category_slug
         FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.name = 'Mario''s Pizzeria'`,
    );
    const marios = rows[0];
    expect(answer).toEqual({
      total: 1,
      clusters: [],
      points: [{
        id: marios.id, slug: marios.slug, name: "Mario's Pizzeria", latitude: marios.latitude, longitude: marios.longitude, rating: "4.7",
        category: { id: marios.category_id, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" },
      }],
    });
  });

  it("give null for a business without rating or category", async () => {
    const { rows } = await scratch.pool.query(
      "SELECT latitude, longitude FROM businesses WHERE category_id IS NULL AND rating IS NULL AND latitude IS NOT NULL AND name LIKE 'Istanbul%' LIMIT 1",
    );
    const { latitude, longitude } = rows[0];
    const answer = await mapOf({ bbox: [longitude - 1e-6, latitude - 1e-6, longitude + 1e-6, latitude + 1e-6].join(","), zoom: "18" });
    expect(answer.points).toHaveLength(1);
    expect(answer.points[0]).toMatchObject({ rating: null, category: null });
    expect(Object.keys(answer.points[0]!).sort()).toEqual(["category", "id", "latitude", "longitude", "name", "rating", "slug"]);
  });
});

describe("GET /api/map with list filters", () => {
  const boxes: [string, number][] = [["-180,-90,180,90", 2], ["25.5,35.5,45,42.5", 6], [screenBox(41.01, 28.98, 12), 12]];

  it.each([
    ["category", { category: "pizza-restaurant" }, "b.category_id = (SELECT id FROM categories WHERE slug = 'pizza-restaurant')"],
    ["minRating", { minRating: "4.5" }, "b.rating >= 4.5"],
    ["city", { city: "istanbul" }, "b.city_id = (SELECT id FROM cities WHERE slug = 'istanbul')"],
    ["category and minRating", { category: "cafe", minRating: "3" }, "b.rating >= 3 AND b.category_id = (SELECT id FROM categories WHERE slug = 'cafe')"],
  ])("narrow the total exactly: %s", async (_label, filter, where) => {
    const rows = await located(where);
    for (const [bbox, zoom] of boxes) {
      const answer = await mapOf({ bbox, zoom: String(zoom), ...filter });
      expectSameAnswer(answer, expectedAnswer(rows, bbox, zoom), `${bbox} ${JSON.stringify(filter)}`);
    }
  });

  it("match a search as the list does, a word still being typed included", async () => {
    // "pizz" finds nothing as a word: the list and the map both take it as a prefix.
    for (const search of ["pizza", "pizz"]) {
      const listed = await app.get(`/api/businesses?search=${search}&limit=1`);
      const { total } = (await listed.json()) as { total: number };
      // The list counts the businesses without coordinates too: one fixture has none.
      const ids = await listIds(search, total);
      const rows = (await located()).filter((row) => ids.has(row.id));
      expect(rows.length).toBeGreaterThan(100);
      for (const [bbox, zoom] of boxes) {
        expectSameAnswer(await mapOf({ bbox, zoom: String(zoom), search }), expectedAnswer(rows, bbox, zoom), `${search} ${bbox}`);
      }
    }
    expect(await mapOf({ bbox: "-180,-90,180,90", zoom: "2", search: "qqqxxzz" })).toEqual({ total: 0, clusters: [], points: [] });
    expect(await mapOf({ bbox: "-180,-90,180,90", zoom: "2", category: "no-such-category" })).toEqual({ total: 0, clusters: [], points: [] });
  });
});

async function listIds(search: string, total: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; offset < total; offset += 100) {
    const page = (await (await app.get(`/api/businesses?search=${search}&limit=100&offset=${offset}`)).json()) as { businesses: { id: number }[] };
    for (const business of page.businesses) ids.add(business.id);
  }
  return ids;
}

describe("GET /api/map over HTTP", () => {
  it("is cached like the businesses list: 20 minutes, 5 with a search", async () => {
    const map = await app.get("/api/map?bbox=-180,-90,180,90&zoom=2");
    const list = await app.get("/api/businesses");
    expect(map.headers.get("cache-control")).toBe(list.headers.get("cache-control"));
    expect(map.headers.get("cache-control")).toContain("max-age=1200");
    const searched = await app.get("/api/map?bbox=-180,-90,180,90&zoom=2&search=pizza");
    expect(searched.headers.get("cache-control")).toBe((await app.get("/api/businesses?search=pizza")).headers.get("cache-control"));
    expect(searched.headers.get("cache-control")).toContain("max-age=300");
  });

  it.each([
    ["zoom=3", "bbox", "is required"],
    ["bbox=&zoom=3", "bbox", "is required"],
    ["bbox=1,2,3&zoom=3", "bbox", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["bbox=a,b,c,d&zoom=3", "bbox", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["bbox=1,2,3,4,5&zoom=3", "bbox", "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42"],
    ["bbox=10,50,20,40&zoom=3", "bbox", "south must not be north of north"],
    ["bbox=10,-91,20,40&zoom=3", "bbox", "latitudes must be between -90 and 90"],
    ["bbox=10,40,20,90.5&zoom=3", "bbox", "latitudes must be between -90 and 90"],
    ["bbox=-181,40,20,50&zoom=3", "bbox", "longitudes must be between -180 and 180"],
    ["bbox=10,40,180.01,50&zoom=3", "bbox", "longitudes must be between -180 and 180"],
    ["bbox=0,0,1,1&bbox=0,0,2,2&zoom=3", "bbox", "must be given once: W,S,E,N"],
    ["bbox=0,0,1,1", "zoom", "is required"],
    ["bbox=0,0,1,1&zoom=23", "zoom", "must be a whole number from 0 to 22"],
    ["bbox=0,0,1,1&zoom=-1", "zoom", "must be a whole number from 0 to 22"],
    ["bbox=0,0,1,1&zoom=2.5", "zoom", "must be a whole number from 0 to 22"],
    ["bbox=0,0,1,1&zoom=high", "zoom", "must be a whole number from 0 to 22"],
    ["bbox=0,0,1,1&zoom=3&minRating=6", "minRating", undefined],
    ["bbox=0,0,1,1&zoom=3&near=91,0", "near", "latitude must be between -90 and 90"],
  ])("/api/map?%s is 400 naming the parameter", async (query, path, message) => {
    const res = await app.get(`/api/map?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Invalid query parameters");
    expect(body.details.map((problem) => problem.path)).toEqual([path]);
    if (message) expect(body.details[0]!.message).toBe(message);
  });
});

describe("map_cells", () => {
  it("stays exact through inserts, coordinate updates, deletes and a truncate, and can be rebuilt", async () => {
    const client = await scratch.pool.connect();
    const exact = async (step: string) => expect(await mapCellDifferences(client), step).toEqual([]);
    try {
      await client.query("BEGIN");
      await exact("after the bulk insert");
      await client.query("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('cell-one', 'One', 10.5, 20.5)");
      await exact("after one insert");
      await client.query(`UPDATE businesses SET latitude = latitude + 0.37, longitude = -longitude WHERE id % 13 = 0 AND latitude < 80`);
      await exact("after moving every 13th business");
      await client.query("UPDATE businesses SET latitude = latitude + 1e-9 WHERE name LIKE 'Paris place%'");
      await exact("after moving within their cells");
      await client.query("UPDATE businesses SET latitude = NULL WHERE name LIKE 'New York place 1%'");
      await client.query("UPDATE businesses SET latitude = 40.7, longitude = -74 WHERE name = 'Nowhere in particular'");
      await client.query("UPDATE businesses SET latitude = 12.25 WHERE name LIKE 'New York place 1%'");
      await exact("after coordinates taken away and given");
      await client.query("UPDATE businesses SET rating = 3.3, name = name || ' renamed' WHERE id % 3 = 0");
      await exact("after an update of other columns");
      // Nine of ten at one spot go: the tenth is alone in its cells, and named there.
      await client.query("DELETE FROM businesses WHERE name LIKE 'Same spot%' AND name NOT LIKE 'Same spot 4%'");
      await exact("after deleting nine of ten at one spot");
      const { rows } = await client.query("SELECT count(*)::int AS n FROM map_cells WHERE one_id = (SELECT id FROM businesses WHERE name LIKE 'Same spot 4%')");
      expect(rows[0].n).toBeGreaterThan(0);
      await client.query("DELETE FROM businesses WHERE id % 5 = 1");
      await exact("after deleting every fifth business");
      await client.query("UPDATE businesses SET latitude = 41.03, longitude = 29.01 WHERE name LIKE 'Same spot 4%'");
      await client.query("UPDATE businesses SET latitude = 41.03, longitude = 29.01 WHERE id IN (SELECT id FROM businesses WHERE name LIKE 'Paris%' LIMIT 3)");
      await client.query("DELETE FROM businesses WHERE name LIKE 'Same spot 4%'");
      await exact("after two moved onto a spot and one of them deleted");

      await client.query("TRUNCATE businesses CASCADE");
      expect((await client.query("SELECT count(*)::int AS n FROM map_cells")).rows[0].n).toBe(0);
      await client.query("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('after-truncate', 'Again', -33.9, 18.4)");
      await exact("after a truncate and an insert");
      await client.query("ROLLBACK");
      await exact("after the rollback");

      // Writes made with the trigger off (a restore) are caught up by a rebuild.
      await client.query("BEGIN");
      await client.query("ALTER TABLE businesses DISABLE TRIGGER businesses_map_cells_insert");
      await client.query("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('unseen', 'Unseen', 1, 1)");
      expect(await mapCellDifferences(client)).not.toEqual([]);
      await client.query("SELECT map_cells_rebuild()");
      await exact("after a rebuild");
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("takes concurrent writers touching the same cells without deadlocks", async () => {
    const next = random(23);
    const rounds = Array.from({ length: 4 }, (_, worker) =>
      Array.from({ length: 12 }, (_, round) => scatter(`Writer ${worker} ${round}`, 41, 29, 2, 40, next)),
    );
    await Promise.all(
      rounds.map(async (batches, worker) => {
        for (const [round, batch] of batches.entries()) {
          const values = batch.map((place, i) => `('w-${worker}-${round}-${i}', 'Writer', ${place.latitude}, ${place.longitude})`);
          await scratch.pool.query(`INSERT INTO businesses (slug, name, latitude, longitude) VALUES ${values.join(", ")}`);
          await scratch.pool.query(`UPDATE businesses SET latitude = latitude + 0.01 WHERE slug LIKE 'w-%-${round}-%'`);
          if (round % 3 === 2) await scratch.pool.query(`DELETE FROM businesses WHERE slug LIKE 'w-${worker}-%' AND slug LIKE '%-1'`);
        }
      }),
    );
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
    await scratch.pool.query("DELETE FROM businesses WHERE slug LIKE 'w-%'");
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
  });
});
