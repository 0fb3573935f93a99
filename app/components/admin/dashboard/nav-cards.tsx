import { Link } from "react-router";
import { formatCount } from "../format";

interface NavCard {
  to: string;
  title: string;
  description: string;
  icon: string;
}

/** Shortcuts to the main screens; the business card also says how many records it manages. */
export function NavCards({ totalBusinesses }: { totalBusinesses: number }) {
  const cards: NavCard[] = [
    { to: "/admin/businesses", title: "İşletmeleri Yönet", description: `${formatCount(totalBusinesses)} kaydı görüntüleyin ve düzenleyin`, icon: "🏢" },
    { to: "/admin/excel", title: "Excel İçe Aktarma", description: "Excel dosyalarından toplu işletme aktarımı", icon: "📊" },
    { to: "/admin/analytics", title: "Analitik", description: "Kategori, şehir ve kayıt analizlerini görüntüleyin", icon: "📈" },
    { to: "/admin/ads", title: "Reklam Yönetimi", description: "AdSense entegrasyonu ve reklam alanları", icon: "📢" },
  ];
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold text-slate-900">Hızlı Erişim</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl">{card.icon}</span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{card.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{card.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
