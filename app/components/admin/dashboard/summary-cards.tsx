import { formatCount, formatDuration, formatRate, formatSignedPercent } from "../format";
import { StatCard } from "../stat-card";

interface Figures {
  totalBusinesses: number;
  categories: number;
  growth: { thisMonth: number; lastMonth: number; percent: number | null };
  uptimeSeconds: number;
  requests: { total: number; serverErrors: number; errorRate: number };
  processes: number;
}

/**
 * The four summary figures, all measured: totals, this month's growth, and the site's uptime and
 * error rate over every live server process (the card says how many).
 */
export function SummaryCards({ figures }: { figures: Figures }) {
  const { growth, requests } = figures;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">Özet</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Toplam İşletme"
          value={formatCount(figures.totalBusinesses)}
          hint={<span>active record <span className="text-slate-500">· aktif kayıt</span></span>}
          icon="🏢"
          tone="blue"
        />
        <StatCard label="Kategoriler" value={formatCount(figures.categories)} hint="işletme türü" icon="🏷️" tone="green" />
        <StatCard
          label="Bu Ay Büyüme"
          value={formatSignedPercent(growth.percent)}
          hint={
            growth.percent === null
              ? `Bu ay ${formatCount(growth.thisMonth)} yeni kayıt; geçen ay yeni kayıt yok, karşılaştırma yapılamıyor.`
              : `Bu ay ${formatCount(growth.thisMonth)} yeni kayıt, geçen ay ${formatCount(growth.lastMonth)}.`
          }
          icon="📈"
          tone="purple"
        />
        <StatCard
          label="Performans"
          value={formatDuration(figures.uptimeSeconds)}
          hint={
            <span>
              çalışma süresi · hata oranı {formatRate(requests.errorRate)}{" "}
              <span className="text-slate-500">
                ({formatCount(requests.serverErrors)} / {formatCount(requests.total)} istek, 5xx)
              </span>{" "}
              · {formatCount(figures.processes)} süreç
            </span>
          }
          icon="⚡"
          tone="orange"
        />
      </div>
    </section>
  );
}
