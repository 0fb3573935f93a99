// What the Excel screen says about an import that did not (or may not) run.
export const IMPORT_MESSAGES = {
  busy: "Bir içe aktarma zaten sürüyor; bitmesini bekleyin veya durdurun.",
  restoreBusy: "Bir yedek geri yüklenirken içe aktarma başlatılamaz; bitmesini bekleyin.",
  cancelled: "İçe aktarma durduruldu; veritabanında hiçbir değişiklik yapılmadı.",
  failed: "İçe aktarma tamamlanamadı; veritabanında hiçbir değişiklik yapılmadı. Ayrıntılar sunucu günlüğünde.",
  interrupted: "Sunucu yeniden başladığı için içe aktarma yarıda kaldı; veritabanında hiçbir değişiklik yapılmadı.",
} as const;
