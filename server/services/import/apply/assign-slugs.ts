// Page addresses and upload-order numbers for the places that are new to Locus. A slug from
// Locus's own export is kept when it is free (so a round trip keeps every address); the
// others follow the business slug rule, "-2", "-3" ... telling namesakes apart.
import type pg from "pg";
import { STAGING_TABLE as T } from "./staging-table";

const MAX_ROUNDS = 50;

const KEEP_GIVEN_SLUGS = `
  UPDATE ${T} r SET slug = r.given_slug
    FROM (SELECT DISTINCT ON (given_slug) seq FROM ${T}
           WHERE target_id IS NULL AND given_slug IS NOT NULL ORDER BY given_slug, seq) first
   WHERE r.seq = first.seq AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.slug = r.given_slug)`;

/** Suffix numbers per base in upload order; rows whose slug was kept from the file are left alone. */
const NUMBER_SLUGS = `
  UPDATE ${T} r SET slug_n = c.n
    FROM (SELECT seq, row_number() OVER (PARTITION BY slug_base ORDER BY seq) AS n
            FROM ${T} WHERE target_id IS NULL AND slug IS NULL) c
   WHERE r.seq = c.seq`;

const SLUG_FROM_NUMBER = `
  UPDATE ${T} SET slug = CASE WHEN slug_n = 1 THEN slug_base ELSE slug_base || '-' || slug_n END
   WHERE slug_n IS NOT NULL`;

/**
 * A numbered slug can still be taken: by a business already in Locus, by a slug kept from the
 * file, or by another base ("a-2" the name, "a" the second namesake). Every base with such a
 * clash moves all its numbers up by the number of clashes, and the check runs again.
 */
const BUMP_CLASHES = `
  UPDATE ${T} r SET slug_n = r.slug_n + clash.count
    FROM (SELECT t.slug_base, count(*) AS count FROM ${T} t
           WHERE t.slug_n IS NOT NULL
             AND (EXISTS (SELECT 1 FROM businesses b WHERE b.slug = t.slug)
                  OR EXISTS (SELECT 1 FROM ${T} o WHERE o.slug = t.slug AND o.seq <> t.seq
                              AND (o.slug_n IS NULL OR o.seq < t.seq)))
           GROUP BY t.slug_base) clash
   WHERE r.slug_n IS NOT NULL AND r.slug_base = clash.slug_base`;

/** Numbers from Locus's export are kept when free; the rest continue the sequence in upload order. */
const KEEP_GIVEN_ROW_NUMBERS = `
  UPDATE ${T} r SET row_number_final = r.given_row_number
    FROM (SELECT DISTINCT ON (given_row_number) seq FROM ${T}
           WHERE target_id IS NULL AND given_row_number IS NOT NULL ORDER BY given_row_number, seq) first
   WHERE r.seq = first.seq
     AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.global_row_number = r.given_row_number)`;

const ADVANCE_SEQUENCE = `
  SELECT setval('business_row_number_seq', m.top)
    FROM (SELECT max(row_number_final) AS top FROM ${T}) m, business_row_number_seq s
   WHERE m.top > s.last_value OR (NOT s.is_called AND m.top >= s.last_value)`;

export async function assignSlugsAndNumbers(client: pg.PoolClient): Promise<void> {
  await client.query(`CREATE INDEX ON ${T} (slug)`);
  await client.query(KEEP_GIVEN_SLUGS);
  await client.query(NUMBER_SLUGS);
  await client.query(SLUG_FROM_NUMBER);
  for (let round = 0; ; round++) {
    if (round === MAX_ROUNDS) throw new Error("could not find free slugs for the imported businesses");
    const bumped = await client.query(BUMP_CLASHES);
    if ((bumped.rowCount ?? 0) === 0) break;
    await client.query(SLUG_FROM_NUMBER);
  }
  await client.query(KEEP_GIVEN_ROW_NUMBERS);
  await client.query(ADVANCE_SEQUENCE);
}
