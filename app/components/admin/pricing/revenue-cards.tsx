import type { PricingSummary } from "~/lib/admin/pricing";
import { StatCard } from "../stat-card";
import { formatCount } from "../format";
import { formatLira } from "./format-lira";

const MONTH = new Intl.DateTimeFormat("tr-TR", { month: "long", year: "numeric", timeZone: "UTC" });

/** 'YYYY-MM' as 'Mayıs 2026'. */
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** Figures added up from the subscription records: nothing here is estimated. */
export function RevenueCards({ summary }: { summary: PricingSummary }) {
  return (
    <section aria-labelledby="revenue-heading" className="mb-8">
      <h2 id="revenue-heading" className="sr-only">Gelir ve abonelikler</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Aktif Abonelik" value={formatCount(summary.activeSubscriptions)} hint="Şu anda süren abonelikler" icon="✅" tone="green" />
        <StatCard label="Bu Ayki Gelir" value={formatLira(summary.revenueThisMonth)} hint={`${monthName(summary.month)} içinde başlayan abonelikler (UTC)`} icon="📅" tone="blue" />
        <StatCard label="Toplam Gelir" value={formatLira(summary.totalRevenue)} hint="Satılan tüm abonelikler" icon="💰" tone="orange" />
      </div>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-medium text-slate-800">Plan bazında gelir</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">Plan</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">Aktif</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">Toplam abonelik</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">Bu ay</th>
              <th scope="col" className="py-1 text-right font-medium">Toplam gelir</th>
            </tr>
          </thead>
          <tbody>
            {summary.plans.map((plan) => (
              <tr key={plan.planId} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">{plan.planName}</th>
                <td className="py-1 pr-4 text-right tabular-nums">{formatCount(plan.activeSubscriptions)}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{formatCount(plan.subscriptions)}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{formatLira(plan.revenueThisMonth)}</td>
                <td className="py-1 text-right tabular-nums">{formatLira(plan.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
