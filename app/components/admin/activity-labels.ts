// Audit-log verbs in the words the dashboard shows.

const LABELS: Record<string, string> = {
  "login.success": "Sisteme giriş yapıldı",
  "login.failed": "Başarısız giriş denemesi",
  logout: "Sistemden çıkış yapıldı",
  "business.create": "Yeni işletme eklendi",
  "business.update": "İşletme güncellendi",
  "business.delete": "İşletme silindi",
  "message.delete": "İletişim mesajı silindi",
  "sitemap.refresh": "Sitemap yenilendi",
  "import.start": "Excel dosyası yüklendi",
  "import.complete": "Excel içe aktarma tamamlandı",
  "import.failed": "Excel içe aktarma başarısız oldu",
  "database.reset": "Veritabanı sıfırlandı",
  "cache.clear": "Önbellek temizlendi",
  "settings.update": "Ayarlar güncellendi",
  "injections.update": "HTML kod ayarları güncellendi",
  "ads.update": "Reklam ayarları güncellendi",
  "ads.txt.update": "ads.txt güncellendi",
  "database.optimize": "Veritabanı optimize edildi",
  "database.backup": "Veritabanı yedeği alındı",
  "database.backup.upload": "Veritabanı yedeği yüklendi",
  "database.backup.delete": "Veritabanı yedeği silindi",
  "database.restore": "Veritabanı yedekten geri yüklendi",
  "pricing.plan.create": "Fiyatlandırma planı eklendi",
  "pricing.plan.update": "Fiyatlandırma planı güncellendi",
  "pricing.plan.enable": "Fiyatlandırma planı etkinleştirildi",
  "pricing.plan.disable": "Fiyatlandırma planı kapatıldı",
  "pricing.plan.delete": "Fiyatlandırma planı silindi",
  "pricing.subscription.create": "İşletmeye abonelik tanımlandı",
  "pricing.subscription.end": "Abonelik sonlandırıldı",
  "indexing.submit": "URL indekslemeye gönderildi",
  "indexing.submit-bulk": "Toplu URL gönderimi yapıldı",
  "indexing.walk.start": "Otomatik URL gönderimi başladı",
  "indexing.walk.finish": "Otomatik URL gönderimi bitti",
  "indexing.walk.stop": "Otomatik URL gönderimi durduruldu",
  "indexing.settings.update": "İndeksleme ayarları güncellendi",
  "indexing.key.regenerate": "IndexNow anahtarı yenilendi",
};

// Families of verbs added later still read as a sentence, with the exact verb beside it.
const FAMILIES: Record<string, string> = {
  import: "Excel içe aktarma",
  business: "İşletme işlemi",
  login: "Giriş işlemi",
  settings: "Ayar değişikliği",
  ads: "Reklam ayarları",
  database: "Veritabanı işlemi",
  injections: "HTML enjeksiyonu",
  pricing: "Fiyatlandırma",
  indexing: "URL indeksleme",
};

export function activityLabel(action: string): string {
  const known = LABELS[action];
  if (known) return known;
  const family = FAMILIES[action.split(".")[0] ?? ""];
  return family ? `${family} (${action})` : action;
}

/** Who acted: the admin's user code, or a plain word when nobody was signed in. */
export function activityActor(userCode: string | null): string {
  return userCode ?? "Bilinmeyen kullanıcı";
}
