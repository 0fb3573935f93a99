import { Link } from "react-router";

/**
 * HTML injection, reached from the ads screen too (AdSense's own head code
 * can live there). The editor has its own screen.
 */
export function InjectionTab() {
  return (
    <section aria-labelledby="ads-injection-heading" className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="ads-injection-heading" className="font-semibold text-slate-900">HTML Enjeksiyonu</h3>
      <p className="mt-2 text-sm text-slate-600">
        Sayfaların başına veya sonuna eklenecek kodlar (ör. AdSense otomatik reklam kodu, doğrulama etiketleri) HTML enjeksiyon ekranında yönetilir.
      </p>
      <Link
        to="/admin/html-injection"
        className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        HTML Enjeksiyon Ekranına Git
      </Link>
    </section>
  );
}
