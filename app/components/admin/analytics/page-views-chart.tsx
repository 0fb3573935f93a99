import type { DailyViews } from "~/lib/admin/analytics";
import { formatCount } from "../format";

const WIDTH = 720;
const HEIGHT = 200;
const GAP = 2;
/** Axis labels every this many days, so thirty bars stay readable. */
const LABEL_EVERY = 5;

/** "22.11" from "2026-11-22". */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Daily page views as bars, with the same figures as a table for screen readers and exact reading. */
export function PageViewsChart({ days }: { days: DailyViews[] }) {
  const peak = Math.max(1, ...days.map((entry) => entry.views));
  const barWidth = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, entry) => sum + entry.views, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="text-lg font-semibold text-slate-900">Günlük sayfa görüntülemeleri</figcaption>
      <p className="mt-1 text-sm text-slate-600">
        Son {days.length} gün (UTC), Locus'un kendi sayacıyla: herkese açık sayfaların tarayıcılara sunulan her gösterimi; botlar ve yönetim sayfaları sayılmaz.
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
        className="mt-4 h-56 w-full"
        role="img"
        aria-label={`Son ${days.length} günde toplam ${formatCount(total)} sayfa görüntüleme; en yüksek gün ${formatCount(peak === 1 && total === 0 ? 0 : peak)}.`}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#cbd5e1" strokeWidth="1" />
        {days.map((entry, index) => {
          const height = (entry.views / peak) * (HEIGHT - 10);
          const x = index * barWidth + GAP / 2;
          return (
            <g key={entry.day}>
              <rect x={x} y={HEIGHT - height} width={Math.max(1, barWidth - GAP)} height={height} rx="2" className="fill-blue-500">
                <title>{`${shortDay(entry.day)}: ${formatCount(entry.views)}`}</title>
              </rect>
              {index % LABEL_EVERY === 0 || index === days.length - 1 ? (
                <text x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  {shortDay(entry.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-blue-700">Tablo olarak göster</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 font-medium">Gün</th>
              <th scope="col" className="py-1 text-right font-medium">Görüntüleme</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day} className="border-t border-slate-100">
                <td className="py-1">{entry.day}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(entry.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
