// Categories, countries and cities the file names but Locus does not have yet are created
// (slug and icon by the same rules as everywhere else), then each place is linked to its
// category, country and city in a narrow table the final writes join. A category name
// joins the category the admin mapped it to (category_aliases), else the category whose
// name has the same key (`locus_category_key`: case, accents, punctuation and English
// plurals ignored, so "restaurants", "Restaurant" and "Réstaurant" are one category).
import type pg from "pg";
import { categoryIcon } from "../../../../app/lib/category-icon";
import { citySlugBase, slugify, uniqueSlug } from "../../../../app/lib/slug";
import { KEYS_TABLE as K, STAGING_TABLE as T } from "./staging-table";

export const LINKS_TABLE = "import_links";
const L = LINKS_TABLE;

/** The places of the file: one row per group, the group's first row. */
export const PLACES = `${T} r JOIN ${K} k ON k.seq = r.seq AND k.seq = k.group_seq`;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

async function takenSlugs(client: pg.PoolClient, table: "categories" | "cities"): Promise<Set<string>> {
  // A slug a renamed or merged category left behind keeps leading there: never reused.
  const redirects = table === "categories" ? " UNION ALL SELECT slug FROM category_redirects" : "";
  const { rows } = await client.query<{ slug: string }>(`SELECT slug FROM ${table}${redirects}`);
  return new Set(rows.map((row) => row.slug));
}

/** The file's distinct category names and the category each joins (null until created). */
const CATEGORY_NAMES = "import_category_names";

const CREATE_CATEGORY_NAMES = `
  CREATE TEMP TABLE ${CATEGORY_NAMES} ON COMMIT DROP AS
  SELECT name, icon, seq, locus_category_key(name) AS key, NULL::integer AS category_id
    FROM (SELECT DISTINCT ON (category_name) category_name AS name, category_icon AS icon, r.seq
            FROM ${PLACES} WHERE category_name IS NOT NULL ORDER BY category_name, r.seq) first_rows`;

/** An alias first; then the category of exactly that name, else the oldest of the same key. */
const JOIN_KNOWN_CATEGORIES = `
  UPDATE ${CATEGORY_NAMES} n SET category_id = coalesce(
    (SELECT a.category_id FROM category_aliases a WHERE a.key = n.key),
    (SELECT c.id FROM categories c WHERE locus_category_key(c.name) = n.key
      ORDER BY c.name <> n.name, c.id LIMIT 1))`;

const JOIN_NEW_CATEGORIES = `
  UPDATE ${CATEGORY_NAMES} n SET category_id = c.id
    FROM categories c WHERE n.category_id IS NULL AND c.id = ANY($1::integer[]) AND locus_category_key(c.name) = n.key`;

/** Returns how many categories were created: one per new key, named as the file first wrote it. */
async function createCategories(client: pg.PoolClient): Promise<number> {
  await client.query(CREATE_CATEGORY_NAMES);
  await client.query(JOIN_KNOWN_CATEGORIES);
  const { rows } = await client.query<{ name: string; icon: string | null }>(`
    SELECT DISTINCT ON (key) name, icon FROM ${CATEGORY_NAMES} WHERE category_id IS NULL ORDER BY key, seq`);
  if (rows.length === 0) return 0;
  const taken = await takenSlugs(client, "categories");
  const slugs = rows.map((row) => {
    const slug = uniqueSlug(slugify(row.name) || "category", (candidate) => taken.has(candidate));
    taken.add(slug);
    return slug;
  });
  const created = await client.query<{ id: number }>(
    `INSERT INTO categories (name, slug, icon) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
    [rows.map((row) => row.name), slugs, rows.map((row) => row.icon ?? categoryIcon(row.name))],
  );
  await client.query(JOIN_NEW_CATEGORIES, [created.rows.map((row) => row.id)]);
  return rows.length;
}

async function createCountries(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ code: string; name: string | null }>(`
    SELECT DISTINCT ON (country_code) country_code AS code, country AS name
      FROM ${PLACES}
     WHERE country_code IS NOT NULL AND country_code NOT IN (SELECT code FROM countries)
     ORDER BY country_code, country IS NULL, r.seq`);
  if (rows.length === 0) return;
  await client.query(`INSERT INTO countries (code, name) SELECT * FROM unnest($1::text[], $2::text[])`, [
    rows.map((row) => row.code),
    rows.map((row) => row.name ?? regionNames.of(row.code) ?? row.code),
  ]);
}

/**
 * Category and country of each place. A country written out without its code takes the code
 * of the country of that name; a code without a name gets the country's name.
 */
const CREATE_LINKS = `
  CREATE TEMP TABLE ${L} ON COMMIT DROP AS
  SELECT r.seq, category.category_id, coalesce(r.country_code, named.code) AS country_code,
         coalesce(r.country, coded.name) AS country, NULL::integer AS city_id
    FROM ${PLACES}
    LEFT JOIN ${CATEGORY_NAMES} category ON category.name = r.category_name
    LEFT JOIN (SELECT DISTINCT ON (lower(name)) code, lower(name) AS key FROM countries ORDER BY lower(name), code) named
           ON r.country_code IS NULL AND named.key = lower(r.country)
    LEFT JOIN countries coded ON coded.code = coalesce(r.country_code, named.code)`;

interface NewCity {
  name: string;
  code: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
}

/** Cities are told apart by name (without case) and country. */
const CITY_KEY = (city: string) => `lower(${city}.name) || '|' || coalesce(${city}.country_code, '')`;
const PLACE_CITY_KEY = `lower(r.city) || '|' || coalesce(l.country_code, '')`;

async function createCities(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<NewCity>(`
    SELECT min(r.city) AS name, l.country_code AS code, min(r.state) AS state, min(l.country) AS country,
           avg(r.latitude) AS latitude, avg(r.longitude) AS longitude, min(r.time_zone) AS time_zone
      FROM ${PLACES} JOIN ${L} l ON l.seq = r.seq
     WHERE r.city IS NOT NULL AND ${PLACE_CITY_KEY} NOT IN (SELECT ${CITY_KEY("c")} FROM cities c)
     GROUP BY lower(r.city), l.country_code`);
  if (rows.length === 0) return;
  const taken = await takenSlugs(client, "cities");
  const { rows: named } = await client.query<{ name: string }>(`SELECT DISTINCT lower(name) AS name FROM cities`);
  const namesInUse = new Set(named.map((row) => row.name));
  const newNames = new Map<string, number>();
  for (const city of rows) newNames.set(city.name.toLowerCase(), (newNames.get(city.name.toLowerCase()) ?? 0) + 1);
  const slugs = rows.map((city) => {
    const key = city.name.toLowerCase();
    const shared = namesInUse.has(key) || (newNames.get(key) ?? 0) > 1;
    const slug = uniqueSlug(citySlugBase(city.name, city.code, shared), (candidate) => taken.has(candidate));
    taken.add(slug);
    return slug;
  });
  await client.query(
    `INSERT INTO cities (name, slug, country_code, state, country, latitude, longitude, time_zone)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[])`,
    [
      rows.map((city) => city.name), slugs, rows.map((city) => city.code), rows.map((city) => city.state),
      rows.map((city) => city.country), rows.map((city) => city.latitude), rows.map((city) => city.longitude),
      rows.map((city) => city.time_zone),
    ],
  );
}

const LINK_CITIES = `
  UPDATE ${L} l SET city_id = c.id
    FROM ${T} r, (SELECT DISTINCT ON (${CITY_KEY("cities")}) id, ${CITY_KEY("cities")} AS key
                    FROM cities ORDER BY ${CITY_KEY("cities")}, id) c
   WHERE r.seq = l.seq AND r.city IS NOT NULL AND c.key = ${PLACE_CITY_KEY}`;

export interface CatalogLinks {
  categoriesCreated: number;
  /** Distinct cities the file's places are in. */
  citiesFound: number;
}

/** Countries before links, links before cities (a city belongs to the place's country). */
export async function linkCatalog(client: pg.PoolClient): Promise<CatalogLinks> {
  const categoriesCreated = await createCategories(client);
  await createCountries(client);
  await client.query(CREATE_LINKS);
  await client.query(`ALTER TABLE ${L} ADD PRIMARY KEY (seq)`);
  await createCities(client);
  await client.query(LINK_CITIES);
  const { rows } = await client.query<{ count: string }>(`SELECT count(DISTINCT city_id) AS count FROM ${L}`);
  return { categoriesCreated, citiesFound: Number(rows[0]!.count) };
}
