// The checks made before anything is touched: the file is a Locus backup, it was made by
// the same schema (same applied migrations), and it covers exactly this database's tables
// with the same columns.
import { AppError } from "../app-error";
import { BACKUP_MESSAGES } from "./backup-errors";
import { parseBackupHeader, type BackupHeader } from "./backup-format";
import { BackupReader } from "./backup-reader";
import type { TableShape } from "./backup-tables";

export async function readBackupHeader(reader: BackupReader): Promise<BackupHeader> {
  return parseBackupHeader(await reader.readLine(BACKUP_MESSAGES.notBackup));
}

/** The header of a backup file on disk; the file is closed again at once. */
export async function readBackupFileHeader(filePath: string): Promise<BackupHeader> {
  const reader = BackupReader.open(filePath);
  try {
    return await readBackupHeader(reader);
  } finally {
    reader.destroy();
  }
}

export function checkBackupFits(header: BackupHeader, migrations: string[], tables: TableShape[]): void {
  const sameMigrations = header.migrations.length === migrations.length && header.migrations.every((name, i) => name === migrations[i]);
  if (!sameMigrations) throw AppError.badInput(BACKUP_MESSAGES.otherSchema);
  const shape = (list: { name: string; columns: string[] }[]) =>
    JSON.stringify(list.map(({ name, columns }) => [name, columns]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  if (shape(header.tables) !== shape(tables)) throw AppError.badInput(BACKUP_MESSAGES.otherSchema);
}
