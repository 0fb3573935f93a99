import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveFilter, whereClauses } from "../../server/services/businesses/business-filter";
import { ReadCache } from "../../server/services/cache";
import { chooseBoxAccess, type BoxAccess } from "../../server/services/map/choose-box-access";
import { chooseLevel } from "../../server/services/map/choose-level";
import { cellsToAnswer } from "../../server/services/map/map-answer";
import { mapBusinesses } from "../../server/services/map/map-businesses";
import { boxParts } from "../../server/services/map/map-box";
import { mapQuerySchema } from "../../server/services/map/map-query";
import { readCells } from "../../server/services/map/read-cells";
import { readPoints } from "../../server/services/map/read-points";
import { MAX_LATITUDE } from "../../server/services/map/tile-math";
import { mapCellDifferences } from "./support/map-cells";
import {
  expectedAnswer, expectSameAnswer, inBox, insertPlaces, located, mapPlaces, parseBox, random, scatter, screenBox,
  type Located, type Place,
} from "./support/map-places";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";
import { startTestApp, type TestApp } from "./support/test-app";

// GET /api/map against brute force over the same rows: every business with coordinates in
// the box counted once, grouped into the cells of the display level; and the cells kept by
// triggers against an aggregation of the businesses. On a database of its own holding the
// catalogue fixtures and a few thousand scattered places.
let scratch: ScratchDatabase;
let app: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase("map");
  app = await startTestApp(scratch.url);
  await insertPlaces(scratch.pool, mapPlaces(), "map-place");
  await scratch.pool.query("ANALYZE businesses");
});
afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

const mapOf = (query: Record<string, string>) =>
  mapBusinesses({ ...app.ctx, cache: new ReadCache() }, mapQuerySchema.parse(query));
const allLocated = (where?: string) => located(scratch.pool, where);
const NOTHING = { total: 0, clusters: [], points: [] };

async function namesIn(rows: Located[]): Promise<string[]> {
  const ids = rows.map((row) => row.id);
  const { rows: named } = await scratch.pool.query<{ name: string }>(
    "SELECT name FROM businesses WHERE id = ANY($1)",
    [ids],
  );
  return named.map((row) => row.name);
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
    expectSameAnswer(answer, expectedAnswer(await allLocated(), bbox, zoom), label);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.clusters.length + answer.points.length).toBeLessThanOrEqual(2000);
  });

  it("matches brute force for random boxes and zooms, some across the antimeridian", async () => {
    const rows = await allLocated();
    const next = random(17);
    for (let i = 0; i < 60; i++) {
      // Most boxes sit among the places, so their edges cut through crowds.
      const anywhere = { latitude: next() * 170 - 85, longitude: next() * 360 - 180 };
      const around = i % 4 ? rows[Math.floor(next() * rows.length)]! : anywhere;
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
    const rows = await allLocated();
    expectSameAnswer(answer, expectedAnswer(rows, bbox, 3), bbox);
    const names = await namesIn(rows.filter((row) => inBox(row, parseBox(bbox))));
    const inside = ["Suva Fiji", "Apia Samoa", "Auckland New Zealand", "Chatham Islands", "On the antimeridian"];
    for (const name of [...inside, "On the antimeridian, west side"]) expect(names).toContain(name);
    for (const name of ["Sydney Australia", "Honolulu Hawaii", "Papeete Tahiti"]) expect(names).not.toContain(name);
    // No cluster mixes the two sides: each sits within 10° of the antimeridian.
    for (const group of [...answer.clusters, ...answer.points]) {
      expect(Math.abs(group.longitude)).toBeGreaterThanOrEqual(170);
    }
    // Zoomed in, Fiji's two towns are points of their own.
    const fiji = await mapOf({ bbox: "177,-19,179,-17", zoom: "8" });
    expect(fiji.points.map((point) => point.name)).toEqual(expect.arrayContaining(["Nadi Fiji", "Suva Fiji"]));
  });

  it("clamps latitudes to Web Mercator's: a box reaching its edge holds the businesses beyond it", async () => {
    const rows = await allLocated();
    const far = rows.filter((row) => Math.abs(row.latitude) > MAX_LATITUDE).length;
    expect(far).toBeGreaterThan(20);
    expect((await mapOf({ bbox: "-180,-90,180,90", zoom: "1" })).total).toBe(rows.length);
    expect((await mapOf({ bbox: "-180,-85.06,180,85.06", zoom: "1" })).total).toBe(rows.length);
    expect((await mapOf({ bbox: "-180,-85,180,85", zoom: "1" })).total).toBe(rows.length - far);
    const beyondNorth = rows.filter((row) => row.latitude >= MAX_LATITUDE && Math.abs(row.longitude) <= 10);
    expect((await mapOf({ bbox: "-10,86,10,89", zoom: "5" })).total).toBe(beyondNorth.length);
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
    await insertPlaces(scratch.pool, scatter("Crowd", 41.0, 29.0, 0.001, 2100, random(29)), "crowd");
    try {
      const bbox = "28.998,40.998,29.002,41.002";
      const crowded = await mapOf({ bbox, zoom: "17" });
      expect(crowded.clusters.length).toBeGreaterThan(0);
      expectSameAnswer(crowded, expectedAnswer(await allLocated(), bbox, 17), bbox);
      expect(crowded.total).toBeGreaterThan(2000);
    } finally {
      await scratch.pool.query("DELETE FROM businesses WHERE slug LIKE 'crowd-%'");
    }
  });
});

describe("GET /api/map points", () => {
  it("carry the business's id, slug, name, position, rating as a decimal string and category", async () => {
    const res = await app.get("/api/map?bbox=28.9788,41.0086,28.9800,41.0098&zoom=17");
    expect(res.status).toBe(200);
    const { rows } = await scratch.pool.query(
      `SELECT b.id, b.slug, b.latitude, b.longitude, c.id AS category_id
         FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.name = 'Mario''s Pizzeria'`,
    );
    const { id, slug, latitude, longitude, category_id: categoryId } = rows[0];
    const category = { id: categoryId, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" };
    expect(await res.json()).toEqual({
      total: 1,
      clusters: [],
      points: [{ id, slug, name: "Mario's Pizzeria", latitude, longitude, rating: "4.7", category }],
    });
  });

  it("give null for a business without rating or category", async () => {
    const { rows } = await scratch.pool.query(
      `SELECT latitude, longitude FROM businesses
        WHERE category_id IS NULL AND rating IS NULL AND latitude IS NOT NULL AND name LIKE 'Istanbul%' LIMIT 1`,
    );
    const { latitude, longitude } = rows[0];
    const bbox = [longitude - 1e-6, latitude - 1e-6, longitude + 1e-6, latitude + 1e-6].join(",");
    const answer = await mapOf({ bbox, zoom: "18" });
    expect(answer.points).toHaveLength(1);
    expect(answer.points[0]).toMatchObject({ rating: null, category: null });
    const fields = ["category", "id", "latitude", "longitude", "name", "rating", "slug"];
    expect(Object.keys(answer.points[0]!).sort()).toEqual(fields);
  });
});

describe("GET /api/map with list filters", () => {
  const boxes: [string, number][] = [
    ["-180,-90,180,90", 2],
    ["25.5,35.5,45,42.5", 6],
    [screenBox(41.01, 28.98, 12), 12],
  ];
  const categoryIs = (slug: string) => `b.category_id = (SELECT id FROM categories WHERE slug = '${slug}')`;

  it.each([
    ["category", { category: "pizza-restaurant" }, categoryIs("pizza-restaurant")],
    ["minRating", { minRating: "4.5" }, "b.rating >= 4.5"],
    ["city", { city: "istanbul" }, "b.city_id = (SELECT id FROM cities WHERE slug = 'istanbul')"],
    ["category and minRating", { category: "cafe", minRating: "3" }, `b.rating >= 3 AND ${categoryIs("cafe")}`],
  ])("narrow the total exactly: %s", async (_label, filter, where) => {
    const rows = await allLocated(where);
    for (const [bbox, zoom] of boxes) {
      const answer = await mapOf({ bbox, zoom: String(zoom), ...filter });
      expectSameAnswer(answer, expectedAnswer(rows, bbox, zoom), `${bbox} ${JSON.stringify(filter)}`);
    }
  });

  it("match a search as the list does, a word still being typed included", async () => {
    // "pizz" finds nothing as a word: the list and the map both take it as a prefix.
    for (const search of ["pizza", "pizz"]) {
      const ids = await listedIds(search);
      const rows = (await allLocated()).filter((row) => ids.has(row.id));
      expect(rows.length).toBeGreaterThan(100);
      for (const [bbox, zoom] of boxes) {
        const answer = await mapOf({ bbox, zoom: String(zoom), search });
        expectSameAnswer(answer, expectedAnswer(rows, bbox, zoom), `${search} ${bbox}`);
      }
    }
    expect(await mapOf({ bbox: "-180,-90,180,90", zoom: "2", search: "qqqxxzz" })).toEqual(NOTHING);
    expect(await mapOf({ bbox: "-180,-90,180,90", zoom: "2", category: "no-such-category" })).toEqual(NOTHING);
  });
});

describe("a filtered box", () => {
  const ctx = () => ({ ...app.ctx, cache: new ReadCache() });
  const clausesOf = async (filter: Record<string, string>) =>
    whereClauses((await resolveFilter(ctx(), mapQuerySchema.parse({ bbox: "0,0,1,1", zoom: "1", ...filter })))!);

  it.each([
    ["category", { category: "cafe" }, "b.category_id = (SELECT id FROM categories WHERE slug = 'cafe')"],
    ["minRating", { minRating: "4" }, "b.rating >= 4"],
  ])("gives the same businesses through the geo index, the filter's indexes or both: %s", async (_, filter, where) => {
    const clauses = await clausesOf(filter);
    const rows = await allLocated(where);
    const boxes = [["-180,-90,180,90", 2], ["170,-50,-170,-10", 3], [screenBox(41.01, 28.98, 11), 11]] as const;
    for (const [bbox, zoom] of boxes) {
      const parts = boxParts(parseBox(bbox));
      const level = chooseLevel(zoom, parts);
      const inside = rows.filter((row) => inBox(row, parseBox(bbox))).map((row) => row.id).sort((a, b) => a - b);
      for (const access of ["box", "filter", "both"] satisfies BoxAccess[]) {
        const live = parts.map((box) => ({ box, access, edges: null, interior: null, clauses }));
        const cells = await readCells(app.ctx, { level, columns: [], rows: [], live });
        expectSameAnswer(cellsToAnswer(cells), expectedAnswer(rows, bbox, zoom), `${access} ${bbox}`);
        const points = await readPoints(app.ctx, parts, access, clauses, 5000);
        expect(points.map((point) => point.id), `${access} ${bbox}`).toEqual(inside);
      }
    }
  });

  it("is read through the geo index when small, through the filter's indexes when it holds far more", async () => {
    const limits = { smallBox: 100, entriesPerRow: 10 };
    const world = boxParts(parseBox("-180,-90,180,90"));
    const istanbul = boxParts(parseBox(screenBox(41.01, 28.98, 15)));
    const access = async (parts: typeof world, filter: Record<string, string>) =>
      chooseBoxAccess(app.ctx, parts, await clausesOf(filter), limits);
    // One business in Paris, Texas against some 1,800 in the world.
    expect(await access(world, { city: "paris-us" })).toBe("filter");
    // A sixth of them has the category: the planner may combine both indexes.
    expect(await access(world, { category: "cafe" })).toBe("both");
    expect(await access(istanbul, { category: "cafe" })).toBe("box");
    expect(await access(world, {})).toBe("box");
  });
});

/** Every business the list finds for a search, page by page. */
async function listedIds(search: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 100) {
    const res = await app.get(`/api/businesses?search=${search}&limit=100&offset=${offset}`);
    const page = (await res.json()) as { businesses: { id: number }[]; total: number };
    for (const business of page.businesses) ids.add(business.id);
    if (offset + 100 >= page.total) return ids;
  }
}

describe("GET /api/map over HTTP", () => {
  it("is cached like the businesses list: 20 minutes, 5 with a search", async () => {
    const cacheControl = async (path: string) => (await app.get(path)).headers.get("cache-control");
    const map = await cacheControl("/api/map?bbox=-180,-90,180,90&zoom=2");
    expect(map).toBe(await cacheControl("/api/businesses"));
    expect(map).toContain("max-age=1200");
    const searched = await cacheControl("/api/map?bbox=-180,-90,180,90&zoom=2&search=pizza");
    expect(searched).toBe(await cacheControl("/api/businesses?search=pizza"));
    expect(searched).toContain("max-age=300");
  });

  const MALFORMED = "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42";
  const ZOOM_RANGE = "must be a whole number from 0 to 22";
  it.each([
    ["zoom=3", "bbox", "is required"],
    ["bbox=&zoom=3", "bbox", "is required"],
    ["bbox=1,2,3&zoom=3", "bbox", MALFORMED],
    ["bbox=a,b,c,d&zoom=3", "bbox", MALFORMED],
    ["bbox=1,2,3,4,5&zoom=3", "bbox", MALFORMED],
    ["bbox=10,50,20,40&zoom=3", "bbox", "south (S) must not be greater than north (N)"],
    ["bbox=10,-91,20,40&zoom=3", "bbox", "latitudes must be between -90 and 90"],
    ["bbox=10,40,20,90.5&zoom=3", "bbox", "latitudes must be between -90 and 90"],
    ["bbox=-181,40,20,50&zoom=3", "bbox", "longitudes must be between -180 and 180"],
    ["bbox=10,40,180.01,50&zoom=3", "bbox", "longitudes must be between -180 and 180"],
    ["bbox=0,0,1,1&bbox=0,0,2,2&zoom=3", "bbox", "must be given once: W,S,E,N"],
    ["bbox=0,0,1,1", "zoom", "is required"],
    ["bbox=0,0,1,1&zoom=23", "zoom", ZOOM_RANGE],
    ["bbox=0,0,1,1&zoom=-1", "zoom", ZOOM_RANGE],
    ["bbox=0,0,1,1&zoom=2.5", "zoom", ZOOM_RANGE],
    ["bbox=0,0,1,1&zoom=high", "zoom", ZOOM_RANGE],
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
    const run = (statement: string) => client.query(statement);
    const exact = async (step: string) => expect(await mapCellDifferences(client), step).toEqual([]);
    try {
      await run("BEGIN");
      await exact("after the bulk insert");
      await run("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('cell-one', 'One', 10.5, 20.5)");
      await exact("after one insert");
      await run(`UPDATE businesses SET latitude = latitude + 0.37, longitude = -longitude
                  WHERE id % 13 = 0 AND latitude < 80`);
      await exact("after moving every 13th business");
      await run("UPDATE businesses SET latitude = latitude + 1e-9 WHERE name LIKE 'Paris place%'");
      await exact("after moving within their cells");
      await run("UPDATE businesses SET latitude = NULL WHERE name LIKE 'New York place 1%'");
      await run("UPDATE businesses SET latitude = 40.7, longitude = -74 WHERE name = 'Nowhere in particular'");
      await run("UPDATE businesses SET latitude = 12.25 WHERE name LIKE 'New York place 1%'");
      await exact("after coordinates taken away and given");
      await run("UPDATE businesses SET rating = 3.3, name = name || ' renamed' WHERE id % 3 = 0");
      await exact("after an update of other columns");
      // Nine of ten at one spot go: the tenth is alone in its cells, found there by the trigger.
      await run("DELETE FROM businesses WHERE name LIKE 'Same spot%' AND name NOT LIKE 'Same spot 4%'");
      await exact("after deleting nine of ten at one spot");
      const alone = await run(`SELECT count(*)::int AS n FROM map_cells m JOIN businesses b ON b.id = m.one_id
                                WHERE b.name LIKE 'Same spot 4%'`);
      expect(alone.rows[0].n).toBeGreaterThan(0);
      await run("DELETE FROM businesses WHERE id % 5 = 1");
      await exact("after deleting every fifth business");
      await run("UPDATE businesses SET latitude = 41.03, longitude = 29.01 WHERE name LIKE 'Same spot 4%'");
      await run(`UPDATE businesses SET latitude = 41.03, longitude = 29.01
                  WHERE id IN (SELECT id FROM businesses WHERE name LIKE 'Paris%' LIMIT 3)`);
      await run("DELETE FROM businesses WHERE name LIKE 'Same spot 4%'");
      await exact("after two moved onto a spot and one of them deleted");

      await run("TRUNCATE businesses CASCADE");
      expect((await run("SELECT count(*)::int AS n FROM map_cells")).rows[0].n).toBe(0);
      await run("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('again', 'Again', -33.9, 18.4)");
      await exact("after a truncate and an insert");
      await run("ROLLBACK");
      await exact("after the rollback");

      // Writes made with the trigger off (a restore) are caught up by a rebuild.
      await run("BEGIN");
      await run("ALTER TABLE businesses DISABLE TRIGGER businesses_map_cells_insert");
      await run("INSERT INTO businesses (slug, name, latitude, longitude) VALUES ('unseen', 'Unseen', 1, 1)");
      expect(await mapCellDifferences(client)).not.toEqual([]);
      await run("SELECT map_cells_rebuild()");
      await exact("after a rebuild");
    } finally {
      await run("ROLLBACK");
      client.release();
    }
  });

  it("takes concurrent writers touching the same cells without deadlocks", async () => {
    const next = random(23);
    const writers = Array.from({ length: 4 }, (_, writer) =>
      Array.from({ length: 12 }, (_, round) => scatter(`Writer ${writer} ${round}`, 41, 29, 2, 40, next)),
    );
    const run = (statement: string) => scratch.pool.query(statement);
    await Promise.all(
      writers.map(async (batches, writer) => {
        for (const [round, batch] of batches.entries()) {
          const slug = (i: number) => `w-${writer}-${round}-${i}`;
          const values = batch.map((place: Place, i) => `('${slug(i)}', 'W', ${place.latitude}, ${place.longitude})`);
          await run(`INSERT INTO businesses (slug, name, latitude, longitude) VALUES ${values.join(", ")}`);
          // Each writer moves its own businesses: the cells are shared, the rows are not. (Two bulk
          // UPDATEs of the same rows can deadlock on the rows themselves, cells or no cells.)
          await run(`UPDATE businesses SET latitude = latitude + 0.01 WHERE slug LIKE 'w-${writer}-${round}-%'`);
          if (round % 3 === 2) await run(`DELETE FROM businesses WHERE slug LIKE 'w-${writer}-%' AND slug LIKE '%-1'`);
        }
      }),
    );
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
    await run("DELETE FROM businesses WHERE slug LIKE 'w-%'");
    expect(await mapCellDifferences(scratch.pool)).toEqual([]);
  });
});
