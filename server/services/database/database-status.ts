// The Database screen's figures, all read from PostgreSQL itself. Row counts are exact:
// count(*) on the largest table (businesses) stays around a tenth of a second at a million
// rows, and the screen is opened by an admin, not by visitors.
import pg from "pg";
import type { DatabaseStatus, TableStatus } from "../../../app/lib/admin/database";
import type { AppContext } from "../../context";
import { listBackups } from "./list-backups";

export async function databaseStatus(ctx: Pick<AppContext, "pool" | "config">): Promise<DatabaseStatus> {
  const [{ rows: about }, tables, backups] = await Promise.all([
    ctx.pool.query<{ version: string; size: number }>("SELECT current_setting('server_version') AS version, pg_database_size(current_database()) AS size"),
    tableStatuses(ctx.pool),
    listBackups(ctx),
  ]);
  return { version: about[0]!.version, sizeBytes: about[0]!.size, tables, lastBackup: backups[0] ?? null };
}

/** Every Locus table of the public schema, the session and migration tables included, by name. */
async function tableStatuses(pool: pg.Pool): Promise<TableStatus[]> {
  const { rows: names } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  if (names.length === 0) return [];
  // One statement: a count and a size per table, in a single round trip.
  const parts = names.map(({ name }) => {
    const table = pg.escapeIdentifier(name);
    return `SELECT ${pg.escapeLiteral(name)} AS name, (SELECT count(*) FROM ${table}) AS rows, pg_total_relation_size(${pg.escapeLiteral(table)}) AS bytes`;
  });
  const { rows } = await pool.query<TableStatus>(`${parts.join(" UNION ALL ")} ORDER BY name`);
  return rows;
}

