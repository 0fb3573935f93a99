// What a backup covers, read from the catalog so tables added by later migrations are
// included without touching this file: every table of the public schema except the
// migration ledger (it describes the schema, not the data), admin sessions (a restored
// session would sign in whoever held it when the backup was made), the rate-limit counters
// (minutes-long windows; a restore leaves them, and the logins they hold back, alone), the
// ad page views (hours-long, like the counters), the running server processes (restored rows would count processes long gone) and the
// background jobs with their import problems (this server's own history: a restore runs as
// one of those jobs, and keeps them), and the map's cells, the catalogue's totals and the
// search words' counts (derived from the businesses and rebuilt by the restore).
import type pg from "pg";

export const EXCLUDED_TABLES = [
  "schema_migrations",
  "admin_sessions",
  "rate_limits",
  "ad_page_views",
  "server_processes",
  "jobs",
  "import_errors",
  "map_cells",
  "business_totals",
  "search_word_counts",
] as const;

export interface TableShape {
  name: string;
  /** Columns COPY can write back: generated columns are computed again on the way in. */
  columns: string[];
}

type Queryable = Pick<pg.ClientBase, "query">;

/** The backed-up tables with their copyable columns, parents before the tables that reference them. */
export async function backupTables(client: Queryable): Promise<TableShape[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attgenerated = ''
        AND c.relname <> ALL ($1::text[])
      ORDER BY c.relname, a.attnum`,
    [EXCLUDED_TABLES],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const shapes = new Map<string, string[]>();
  for (const row of columns) shapes.set(row.table, [...(shapes.get(row.table) ?? []), row.column]);
  return foreignKeySafeOrder([...shapes.keys()], references).map((name) => ({ name, columns: shapes.get(name)! }));
}

/** Tables sorted so every table comes after the tables it references (alphabetical among equals). */
export function foreignKeySafeOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const included = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of references) if (included.has(child) && included.has(parent)) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...tables].sort().filter((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error("foreign keys form a cycle between tables; no safe copy order");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Sequences of the public schema that belong to backed-up tables (identity columns) or to no table. */
export async function backupSequences(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT s.relname AS name
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
                            AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       LEFT JOIN pg_class owner ON owner.oid = d.refobjid
      WHERE s.relkind = 'S' AND n.nspname = 'public'
        AND (owner.relname IS NULL OR owner.relname <> ALL ($1::text[]))
      ORDER BY s.relname`,
    [EXCLUDED_TABLES],
  );
  return rows.map((row) => row.name);
}

/** The applied migrations, in order: a backup restores only into the same schema. */
export async function appliedMigrations(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
  return rows.map((row) => row.name);
}
