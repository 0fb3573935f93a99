// The openNow filter of the list at the real present moment. Businesses in four zones come in
// through the real import, with hours built around each zone's current minute so that nothing
// opens or closes within an hour either way; the filter must keep exactly the businesses the
// unfiltered list calls open now, whatever else the list asks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../app/lib/admin/import-job";
import type { AdminBusiness } from "../../app/lib/admin/admin-business";
import type { Business, BusinessPage } from "../../app/lib/business";
import { isOpenAt, minuteOfWeek, WEEK, WEEKDAYS } from "../../app/lib/hours";
import { csvLine } from "../../server/services/export/write-csv";
import {
  fillOpenHours,
  OPEN_HOURS_SETTING,
  refreshOpenHours,
} from "../../server/services/businesses/open-now/fill-open-hours";
import { openHoursColumns } from "../../server/services/businesses/open-now/open-hours-columns";
import { startScratchAdminApp, type ScratchAdminApp } from "./support/scratch-admin-app";

const DAY = 1440;

const CITIES = [
  { label: "Auckland", zone: "Pacific/Auckland", countryCode: "NZ", lat: -36.85, lng: 174.76 },
  { label: "Los Angeles", zone: "America/Los_Angeles", countryCode: "US", lat: 34.05, lng: -118.24 },
  { label: "Istanbul", zone: "Europe/Istanbul", countryCode: "TR", lat: 41.0082, lng: 28.9784 },
  // No zone in the file: read in UTC, as the badge reads it.
  { label: "Reykjavik", zone: null, countryCode: "IS", lat: 64.14, lng: -21.94 },
];
type City = (typeof CITIES)[number];

const TURKISH_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"];
const TURKISH_WORDS: Record<string, string> = { Closed: "Kapalı", "Open 24 hours": "24 saat açık" };

/** "h:mmAM" of a minute of the day, any day: both ends with a suffix read the same in every parser rule. */
const clock = (minute: number) => {
  const time = ((minute % DAY) + DAY) % DAY;
  const hour = Math.floor(time / 60);
  return `${hour % 12 || 12}:${String(time % 60).padStart(2, "0")}${hour < 12 ? "AM" : "PM"}`;
};
const weekday = (day: number) => WEEKDAYS[((day % 7) + 7) % 7]!;

/** Open from `from` to `to` minutes around now (negative: before), written on the day it starts. */
function around(now: number, from: number, to: number): Record<string, string> {
  const start = (((now + from) % WEEK) + WEEK) % WEEK;
  return { [weekday(Math.floor(start / DAY))]: `${clock(start)}–${clock(start + to - from)}` };
}

function onDays(now: number, days: number[], text: string): Record<string, string> {
  const today = Math.floor(now / DAY);
  return Object.fromEntries(days.map((offset) => [weekday(today + offset), text]));
}

interface Place {
  name: string;
  hours: Record<string, string>;
  /** open now by how the hours were built */
  open: boolean;
  category: string;
  rating: string;
  price?: string;
  status?: string;
}

/** The places of one city, from the zone's current minute of the week. */
function placesOf(city: City, at: Date): Place[] {
  const now = minuteOfWeek(at, city.zone)!;
  const time = now % DAY;
  const others = [2, 3, 4, 5].map((offset) => onDays(now, [offset], "9AM–5PM"));
  const place = (suffix: string, rest: Omit<Place, "name">): Place => ({ name: `${city.label} ${suffix}`, ...rest });
  return [
    place("Open", { hours: around(now, -60, 60), open: true, category: "Cafe", rating: "4.5", price: "$$" }),
    place("Later", { hours: around(now, 120, 240), open: false, category: "Cafe", rating: "3.9" }),
    // Yesterday from an hour and a half after this time until an hour from now: past midnight.
    place("Night", {
      hours: { [weekday(Math.floor(now / DAY) - 1)]: `${clock(time + 120)}–${clock(time + 60)}` },
      open: time < 1320,
      category: "Bar",
      rating: "4.2",
    }),
    place("Always", {
      hours: onDays(now, [-1, 0, 1], "Open 24 hours"),
      open: true,
      category: "Bar",
      rating: "4.8",
      price: "$$",
    }),
    place("Day Off", {
      hours: Object.assign(onDays(now, [-1, 0, 1], "Closed"), ...others),
      open: false,
      category: "Cafe",
      rating: "4.0",
    }),
    place("Shut", {
      hours: onDays(now, [0, 1, 2, 3, 4, 5, 6], "Open 24 hours"),
      open: false,
      category: "Bar",
      rating: "5.0",
      status: "CLOSED_TEMPORARILY",
    }),
    place("Unknown", { hours: {}, open: false, category: "Cafe", rating: "4.1" }),
  ];
}

/** Istanbul's rows say it in Turkish, as a Turkish Google Maps session exports them. */
function inFileWords(city: City, hours: Record<string, string>): Record<string, string> {
  if (city.label !== "Istanbul") return hours;
  const dayName = (day: string) => TURKISH_DAYS[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])]!;
  return Object.fromEntries(Object.entries(hours).map(([day, text]) => [dayName(day), TURKISH_WORDS[text] ?? text]));
}

const HEADER = [
  "name", "category", "city", "country_code", "latitude", "longitude", "time_zone", "rating", "working_hours",
  "business_status", "place_id", "range", "about",
];
// Every other place delivers.
const DELIVERY = "{'Service options': {'Delivery': True}}";

function csvOf(rows: { city: City; place: Place; index: number }[]): string {
  const lines = rows.map(({ city, place, index }) =>
    csvLine([
      place.name, place.category, city.label, city.countryCode, city.lat + index * 0.005, city.lng, city.zone ?? "",
      place.rating, JSON.stringify(inFileWords(city, place.hours)), place.status ?? "OPERATIONAL",
      `ChIJopennow${place.name.replace(/\W/g, "")}`, place.price ?? "", index % 2 === 0 ? DELIVERY : "",
    ]),
  );
  return [csvLine(HEADER), ...lines].join("");
}

let scratch: ScratchAdminApp;
let places: { city: City; place: Place; index: number }[];

async function importCsv(content: string): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([content]), "open-now.csv");
  const { app, cookie, origin } = scratch;
  const res = await fetch(app.url("/api/upload-excel"), { method: "POST", body: form, headers: { cookie, origin } });
  expect(res.status, await res.clone().text()).toBe(202);
  const { job } = (await res.json()) as { job: ImportJob };
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await fetch(app.url(`/api/import-jobs/${job.id}`), { headers: { cookie } });
    const current = (await answer.json()) as ImportJob;
    if (!["queued", "running"].includes(current.status)) {
      expect(current.status).toBe("succeeded");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("import did not finish");
}

beforeAll(async () => {
  scratch = await startScratchAdminApp("open_now");
  const at = new Date();
  places = CITIES.flatMap((city) => placesOf(city, at).map((place, index) => ({ city, place, index })));
  await importCsv(csvOf(places));
});
afterAll(() => scratch?.close());

/** A list call; 100 a page unless the query says otherwise, so a page holds every business here. */
async function list(query: string): Promise<BusinessPage> {
  const res = await scratch.app.get(`/api/businesses?${query.includes("limit=") ? "" : "limit=100&"}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BusinessPage;
}

/** The stored Open Now columns of the rows `where` picks are what the hours and zone give. */
async function expectColumnsOf(where: string): Promise<void> {
  const { rows } = await scratch.scratch.pool.query(
    `SELECT working_hours, time_zone, open_minutes::text AS open_minutes, open_zone FROM businesses WHERE ${where}`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect({ open_minutes: row.open_minutes, open_zone: row.open_zone }).toEqual(openHoursColumns(row));
  }
}

const openNames = async () => ours((await list("openNow=true")).businesses);

const ids = (businesses: Business[]) => businesses.map((business) => business.id);
const ours = (businesses: Business[]) =>
  businesses.map((business) => business.name).filter((name) => places.some(({ place }) => place.name === name));

describe("openNow=true", () => {
  it("keeps the businesses open now in their own zones, and no closed one", async () => {
    const open = await list("openNow=true");
    const expected = places.filter(({ place }) => place.open).map(({ place }) => place.name);
    expect(ours(open.businesses).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(open.total).toBe(open.businesses.length);
  });

  it("stores what the import read, as every write path computes it", async () => {
    await expectColumnsOf("TRUE");
  });

  const LA = CITIES[1]!;
  it.each([
    "",
    "city=istanbul",
    "city=auckland&sortBy=rating&sortOrder=asc",
    "category=bar",
    "category=cafe&sortBy=name&sortOrder=desc",
    "countryCode=NZ",
    "minRating=4.2",
    "priceRange=$$",
    "feature=Delivery",
    "feature=Delivery&city=los-angeles&sortBy=name",
    "search=open",
    `near=${LA.lat},${LA.lng}&radius=5`,
    `near=${LA.lat},${LA.lng}&radius=5&sortBy=distance`,
    `near=${LA.lat},${LA.lng}&radius=5&category=bar&minRating=4.5`,
    "sortBy=reviewCount",
    "sortBy=city&sortOrder=desc",
    "sortBy=category",
  ])("with %j lists exactly the businesses the same list calls open now, in its order", async (query) => {
    const all = await list(query);
    const open = await list(`${query}&openNow=true`);
    expect(ids(open.businesses)).toEqual(ids(all.businesses.filter((business) => business.openNow === true)));
    expect(open.total).toBe(open.businesses.length);
    expect(open.businesses.every((business) => business.openNow === true)).toBe(true);
  });

  it("pages through the same list", async () => {
    const whole = await list("openNow=true&sortBy=name");
    const pages: number[] = [];
    for (let offset = 0; offset < whole.total; offset += 3) {
      const page = await list(`openNow=true&sortBy=name&limit=3&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      pages.push(...ids(page.businesses));
    }
    expect(pages).toEqual(ids(whole.businesses));
  });

  it("is no filter when false or empty, and a short-lived answer when true", async () => {
    const all = await list("");
    expect(ids((await list("openNow=false")).businesses)).toEqual(ids(all.businesses));
    expect(ids((await list("openNow=")).businesses)).toEqual(ids(all.businesses));
    const res = await scratch.app.get("/api/businesses?openNow=true");
    expect(res.headers.get("cache-control")).toMatch(/max-age=60\b/);
  });

  it("is described in the OpenAPI document", async () => {
    type Parameter = { name: string; schema: object; description?: string };
    const doc = (await (await scratch.app.get("/api/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: Parameter[] } }>;
    };
    const parameter = doc.paths["/api/businesses"]!.get.parameters.find((one) => one.name === "openNow");
    expect(parameter?.schema).toEqual({ type: "string", enum: ["true", "false"] });
    expect(parameter?.description).toMatch(/own time zone/);
  });

  it.each(["maybe", "1", "TRUE"])("refuses openNow=%s with details", async (value) => {
    const res = await scratch.app.get(`/api/businesses?openNow=${value}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Invalid query parameters",
      details: [{ path: "openNow", message: 'must be "true" or "false"' }],
    });
  });
});

describe("writes move a business in or out at once", () => {

  it("a re-import with new hours", async () => {
    expect(await openNames()).toContain("Istanbul Open");
    const at = new Date();
    const istanbul = CITIES[2]!;
    const now = minuteOfWeek(at, istanbul.zone)!;
    const swapped = places
      .filter(({ place }) => place.name === "Istanbul Open" || place.name === "Istanbul Later")
      .map((row) => {
        const hours = row.place.name.endsWith("Open") ? around(now, 120, 240) : around(now, -60, 60);
        return { ...row, place: { ...row.place, hours } };
      });
    await importCsv(csvOf(swapped));
    const names = await openNames();
    expect(names).toContain("Istanbul Later");
    expect(names).not.toContain("Istanbul Open");
  });

  it("an edit that moves it to a city in another zone", async () => {
    const { app, cookie, origin } = scratch;
    const business = (await list("openNow=true")).businesses.find((one) => one.name === "Auckland Open");
    expect(business).toBeDefined();
    // Its hours are around Auckland's present; in Istanbul, 9 or more hours behind, they are not.
    const res = await fetch(app.url(`/api/businesses/${business!.id}`), {
      method: "PATCH",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ address: "1 İstiklal Caddesi, Istanbul", city: "Istanbul", countryCode: "TR" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as AdminBusiness).city).toBe("Istanbul");
    expect(await openNames()).not.toContain("Auckland Open");
    const moved = (await list("")).businesses.find((one) => one.id === business!.id);
    expect(moved?.openNow).toBe(false);
    await expectColumnsOf(`id = ${business!.id}`);
  });

  it("a business created in the back office: no hours, so never open, in its city's zone", async () => {
    const { app, cookie, origin } = scratch;
    const { db, pool } = scratch.scratch;
    const cafe = await db.selectFrom("categories").select("id").where("slug", "=", "cafe").executeTakeFirstOrThrow();
    const place = { address: "2 Queen Street", city: "Auckland", countryCode: "NZ" };
    const business = { name: "Fresh Cafe", categoryId: cafe.id, ...place };
    const res = await fetch(app.url("/api/businesses"), {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify(business),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as AdminBusiness;
    const { rows } = await pool.query("SELECT open_minutes::text, open_zone FROM businesses WHERE id = $1", [id]);
    expect(rows[0]).toEqual({ open_minutes: "{}", open_zone: "Pacific/Auckland" });
    expect(await openNames()).not.toContain("Fresh Cafe");
  });
});

describe("the start-up fill", () => {
  it("computes the rows that have no columns, and only those", async () => {
    const { pool } = scratch.scratch;
    await pool.query("UPDATE businesses SET open_minutes = NULL WHERE name LIKE 'Reykjavik%'");
    await pool.query("UPDATE businesses SET open_zone = NULL WHERE name LIKE 'Auckland%'");
    const emptied = places.filter(({ city }) => ["Reykjavik", "Auckland"].includes(city.label));
    expect(await fillOpenHours(pool, { batchSize: 3 })).toBe(emptied.length);
    expect(await fillOpenHours(pool)).toBe(0);
    await expectColumnsOf("name ~ '^(Reykjavik|Auckland)'");
  });

  it("computes every row again for another version of the hours reading, writing only what differs", async () => {
    const { pool } = scratch.scratch;
    await pool.query("DELETE FROM site_settings WHERE key = 'openHoursVersion'");
    // What an older reading might have stored for hours it could not read then.
    await pool.query("UPDATE businesses SET open_minutes = '{}' WHERE name = 'Istanbul Always'");
    expect(await refreshOpenHours(pool, 4)).toBe(1);
    await expectColumnsOf("name = 'Istanbul Always'");
    // Recorded: the next start reads only the rows without columns.
    await pool.query("UPDATE businesses SET open_minutes = '{}' WHERE name = 'Istanbul Always'");
    expect(await refreshOpenHours(pool)).toBe(0);
    await pool.query("DELETE FROM site_settings WHERE key = 'openHoursVersion'");
    expect(await refreshOpenHours(pool)).toBe(1);
  });
});

describe("a restore", () => {
  it("computes the columns a backup's rows lack or had from another version, before it commits", async () => {
    const { app, cookie, origin } = scratch;
    const { pool } = scratch.scratch;
    const database = (pathname: string, body?: object) =>
      fetch(app.url(`/api/admin/database${pathname}`), {
        method: "POST",
        headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    // Rows written by a process that knew nothing of the columns, and another version's mark.
    await pool.query("UPDATE businesses SET open_minutes = NULL, open_zone = NULL WHERE name LIKE 'Istanbul%'");
    await pool.query("UPDATE site_settings SET value = '{\"version\": 0}' WHERE key = 'openHoursVersion'");
    await pool.query("UPDATE businesses SET open_minutes = '{}' WHERE name = 'Auckland Always'");
    const backup = await database("/backups");
    expect(backup.status, await backup.clone().text()).toBe(201);
    const { name } = (await backup.json()) as { name: string };
    const restored = await database("/restore", { name });
    expect(restored.status, await restored.clone().text()).toBe(200);
    await expectColumnsOf("TRUE");
    const setting = await pool.query("SELECT value FROM site_settings WHERE key = 'openHoursVersion'");
    expect(setting.rows[0].value).toEqual(OPEN_HOURS_SETTING.value);
    expect(await openNames()).toEqual(expect.arrayContaining(["Istanbul Always", "Auckland Always"]));
  });
});

// Last: a long computation between two requests could meet the server closing an idle connection.
describe("the places", () => {
  it("are open or closed as built, for an hour either way, whenever the tests run", () => {
    const monday = Date.UTC(2026, 2, 30); // Auckland leaves daylight saving time that Sunday
    for (let minute = 0; minute < WEEK; minute += 7) {
      const at = new Date(monday + minute * 60_000);
      for (const city of CITIES) {
        for (const place of placesOf(city, at)) {
          const hours = inFileWords(city, place.hours);
          for (const shift of [-59, 0, 59]) {
            const open = isOpenAt(hours, new Date(at.getTime() + shift * 60_000), city.zone) === true;
            expect(open && !place.status, `${place.name} at ${at.toISOString()} ${shift}`).toBe(place.open);
          }
        }
      }
    }
  });
});
