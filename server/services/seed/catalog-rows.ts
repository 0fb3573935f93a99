// Countries, cities and categories: a few thousand rows at most, so plain
// multi-row INSERTs (in chunks, below PostgreSQL's 65,535 bind-parameter limit).
import type pg from "pg";
import type { WithId } from "./business";
import type { SeedCategory } from "./categories";
import type { SeedCity, SeedCountry } from "./places";

const ROWS_PER_INSERT = 500;

async function insertChunked<T>(
  client: pg.PoolClient,
  head: string,
  columns: number,
  rows: readonly T[],
  values: (row: T) => unknown[],
  returning = "",
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = values(row).map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      if (placeholders.length !== columns) throw new Error("column count mismatch");
      return `(${placeholders.join(", ")})`;
    });
    const result = await client.query(`${head} VALUES ${tuples.join(", ")} ${returning}`, params);
    out.push(...result.rows);
  }
  return out;
}

export async function insertCountries(client: pg.PoolClient, countries: readonly SeedCountry[]): Promise<void> {
  await insertChunked(client, "INSERT INTO countries (code, name)", 2, countries, (c) => [c.code, c.name]);
}

/** Inserts the cities and returns them with their ids (matched by slug, not by row order). */
export async function insertCities(client: pg.PoolClient, cities: readonly SeedCity[]): Promise<WithId<SeedCity>[]> {
  const rows = await insertChunked(
    client,
    "INSERT INTO cities (name, slug, country, country_code, state, latitude, longitude, time_zone, population)",
    9,
    cities,
    (c) => [c.name, c.slug, c.country, c.countryCode, c.state, c.latitude, c.longitude, c.timeZone, c.population],
    "RETURNING id, slug",
  );
  const ids = new Map(rows.map((row) => [row.slug as string, row.id as number]));
  return cities.map((city) => ({ ...city, id: ids.get(city.slug)! }));
}

export async function insertCategories(
  client: pg.PoolClient,
  categories: readonly SeedCategory[],
): Promise<WithId<SeedCategory>[]> {
  const rows = await insertChunked(
    client,
    "INSERT INTO categories (name, slug, icon)",
    3,
    categories,
    (c) => [c.name, c.slug, c.icon],
    "RETURNING id, slug",
  );
  const ids = new Map(rows.map((row) => [row.slug as string, row.id as number]));
  return categories.map((category) => ({ ...category, id: ids.get(category.slug)! }));
}
