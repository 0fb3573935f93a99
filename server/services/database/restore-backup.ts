// Puts a backup back in one transaction: every backed-up table is emptied and refilled from
// the file, sequences are set, and only then is anything committed. A file that turns out to
// be damaged halfway (bad gzip, a cut-off end, a row COPY rejects, a count that disagrees
// with the header) rolls everything back: the database is exactly as it was.
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { AppContext } from "../../context";
import { AppError } from "../app-error";
import { refreshOpenHours } from "../businesses/open-now/fill-open-hours";
import { BACKUP_MESSAGES } from "./backup-errors";
import { parseBackupTrailer, type BackupTable } from "./backup-format";
import { BackupReader } from "./backup-reader";
import { appliedMigrations, backupSequences, backupTables } from "./backup-tables";
import { checkBackupFits, readBackupHeader } from "./read-backup-header";
import { keptSessions, restoreSessions } from "./keep-sessions";

export interface RestoreResult {
  createdAt: string;
  tables: { name: string; rows: number }[];
}

/** PostgreSQL's classes for data that does not fit (22: bad value, 23: broken constraint) and bad COPY input (08P01). */
const BAD_DATA = /^(22|23)|^08P01$/;

export async function restoreBackup(ctx: Pick<AppContext, "pool" | "cache">, filePath: string): Promise<RestoreResult> {
  const reader = BackupReader.open(filePath);
  const client = await ctx.pool.connect();
  let failure: Error | undefined;
  try {
    const header = await readBackupHeader(reader);
    checkBackupFits(header, await appliedMigrations(client), await backupTables(client));
    await client.query("BEGIN");
    const sessions = await keptSessions(client);
    const names = header.tables.map((table) => pg.escapeIdentifier(table.name)).join(", ");
    await client.query(`TRUNCATE ${names}, admin_sessions RESTART IDENTITY CASCADE`);
    for (const table of header.tables) await copyTable(client, reader, table);
    const trailer = parseBackupTrailer(await reader.readLine());
    if (!(await reader.atEnd())) throw AppError.badInput(BACKUP_MESSAGES.damaged);
    const sequences = new Set(await backupSequences(client));
    for (const sequence of trailer.sequences) {
      if (!sequences.has(sequence.name)) throw AppError.badInput(BACKUP_MESSAGES.damaged);
      await client.query("SELECT setval($1::regclass, $2, $3)", [pg.escapeIdentifier(sequence.name), sequence.value, sequence.isCalled]);
    }
    await restoreSessions(client, sessions);
    // A backup carries the Open Now columns; rows without them, or all when another version of the
    // hours reading computed them, get them before COMMIT.
    await refreshOpenHours(client);
    // The map's cells, the totals and the word counts are not in the file, and the businesses came in with triggers off.
    await client.query("SELECT map_cells_rebuild(), business_totals_rebuild(), search_word_counts_rebuild()");
    await client.query("COMMIT");
    // Every count, list and page the public site caches may have changed.
    await ctx.cache.clear();
    return { createdAt: header.createdAt, tables: header.tables.map(({ name, rows }) => ({ name, rows })) };
  } catch (error) {
    failure = error as Error;
    await client.query("ROLLBACK").catch(() => undefined);
    if (isBadData(error)) throw AppError.badInput(BACKUP_MESSAGES.damaged);
    throw error;
  } finally {
    reader.destroy();
    client.release(failure);
  }
}

/**
 * Triggers stay off while a table is refilled: the rows carry their derived values already
 * (search vectors, business counts), and the per-row and per-statement work would double
 * counts and cost minutes at a million rows. Foreign keys are system triggers and still hold.
 */
async function copyTable(client: pg.PoolClient, reader: BackupReader, table: BackupTable): Promise<void> {
  const name = pg.escapeIdentifier(table.name);
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(", ");
  await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  const copy = client.query(copyFrom(`COPY ${name} (${columns}) FROM STDIN`));
  // The server's answer to an aborted COPY can arrive after the pipeline has settled.
  copy.on("error", () => undefined);
  await pipeline(Readable.from(reader.section()), copy);
  await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  if (copy.rowCount !== table.rows) throw AppError.badInput(BACKUP_MESSAGES.damaged);
}

function isBadData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && "severity" in error && typeof code === "string" && BAD_DATA.test(code);
}
