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

/**
 * Said on the backups card and again before a restore: a backup carries the admin accounts and
 * the login's codes, so the sign-in that works afterwards is the one of the backup's day.
 */
export const RESTORE_CREDENTIALS_WARNING =
  "Geri yükleme, yönetici hesaplarını ve giriş bilgilerini de yedektekilerle değiştirir: erişim anahtarı, kullanıcı kodları ve şifreler yedeğin alındığı andaki hâline döner. Sonraki girişlerde yedeğin giriş bilgilerini kullanmanız gerekir.";

/** The Google key is sealed with this server's secret key, which a backup does not carry. */
export const RESTORE_GOOGLE_ACCOUNT_NOTE =
  "Yedek başka bir kurulumdan geldiyse Google hizmet hesabını URL İndeksleme ekranında yeniden yapıştırmanız gerekir.";
