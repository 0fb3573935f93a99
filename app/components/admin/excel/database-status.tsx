import { formatCount } from "../format";
import { StatCard } from "../stat-card";

export interface DatabaseCounts {
  businesses: number;
  categories: number;
  cities: number;
  countries: number;
}

/** What the database holds now; the page reloads these after an import or a reset. */
export function DatabaseStatus({ counts }: { counts: DatabaseCounts }) {
  return (
    <section aria-labelledby="database-status-heading">
      <h2 id="database-status-heading" className="mb-3 text-lg font-semibold text-slate-900">Veritabanı Durumu</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Toplam İşletme" value={formatCount(counts.businesses)} hint="kayıtlı işletme" icon="🏢" tone="blue" />
        <StatCard label="Kategoriler" value={formatCount(counts.categories)} hint="işletmesi olan kategori" icon="🏷️" tone="green" />
        <StatCard label="Şehirler" value={formatCount(counts.cities)} hint="işletmesi olan şehir" icon="🏙️" tone="purple" />
        <StatCard label="Ülkeler" value={formatCount(counts.countries)} hint="işletmesi olan ülke" icon="🌍" tone="orange" />
      </div>
    </section>
  );
}
