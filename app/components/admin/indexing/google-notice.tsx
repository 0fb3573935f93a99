/** Said plainly, so nobody expects Google to index business pages from API notifications. */
export function GoogleNotice() {
  return (
    <aside aria-label="Google hakkında önemli not" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Önemli: Google Indexing API yalnızca iş ilanı ve canlı yayın sayfaları içindir.</p>
      <p className="mt-1">
        Google, Indexing API bildirimlerini yalnızca iş ilanı (JobPosting) ve canlı yayın (BroadcastEvent) içeren sayfalar için kabul eder; işletme, kategori ve şehir sayfaları için bir bildirim taramayı garanti etmez. Bu yüzden asıl kanallar IndexNow (Bing, Yandex ve diğerleri) ve site haritasıdır: Google sayfaları site haritasından bulur.
      </p>
    </aside>
  );
}
