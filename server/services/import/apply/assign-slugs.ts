// Page addresses and upload-order numbers for the places that are new to Locus. A slug from
// Locus's own export is kept when it is free (so a round trip keeps every address); the
// others follow the business slug rule, "-2", "-3" ... telling namesakes within the file
// apart. A slug still taken after that (the directory already has "starbucks-new-york-2")
// takes the business's global row number, which no other new business has.
import type pg from "pg";
import { PLACES } from "./link-catalog";

/** The places new to Locus, with the page address and number each will get. */
export const NEW_PLACES_TABLE = "import_new";
const T = NEW_PLACES_TABLE;

const CREATE_NEW_PLACES = `
  CREATE TEMP TABLE ${T} ON COMMIT DROP AS
  SELECT r.seq, r.slug_base, r.given_slug, r.given_row_number,
         NULL::text AS slug, NULL::integer AS slug_n, NULL::bigint AS row_number_final
    FROM ${PLACES} WHERE k.target_id IS NULL`;

/** Numbers from Locus's export are kept when free. */
const KEEP_GIVEN_ROW_NUMBERS = `
  UPDATE ${T} r SET row_number_final = r.given_row_number
    FROM (SELECT DISTINCT ON (given_row_number) seq FROM ${T}
           WHERE given_row_number IS NOT NULL ORDER BY given_row_number, seq) first
   WHERE r.seq = first.seq
     AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.global_row_number = r.given_row_number)`;

/** The sequence moves past kept numbers, so the numbers it hands out next are new. */
const ADVANCE_SEQUENCE = `
  SELECT setval('business_row_number_seq', m.top)
    FROM (SELECT max(row_number_final) AS top FROM ${T}) m, business_row_number_seq s
   WHERE m.top > s.last_value OR (NOT s.is_called AND m.top >= s.last_value)`;

/**
 * The other new places draw their numbers from the sequence (so a business created meanwhile
 * in the back office never gets the same one) and take them in upload order.
 */
const DRAW_ROW_NUMBERS = `
  WITH pending AS (
    SELECT seq, row_number() OVER (ORDER BY seq) AS position FROM ${T}
     WHERE row_number_final IS NULL
  ),
  drawn AS (
    SELECT array_agg(value ORDER BY value) AS numbers
      FROM (SELECT nextval('business_row_number_seq') AS value FROM pending) reserved
  )
  UPDATE ${T} r SET row_number_final = drawn.numbers[pending.position]
    FROM pending, drawn WHERE r.seq = pending.seq`;

const KEEP_GIVEN_SLUGS = `
  UPDATE ${T} r SET slug = r.given_slug
    FROM (SELECT DISTINCT ON (given_slug) seq FROM ${T}
           WHERE given_slug IS NOT NULL ORDER BY given_slug, seq) first
   WHERE r.seq = first.seq AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.slug = r.given_slug)`;

/** Namesakes within the file: base, base-2, base-3 ... in upload order. */
const NUMBER_NAMESAKES = `
  UPDATE ${T} r SET slug_n = c.n,
         slug = CASE WHEN c.n = 1 THEN r.slug_base ELSE r.slug_base || '-' || c.n END
    FROM (SELECT seq, row_number() OVER (PARTITION BY slug_base COLLATE "C" ORDER BY seq) AS n
            FROM ${T} WHERE slug IS NULL) c
   WHERE r.seq = c.seq`;

/** Numbered slugs that are taken: by a business Locus has, or by an earlier row of the file. */
const taken = (alias: string) => `
  ${alias}.slug_n IS NOT NULL AND (
    EXISTS (SELECT 1 FROM businesses b WHERE b.slug = ${alias}.slug)
    OR ${alias}.seq IN (
      SELECT seq FROM (
        SELECT seq, row_number() OVER (PARTITION BY slug COLLATE "C" ORDER BY slug_n IS NOT NULL, seq) AS rank
          FROM ${T} WHERE slug IS NOT NULL) ranked
       WHERE rank > 1))`;

const WITH_ROW_NUMBER = `UPDATE ${T} t SET slug = t.slug_base || '-' || t.row_number_final WHERE ${taken("t")}`;
const WITH_ROW_NUMBER_AND_SEQ = `
  UPDATE ${T} t SET slug = t.slug_base || '-' || t.row_number_final || '-' || t.seq WHERE ${taken("t")}`;

export async function assignSlugsAndNumbers(client: pg.PoolClient): Promise<void> {
  await client.query(CREATE_NEW_PLACES);
  await client.query(`ALTER TABLE ${T} ADD PRIMARY KEY (seq)`);
  await client.query(KEEP_GIVEN_ROW_NUMBERS);
  await client.query(ADVANCE_SEQUENCE);
  await client.query(DRAW_ROW_NUMBERS);

  await client.query(KEEP_GIVEN_SLUGS);
  await client.query(NUMBER_NAMESAKES);
  await client.query(`CREATE INDEX ON ${T} (slug)`);
  await client.query(`ANALYZE ${T}`);
  // Usually nothing is taken and the check is all there is.
  for (const rename of [WITH_ROW_NUMBER, WITH_ROW_NUMBER_AND_SEQ]) {
    if (!(await anyTaken(client))) return;
    await client.query(rename);
  }
  if (await anyTaken(client)) throw new Error("could not find free slugs for the imported businesses");
}

async function anyTaken(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${T} t WHERE ${taken("t")}) AS taken`);
  return rows[0].taken === true;
}
