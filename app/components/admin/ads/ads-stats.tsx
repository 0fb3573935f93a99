import { StatCard } from "~/components/admin/stat-card";
import { formatCount, formatRate } from "~/components/admin/format";
import type { AdPlacement } from "~/lib/ads";
import { PLACEMENT_LABELS } from "./ad-labels";

export interface AdAnalyticsView {
  impressions: number;
  clicks: number;
  ctr: number;
  revenue: null;
  fillRate: null;
  period: { from: string; to: string; days: number };
  placements: { placement: AdPlacement; impressions: number; clicks: number; ctr: number }[];
}

const UNKNOWN_REASON = "Yalnızca AdSense bilir; AdSense panelindeki raporlara bakın.";

/** The counters Locus keeps itself (last 30 days), and plainly what it cannot know. */
export function AdsStats({ analytics }: { analytics: AdAnalyticsView }) {
  const period = `Son ${analytics.period.days} gün`;
  return (
    <section aria-labelledby="ads-stats-heading" className="mb-8">
      <h2 id="ads-stats-heading" className="sr-only">Reklam istatistikleri</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label="Gösterim" value={formatCount(analytics.impressions)} hint={period} icon="👁️" tone="blue" />
        <StatCard label="Tıklama" value={formatCount(analytics.clicks)} hint={period} icon="🖱️" tone="green" />
        <StatCard label="Tıklama Oranı (CTR)" value={formatRate(analytics.ctr)} hint="Tıklama / gösterim" icon="📈" tone="purple" />
        <StatCard label="Gelir" value="Bilinmiyor" hint={UNKNOWN_REASON} icon="💰" tone="orange" />
        <StatCard label="Doluluk Oranı" value="Bilinmiyor" hint={UNKNOWN_REASON} icon="📦" tone="orange" />
      </div>
      <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Alan bazında sayılar ({period.toLowerCase()})</summary>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Reklam alanlarına göre gösterim, tıklama ve tıklama oranı</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">Alan</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">Gösterim</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">Tıklama</th>
              <th scope="col" className="py-1 text-right font-medium">CTR</th>
            </tr>
          </thead>
          <tbody>
            {analytics.placements.map((row) => (
              <tr key={row.placement} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">{PLACEMENT_LABELS[row.placement].name}</th>
                <td className="py-1 pr-4 text-right tabular-nums">{formatCount(row.impressions)}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{formatCount(row.clicks)}</td>
                <td className="py-1 text-right tabular-nums">{formatRate(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-slate-600">
          Gösterim: reklam alanının en az yarısı ilk kez ekranda göründüğünde; tıklama: ziyaretçi reklama tıkladığında sayılır. Sayımı Locus yapar.
        </p>
      </details>
    </section>
  );
}
