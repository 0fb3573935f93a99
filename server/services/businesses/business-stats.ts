import { sql } from "kysely";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";

export interface BusinessStats {
  total: number;
  categories: number;
  cities: number;
  countries: number;
  verified: number;
  /** mean of the rated businesses, two decimals; null when none is rated */
  averageRating: number | null;
  reviews: number;
}

export function businessStats(ctx: AppContext): Promise<BusinessStats> {
  return ctx.cache.getOrSet("stats", 10 * MINUTE, async () => {
    // The totals are kept by triggers as a few rows of changes (migration 021): nothing here reads the businesses.
    const { rows } = await sql<{
      total: string; categories: number; cities: number; countries: number; verified: string; average: string | null; reviews: string;
    }>`
      SELECT t.businesses AS total,
             (SELECT count(*)::int FROM categories WHERE business_count > 0) AS categories,
             (SELECT count(*)::int FROM cities WHERE business_count > 0) AS cities,
             (SELECT count(*)::int FROM countries WHERE business_count > 0) AS countries,
             t.verified,
             CASE WHEN t.rated > 0 THEN round(t.rating_sum / t.rated, 2)::text END AS average,
             t.reviews
        FROM (SELECT coalesce(sum(businesses), 0) AS businesses, coalesce(sum(verified), 0) AS verified,
                     coalesce(sum(rated), 0) AS rated, coalesce(sum(rating_sum), 0) AS rating_sum,
                     coalesce(sum(reviews), 0) AS reviews
                FROM business_totals) t`.execute(ctx.db);
    const row = rows[0]!;
    return {
      total: Number(row.total),
      categories: row.categories,
      cities: row.cities,
      countries: row.countries,
      verified: Number(row.verified),
      averageRating: row.average === null ? null : Number(row.average),
      reviews: Number(row.reviews),
    };
  });
}
