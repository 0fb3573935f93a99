// What a refused backup file or restore tells the admin. A file that is not a Locus backup,
// was made by another schema version, or is damaged is refused with 400 (AppError.badInput)
// and changes nothing.

export const BACKUP_MESSAGES = {
  notBackup: "Bu dosya bir Locus yedeği değil.",
  otherSchema: "Bu yedek, veritabanının şu anki sürümüyle (uygulanmış geçişler) uyuşmuyor; geri yüklenemez.",
  damaged: "Yedek dosyası bozuk veya eksik; geri yükleme yapılmadı, veritabanı değişmedi.",
  notFound: "Yedek bulunamadı.",
  badName: "Geçersiz yedek adı.",
  importBusy: "İçe aktarma sürerken yedek geri yüklenemez.",
  restoreBusy: "Bir geri yükleme zaten sürüyor; bitmesini bekleyin.",
  restored: "Yedek geri yüklendi.",
  optimized: "Veritabanı optimize edildi.",
  deleted: "Yedek silindi.",
} as const;

/**
 * A backup upload over BACKUP_UPLOAD_MAX_MB (default 4 GB). Measured: Locus's backup of
 * generated Outscraper imports takes about 0.4 KB per business compressed, so a million
 * businesses come to roughly 0.4 GB; the default leaves room for ten times that.
 */
export function backupTooLargeMessage(megabytes: number): string {
  const size = megabytes % 1024 === 0 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
  return `Yedek dosyası ${size} sınırını aşıyor.`;
}
