// The Excel screen's danger zone: every business, review, category, city and country goes,
// in one statement, and numbering starts again at 1. Accounts, settings, messages and the
// audit trail stay.
import { sql } from "kysely";
import type { AppContext } from "../../context";

export interface ResetCounts {
  businesses: number;
  categories: number;
  cities: number;
  countries: number;
  reviews: number;
}

export async function resetCatalog(ctx: Pick<AppContext, "db" | "cache">): Promise<ResetCounts> {
  const counts = await ctx.db.transaction().execute(async (trx) => {
    // Two resets sent to two processes at once run one after the other.
    await sql`SELECT pg_advisory_xact_lock(hashtext('locus:reset-catalog'))`.execute(trx);
    const { rows } = await sql<{ [K in keyof ResetCounts]: string }>`
      SELECT (SELECT count(*) FROM businesses) AS businesses, (SELECT count(*) FROM categories) AS categories,
             (SELECT count(*) FROM cities) AS cities, (SELECT count(*) FROM countries) AS countries,
             (SELECT count(*) FROM reviews) AS reviews`.execute(trx);
    // Subscriptions belong to businesses and go with them (CASCADE).
    await sql`TRUNCATE reviews, businesses, categories, cities, countries RESTART IDENTITY CASCADE`.execute(trx);
    const row = rows[0]!;
    return {
      businesses: Number(row.businesses),
      categories: Number(row.categories),
      cities: Number(row.cities),
      countries: Number(row.countries),
      reviews: Number(row.reviews),
    };
  });
  await ctx.cache.clear();
  return counts;
}
