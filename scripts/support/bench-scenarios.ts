// What `npm run bench` requests: API calls and server-rendered pages, each a
// named list of paths taken in turn, sampled from the catalogue in the database.
import type pg from "pg";

export interface Scenario {
  name: string;
  paths: string[];
}

export interface BenchSamples {
  city: string;
  category: string;
  commonWord: string;
  rareWord: string;
  slugs: string[];
  names: string[];
  /** More names than a call asks for: each is searched once, so no process has its page or total yet. */
  firstAskNames: string[];
}

const FIRST_ASK_NAMES = 10_000;

export async function pickSamples(pool: pg.Pool): Promise<BenchSamples> {
  const city = await pool.query<{ slug: string }>("SELECT slug FROM cities ORDER BY business_count DESC LIMIT 1");
  const category = await pool.query<{ slug: string; name: string }>(
    "SELECT slug, name FROM categories ORDER BY business_count DESC LIMIT 1",
  );
  const slugs = await pool.query<{ slug: string; name: string }>(
    "SELECT slug, name FROM businesses TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 1000",
  );
  const firstAsk = await pool.query<{ name: string }>(
    `SELECT name FROM businesses TABLESAMPLE SYSTEM (3) REPEATABLE (11) LIMIT ${FIRST_ASK_NAMES}`,
  );
  const rare = await pool.query<{ word: string }>(`
    SELECT word FROM ts_stat('SELECT search_vector FROM businesses TABLESAMPLE SYSTEM (5) REPEATABLE (3)')
    WHERE ndoc BETWEEN 2 AND 5 AND word ~ '^[a-z]{6,}$' ORDER BY word LIMIT 1`);
  return {
    city: city.rows[0]!.slug,
    category: category.rows[0]!.slug,
    commonWord: category.rows[0]!.name.split(" ")[0]!.toLowerCase(),
    rareWord: rare.rows[0]?.word ?? "zzzz",
    slugs: slugs.rows.map((row) => row.slug),
    names: slugs.rows.slice(0, 100).map((row) => row.name),
    firstAskNames: firstAsk.rows.map((row) => row.name),
  };
}

const PAGES = [1, 2, 3];
const searchPath = (text: string) => `/api/businesses?search=${encodeURIComponent(text)}&limit=12`;

export function apiScenarios(samples: BenchSamples): Scenario[] {
  const { city, category, commonWord, rareWord, slugs } = samples;
  const offset = (page: number) => (page - 1) * 12;
  return [
    { name: `search common ("${commonWord}")`, paths: [searchPath(commonWord)] },
    { name: `search rare ("${rareWord}")`, paths: [searchPath(rareWord)] },
    { name: "search varied (100 names)", paths: samples.names.map(searchPath) },
    {
      name: `search, names asked once (${samples.firstAskNames.length.toLocaleString("en-US")})`,
      paths: samples.firstAskNames.map(searchPath),
    },
    {
      name: `city page (${city})`,
      paths: PAGES.map(
        (page) => `/api/businesses?city=${city}&sortBy=rating&sortOrder=desc&limit=12&offset=${offset(page)}`,
      ),
    },
    {
      name: `category page (${category})`,
      paths: PAGES.map(
        (page) => `/api/businesses?category=${category}&sortBy=name&sortOrder=asc&limit=12&offset=${offset(page)}`,
      ),
    },
    { name: `detail (${slugs.length} slugs)`, paths: slugs.map((slug) => `/api/businesses/${slug}`) },
    { name: `nearby (${slugs.length} slugs)`, paths: slugs.map((slug) => `/api/businesses/${slug}/nearby`) },
    { name: "random", paths: ["/api/businesses/random?limit=12"] },
    { name: "stats", paths: ["/api/businesses/stats"] },
  ];
}

/** Server-rendered pages: loaders, React rendering and injection codes together. */
export function pageScenarios(samples: BenchSamples): Scenario[] {
  const { city, category, slugs } = samples;
  const page = (number: number) => (number > 1 ? `&page=${number}` : "");
  return [
    { name: "home", paths: ["/"] },
    { name: `business (${slugs.length} slugs)`, paths: slugs.map((slug) => `/business/${slug}`) },
    { name: `city (${city})`, paths: PAGES.map((n) => `/city/${city}?sortBy=rating&sortOrder=desc${page(n)}`) },
    {
      name: `category (${category})`,
      paths: PAGES.map((n) => `/category/${category}?sortBy=name&sortOrder=asc${page(n)}`),
    },
    { name: "sitemap index", paths: ["/sitemap.xml"] },
  ];
}
