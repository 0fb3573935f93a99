// Writes a full backup of the directory (see backup-format.ts) into BACKUP_DIR.
// Everything is read in one REPEATABLE READ snapshot, so the row counts in the header, the
// rows and the references between tables agree even while the site keeps writing. Rows
// stream from COPY through gzip to disk: memory stays flat at a million businesses.
import { createWriteStream } from "node:fs";
import { rename, rm, stat, utimes } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { AppContext } from "../../context";
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from "../files/private-files";
import { BACKUP_FORMAT, BACKUP_VERSION, END_OF_DATA, headerLine, trailerLine, type BackupHeader, type SequenceValue } from "./backup-format";
import { backupPath, newBackupName } from "./backup-names";
import { appliedMigrations, backupSequences, backupTables } from "./backup-tables";
import type { BackupFile } from "./list-backups";

/** Fast compression: a multi-GB backup is bound by CPU at higher levels, for little gain on COPY text. */
const GZIP_LEVEL = 3;

export interface CreatedBackup extends BackupFile {
  tables: { name: string; rows: number }[];
}

type BackupContext = Pick<AppContext, "pool" | "config" | "logger">;

export async function createBackup(ctx: BackupContext): Promise<CreatedBackup> {
  const createdAt = new Date();
  const name = newBackupName(createdAt);
  const finalPath = backupPath(ctx.config.backupDir, name);
  // Written under another name and renamed when complete: the list never shows half a backup.
  const partialPath = `${finalPath}.partial`;
  // A backup holds password hashes, messages and every setting: this user's alone.
  await ensurePrivateFolder(ctx.config.backupDir);

  const client = await ctx.pool.connect();
  let header: BackupHeader;
  let failure: Error | undefined;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    header = await readHeader(client, createdAt);
    await pipeline(Readable.from(backupText(client, header)), createGzip({ level: GZIP_LEVEL }), createWriteStream(partialPath, { mode: PRIVATE_FILE_MODE }));
    await client.query("COMMIT");
    await rename(partialPath, finalPath);
    await utimes(finalPath, createdAt, createdAt);
  } catch (error) {
    failure = error as Error;
    await client.query("ROLLBACK").catch(() => undefined);
    await rm(partialPath, { force: true });
    throw error;
  } finally {
    // A connection that failed mid-COPY is not handed to the next request.
    client.release(failure);
  }
  const { size } = await stat(finalPath);
  ctx.logger.info({ backup: name, size }, "backup written");
  return { name, size, createdAt: createdAt.toISOString(), tables: header.tables.map((table) => ({ name: table.name, rows: table.rows })) };
}

async function readHeader(client: pg.PoolClient, createdAt: Date): Promise<BackupHeader> {
  const shapes = await backupTables(client);
  const tables = [];
  for (const shape of shapes) {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*) AS count FROM ${pg.escapeIdentifier(shape.name)}`);
    tables.push({ ...shape, rows: rows[0]!.count });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    migrations: await appliedMigrations(client),
    tables,
  };
}

async function* backupText(client: pg.PoolClient, header: BackupHeader): AsyncGenerator<string | Buffer> {
  yield headerLine(header);
  for (const table of header.tables) {
    const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(", ");
    yield* client.query(copyTo(`COPY ${pg.escapeIdentifier(table.name)} (${columns}) TO STDOUT`)) as AsyncIterable<Buffer>;
    yield END_OF_DATA;
  }
  yield trailerLine({ end: BACKUP_FORMAT, sequences: await sequenceValues(client) });
}

/** Read last: a sequence is never behind the rows already copied. */
async function sequenceValues(client: pg.PoolClient): Promise<SequenceValue[]> {
  const values: SequenceValue[] = [];
  for (const name of await backupSequences(client)) {
    const { rows } = await client.query<{ last_value: number; is_called: boolean }>(`SELECT last_value, is_called FROM ${pg.escapeIdentifier(name)}`);
    values.push({ name, value: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return values;
}
