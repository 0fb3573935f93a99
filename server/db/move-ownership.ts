import type pg from "pg";

// Objects of the connected database that `$1` owns and that belong to no extension and to
// no system schema; each query yields the statement that gives one of them to `$2`.
// REASSIGN OWNED cannot do this when `$1` is the bootstrap superuser, which also owns the
// system catalogues, so every object is altered on its own.
const USER_SCHEMA = (namespace: string) => `${namespace} IN (
  SELECT oid FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%')`;
const NOT_IN_EXTENSION = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend dep WHERE dep.classid = '${catalog}'::regclass AND dep.objid = ${oid} AND dep.deptype = 'e')`;

const OWNED_OBJECTS = [
  // Schemas first (pg-boss's among them), then what is in them.
  `SELECT format('ALTER SCHEMA %I OWNER TO %I', nspname, $2::text) AS statement FROM pg_namespace n
   WHERE nspowner = $1::regrole AND ${USER_SCHEMA("n.oid")} AND ${NOT_IN_EXTENSION("pg_namespace", "n.oid")}`,
  // Tables, partitions, views, sequences. An identity or serial sequence follows its table.
  `SELECT format('ALTER %s %s OWNER TO %I',
     CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
       WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.oid::regclass, $2::text) AS statement
   FROM pg_class c
   WHERE relowner = $1::regrole AND relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND ${USER_SCHEMA("c.relnamespace")}
     AND ${NOT_IN_EXTENSION("pg_class", "c.oid")}
     AND NOT EXISTS (SELECT 1 FROM pg_depend dep WHERE dep.classid = 'pg_class'::regclass AND dep.objid = c.oid
       AND dep.refclassid = 'pg_class'::regclass AND dep.deptype IN ('a', 'i') AND c.relkind = 'S')
   ORDER BY c.relkind = 'S', c.oid`,
  `SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $2::text) AS statement FROM pg_proc p
   WHERE proowner = $1::regrole AND ${USER_SCHEMA("p.pronamespace")} AND ${NOT_IN_EXTENSION("pg_proc", "p.oid")}`,
  // Enums, domains, ranges and free-standing composite types; row and array types follow their owner.
  `SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, $2::text) AS statement FROM pg_type t
   WHERE typowner = $1::regrole AND ${USER_SCHEMA("t.typnamespace")} AND ${NOT_IN_EXTENSION("pg_type", "t.oid")}
     AND (typtype IN ('e', 'd', 'r') OR (typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))`,
  `SELECT format('ALTER TEXT SEARCH CONFIGURATION %s OWNER TO %I', c.oid::regconfig, $2::text) AS statement
   FROM pg_ts_config c
   WHERE cfgowner = $1::regrole AND ${USER_SCHEMA("c.cfgnamespace")} AND ${NOT_IN_EXTENSION("pg_ts_config", "c.oid")}`,
  `SELECT format('ALTER TEXT SEARCH DICTIONARY %s OWNER TO %I', d.oid::regdictionary, $2::text) AS statement
   FROM pg_ts_dict d
   WHERE dictowner = $1::regrole AND ${USER_SCHEMA("d.dictnamespace")} AND ${NOT_IN_EXTENSION("pg_ts_dict", "d.oid")}`,
];

/**
 * Gives every object of the connected database that `from` owns to `to`, apart from
 * extension members and the system schemas. Idempotent: once done, it finds nothing.
 * Returns how many objects moved.
 */
export async function moveOwnership(client: pg.Client, from: string, to: string): Promise<number> {
  let moved = 0;
  for (const query of OWNED_OBJECTS) {
    const { rows } = await client.query<{ statement: string }>(query, [from, to]);
    for (const { statement } of rows) await client.query(statement);
    moved += rows.length;
  }
  return moved;
}
