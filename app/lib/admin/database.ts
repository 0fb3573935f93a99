// What the Database screen shows, as GET /api/admin/database and the backup calls answer it.

export interface BackupFile {
  /** locus-backup-YYYYMMDD-HHMMSS-xxxxxx.gz */
  name: string;
  size: number;
  /** When the backup was made (not when it was uploaded). */
  createdAt: string;
}

export interface TableStatus {
  name: string;
  rows: number;
  /** Table, indexes and TOAST together. */
  bytes: number;
}

export interface DatabaseStatus {
  /** PostgreSQL's server_version */
  version: string;
  sizeBytes: number;
  tables: TableStatus[];
  lastBackup: BackupFile | null;
}
