// Set-based passes over the staging table that leave one row per place: repeats of a place
// anywhere in the file are merged, and each place is matched to the business Locus already
// has for it: by place_id, then cid, then google_id (the "0x…:0x…" feature id whose second
// half is the cid: gosom data_id, Apify fid, Outscraper google_id), then name + address +
// city. A row's cid is derived from its feature id when the file has none (stage-rows.ts),
// so one place exported by two scrapers becomes one business.
import type pg from "pg";
import { ADDITIONAL_EMAILS_KEY } from "../parse/import-record";
import { CREATE_KEYS_TABLE, KEYS_TABLE as K, RECORD_COLUMNS, STAGING_TABLE as T } from "./staging-table";

/** Google ids of two rows disagree: they are different places whatever else they share. */
const IDS_AGREE = (a: string, b: string) => `
  (${a}.place_id IS NULL OR ${b}.place_id IS NULL OR ${a}.place_id = ${b}.place_id)
  AND (${a}.cid IS NULL OR ${b}.cid IS NULL OR ${a}.cid = ${b}.cid)
  AND (${a}.google_id IS NULL OR ${b}.google_id IS NULL OR ${a}.google_id = ${b}.google_id)`;

/** A name with neither address nor city says too little to match on. */
const USEFUL_KEY = (row: string) => `${row}.match_key NOT LIKE '%||'`;

/**
 * Joins the groups whose rows share `key` (and pass `filter`) into the group that came first.
 * Whole groups move (their first row is re-pointed and SETTLE_GROUPS brings the rest), so a
 * place's rows never end up split between two groups.
 */
const joinGroups = (key: string, filter: (row: string) => string = () => "TRUE", agree = "TRUE") => `
  UPDATE ${K} root SET group_seq = d.first
    FROM (SELECT ${key} AS key, min(group_seq) AS first FROM ${K} r
           WHERE ${key} IS NOT NULL AND ${filter("r")}
           GROUP BY ${key} HAVING count(DISTINCT group_seq) > 1 AND ${agree}) d
    JOIN ${K} m ON m.${key} = d.key AND ${filter("m")}
   WHERE root.seq = m.group_seq AND root.group_seq <> d.first`;

/** Rows of one place further apart than consecutive: one group per id, in the order ids are trusted. */
const GROUP_PASSES = [
  joinGroups("place_id"),
  joinGroups("cid", undefined, "count(DISTINCT place_id) <= 1"),
  joinGroups("google_id", undefined, "count(DISTINCT place_id) <= 1 AND count(DISTINCT cid) <= 1"),
  // A row without ids joins the row of the same name, address and city, unless that key is
  // shared by several identified places (two branches in one mall).
  joinGroups(
    "match_key",
    USEFUL_KEY,
    "count(DISTINCT place_id) <= 1 AND count(DISTINCT google_id) <= 1 AND count(DISTINCT cid) <= 1",
  ),
];

/** Each row's business, strongest evidence first; a later pass only looks at rows still unmatched. */
const MATCH_PASSES = [
  `UPDATE ${K} r SET target_id = b.id FROM businesses b WHERE b.place_id = r.place_id`,
  `UPDATE ${K} r SET target_id = b.id FROM businesses b
    WHERE r.target_id IS NULL AND r.cid IS NOT NULL AND b.cid = r.cid AND ${IDS_AGREE("b", "r")}`,
  `UPDATE ${K} r SET target_id = b.id FROM businesses b
    WHERE r.target_id IS NULL AND r.google_id IS NOT NULL AND b.google_id = r.google_id AND ${IDS_AGREE("b", "r")}`,
  // One index probe per row: a join would tempt the planner to compute the key for every
  // business in the directory.
  `UPDATE ${K} r SET target_id = found.id
     FROM (SELECT k.seq, (SELECT b.id FROM businesses b
                           WHERE locus_match_key(b.name, b.address, b.city) = k.match_key AND ${IDS_AGREE("b", "k")}
                           ORDER BY b.id LIMIT 1) AS id
             FROM ${K} k WHERE k.target_id IS NULL AND ${USEFUL_KEY("k")}) found
    WHERE r.seq = found.seq AND found.id IS NOT NULL`,
  // One business per group, and one group per business.
  `UPDATE ${K} r SET target_id = g.target
     FROM (SELECT group_seq, min(target_id) AS target FROM ${K} GROUP BY group_seq
           HAVING count(*) > 1 AND min(target_id) IS NOT NULL) g
    WHERE r.group_seq = g.group_seq AND r.target_id IS DISTINCT FROM g.target`,
  `UPDATE ${K} r SET group_seq = t.first
     FROM (SELECT target_id, min(group_seq) AS first FROM ${K} WHERE target_id IS NOT NULL
           GROUP BY target_id HAVING count(DISTINCT group_seq) > 1) t
    WHERE r.target_id = t.target_id AND r.group_seq <> t.first`,
];

const firstValue = (column: string) =>
  `(array_agg(${column} ORDER BY seq) FILTER (WHERE ${column} IS NOT NULL))[1] AS ${column}`;

/** Folds every multi-row group into its first row: per column the first value the group has. */
const MERGE_GROUPS = `
  WITH multi AS (SELECT group_seq FROM ${K} GROUP BY group_seq HAVING count(*) > 1),
  members AS (
    SELECT k.group_seq, r.* FROM ${T} r JOIN ${K} k ON k.seq = r.seq WHERE k.group_seq IN (SELECT group_seq FROM multi)
  ),
  merged AS (SELECT group_seq, ${RECORD_COLUMNS.map(firstValue).join(", ")} FROM members GROUP BY group_seq),
  -- every address of the group once, in the order the rows gave them
  emails AS (
    SELECT group_seq, jsonb_agg(email ORDER BY first_seen) AS list
      FROM (SELECT m.group_seq, e.email, min(m.seq::bigint * 100000 + e.position) AS first_seen
              FROM members m
              CROSS JOIN LATERAL (
                SELECT m.email, 0::bigint
                UNION ALL
                SELECT value, ordinality FROM jsonb_array_elements_text(
                  CASE WHEN jsonb_typeof(m.raw_import -> '${ADDITIONAL_EMAILS_KEY}') = 'array'
                       THEN m.raw_import -> '${ADDITIONAL_EMAILS_KEY}' ELSE '[]' END) WITH ORDINALITY
              ) e(email, position)
             WHERE e.email IS NOT NULL
             GROUP BY m.group_seq, e.email) addresses
     GROUP BY group_seq
  )
  UPDATE ${T} f SET ${RECORD_COLUMNS.filter((column) => column !== "raw_import")
    .map((column) => `${column} = m.${column}`)
    .join(", ")},
         raw_import = CASE
           WHEN jsonb_array_length(coalesce(e.list, '[]') - coalesce(m.email, '')) = 0
             THEN nullif(coalesce(m.raw_import, '{}') - '${ADDITIONAL_EMAILS_KEY}', '{}')
           ELSE coalesce(m.raw_import, '{}')
                || jsonb_build_object('${ADDITIONAL_EMAILS_KEY}', e.list - coalesce(m.email, ''))
         END
    FROM merged m LEFT JOIN emails e USING (group_seq)
   WHERE f.seq = m.group_seq`;

/**
 * A pass may move a group's first row into another group; the rows that pointed at it follow
 * it there, until every row points at a row that points at itself.
 */
const SETTLE_GROUPS = `
  UPDATE ${K} r SET group_seq = h.group_seq FROM ${K} h
   WHERE r.group_seq <> r.seq AND h.seq = r.group_seq AND h.group_seq <> r.group_seq`;

async function run(client: pg.PoolClient, statement: string): Promise<void> {
  await client.query(statement);
  while (((await client.query(SETTLE_GROUPS)).rowCount ?? 0) > 0);
}

/**
 * Runs the passes. Afterwards each place is the row of its group whose seq is the group_seq
 * (its other rows are folded into it), with its business in target_id when Locus has one.
 * Returns how many rows were folded into another row of the same place.
 */
export async function groupStagedRows(client: pg.PoolClient): Promise<number> {
  for (const statement of CREATE_KEYS_TABLE) await client.query(statement);
  for (const statement of GROUP_PASSES) await run(client, statement);
  for (const statement of MATCH_PASSES) await run(client, statement);
  await client.query(MERGE_GROUPS);
  const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${K} WHERE seq <> group_seq`);
  return Number(rows[0]!.count);
}
