// The reviews the file carries become review rows of their businesses, once the businesses
// are written and inside the same transaction: an import is all or nothing. One statement:
// each imported review is known by its key (unique per business), so importing a file
// again, or a re-scrape, updates reviews instead of adding them twice; a business keeps its
// newest MAX_REVIEWS_PER_BUSINESS imported reviews, older ones give way to newer ones.
import type pg from "pg";
import { MAX_REVIEWS_PER_BUSINESS as MAX } from "../parse/file-reviews";
import { NEW_PLACES_TABLE as N } from "./assign-slugs";
import { KEYS_TABLE as K, STAGING_TABLE as T } from "./staging-table";

const WRITE_REVIEWS = `
  WITH place AS (
    -- each place's business: the one it matched, else the one just inserted under its new slug
    SELECT k.seq AS head, coalesce(k.target_id, b.id) AS business_id
      FROM ${K} k
      LEFT JOIN ${N} n ON k.target_id IS NULL AND n.seq = k.seq
      LEFT JOIN businesses b ON b.slug = n.slug
     WHERE k.seq = k.group_seq
  ),
  incoming AS (
    -- every row of a place brings its reviews; a review two rows share counts once
    SELECT DISTINCT ON (p.business_id, e.key) p.business_id, e.key, e.author, e.rating, e.text, e.date
      FROM ${T} r
      JOIN ${K} k ON k.seq = r.seq
      JOIN place p ON p.head = k.group_seq
     CROSS JOIN LATERAL jsonb_to_recordset(r.reviews)
           AS e(key text, author text, rating smallint, text text, date timestamptz)
     WHERE r.reviews IS NOT NULL AND p.business_id IS NOT NULL
     ORDER BY p.business_id, e.key, r.seq
  ),
  candidates AS (
    -- what each business would hold: the file's reviews (keeping the date first recorded)
    -- and its other imported reviews
    SELECT i.business_id, i.key, coalesce(old.created_at, i.date) AS date, old.id AS old_id, true AS from_file
      FROM incoming i
      LEFT JOIN reviews old ON old.business_id = i.business_id AND old.source_key = i.key
    UNION ALL
    SELECT old.business_id, old.source_key, old.created_at, old.id, false
      FROM reviews old
     WHERE old.source_key IS NOT NULL
       AND old.business_id IN (SELECT business_id FROM incoming)
       AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.business_id = old.business_id AND i.key = old.source_key)
  ),
  ranked AS (
    SELECT business_id, key, old_id, from_file,
           row_number() OVER (PARTITION BY business_id ORDER BY date DESC NULLS LAST, from_file DESC, key) AS rank
      FROM candidates
  ),
  dropped AS (
    DELETE FROM reviews WHERE id IN (SELECT old_id FROM ranked WHERE rank > ${MAX} AND old_id IS NOT NULL)
  )
  INSERT INTO reviews (business_id, source_key, author_name, rating, comment, created_at)
  SELECT i.business_id, i.key, i.author, i.rating, i.text, i.date
    FROM incoming i
    JOIN ranked k ON k.business_id = i.business_id AND k.key = i.key AND k.from_file AND k.rank <= ${MAX}
  ON CONFLICT (business_id, source_key) DO UPDATE
     SET author_name = EXCLUDED.author_name, rating = EXCLUDED.rating, comment = EXCLUDED.comment,
         -- a relative date ("2 months ago") is truest when first resolved: it is kept
         created_at = coalesce(reviews.created_at, EXCLUDED.created_at)
   WHERE (reviews.author_name, reviews.rating, reviews.comment, reviews.created_at)
         IS DISTINCT FROM (EXCLUDED.author_name, EXCLUDED.rating, EXCLUDED.comment,
                           coalesce(reviews.created_at, EXCLUDED.created_at))`;

/** Returns how many reviews were added or changed. */
export async function writeReviews(client: pg.PoolClient): Promise<number> {
  // Most files carry no reviews: one pass over the staged rows says so, before any join.
  const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${T} WHERE reviews IS NOT NULL) AS any`);
  if (rows[0].any !== true) return 0;
  return (await client.query(WRITE_REVIEWS)).rowCount ?? 0;
}
