// Categories, countries and cities the file names but Locus does not have yet are created
// (slug and icon by the same rules as everywhere else), then every staged row is linked to
// its category and city. Names compare without case: "Coffee Shop" and "coffee shop" are one.
import type pg from "pg";
import { categoryIcon } from "../../../../app/lib/category-icon";
import { citySlugBase, slugify, uniqueSlug } from "../../../../app/lib/slug";
import { STAGING_TABLE as T } from "./staging-table";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

async function takenSlugs(client: pg.PoolClient, table: "categories" | "cities"): Promise<Set<string>> {
  const { rows } = await client.query<{ slug: string }>(`SELECT slug FROM ${table}`);
  return new Set(rows.map((row) => row.slug));
}

/** Returns how many categories were created. */
async function linkCategories(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ name: string; icon: string | null }>(`
    SELECT DISTINCT ON (lower(category_name)) category_name AS name, category_icon AS icon
      FROM ${T} r
     WHERE category_name IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM categories c WHERE lower(c.name) = lower(r.category_name))
     ORDER BY lower(category_name), seq`);
  if (rows.length > 0) {
    const taken = await takenSlugs(client, "categories");
    const slugs = rows.map((row) => {
      const slug = uniqueSlug(slugify(row.name) || "category", (candidate) => taken.has(candidate));
      taken.add(slug);
      return slug;
    });
    await client.query(
      `INSERT INTO categories (name, slug, icon) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [rows.map((row) => row.name), slugs, rows.map((row) => row.icon ?? categoryIcon(row.name))],
    );
  }
  await client.query(`
    UPDATE ${T} r SET category_id = c.id FROM categories c
     WHERE r.category_name IS NOT NULL AND lower(c.name) = lower(r.category_name)`);
  return rows.length;
}

async function linkCountries(client: pg.PoolClient): Promise<void> {
  // A country written out without its code takes the code of the country of that name.
  await client.query(`
    UPDATE ${T} r SET country_code = c.code FROM countries c
     WHERE r.country_code IS NULL AND r.country IS NOT NULL AND lower(c.name) = lower(r.country)`);
  const { rows } = await client.query<{ code: string; name: string | null }>(`
    SELECT DISTINCT ON (country_code) country_code AS code, country AS name
      FROM ${T}
     WHERE country_code IS NOT NULL AND country_code NOT IN (SELECT code FROM countries)
     ORDER BY country_code, country IS NULL, seq`);
  if (rows.length > 0) {
    await client.query(`INSERT INTO countries (code, name) SELECT * FROM unnest($1::text[], $2::text[])`, [
      rows.map((row) => row.code),
      rows.map((row) => row.name ?? regionNames.of(row.code) ?? row.code),
    ]);
  }
  await client.query(`
    UPDATE ${T} r SET country = c.name FROM countries c WHERE r.country IS NULL AND r.country_code = c.code`);
}

interface NewCity {
  name: string;
  code: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
}

const SAME_CITY = (city: string, row: string) =>
  `lower(${city}.name) = lower(${row}.city) AND coalesce(${city}.country_code, '') = coalesce(${row}.country_code, '')`;

/** Returns how many distinct cities the staged rows name. */
async function linkCities(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<NewCity>(`
    SELECT min(city) AS name, country_code AS code, min(state) AS state, min(country) AS country,
           avg(latitude) AS latitude, avg(longitude) AS longitude, min(time_zone) AS time_zone
      FROM ${T} r
     WHERE city IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cities c WHERE ${SAME_CITY("c", "r")})
     GROUP BY lower(city), country_code`);
  if (rows.length > 0) {
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
  await client.query(`UPDATE ${T} r SET city_id = c.id FROM cities c WHERE r.city IS NOT NULL AND ${SAME_CITY("c", "r")}`);
  const { rows: found } = await client.query<{ count: string }>(`SELECT count(DISTINCT city_id) AS count FROM ${T}`);
  return Number(found[0]!.count);
}

export interface CatalogLinks {
  categoriesCreated: number;
  citiesFound: number;
}

/** Countries first: cities refer to them. */
export async function linkCatalog(client: pg.PoolClient): Promise<CatalogLinks> {
  const categoriesCreated = await linkCategories(client);
  await linkCountries(client);
  const citiesFound = await linkCities(client);
  return { categoriesCreated, citiesFound };
}
