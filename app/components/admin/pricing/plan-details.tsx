import type { PricingPlan } from "~/lib/admin/pricing";
import { formatCount } from "../format";
import { formatLira } from "./format-lira";

const yesNo = (value: boolean) => (value ? "Var" : "Yok");

/** A plan card's read view: price for its days, what it includes, how often it was sold. */
export function PlanDetails({ plan }: { plan: PricingPlan }) {
  return (
    <>
      <p className="mt-3">
        <span className="text-3xl font-bold text-slate-900">{formatLira(plan.price)}</span>
        <span className="text-sm text-slate-600"> / {plan.duration} gün</span>
      </p>
      {plan.features.length > 0 ? (
        <ul aria-label={`${plan.name} özellikleri`} className="mt-4 space-y-1 text-sm text-slate-700">
          {plan.features.map((feature, index) => (
            <li key={index} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-600">✓</span>
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">En fazla reklam</dt>
        <dd className="text-right font-medium text-slate-900">{formatCount(plan.maxAds)}</dd>
        <dt className="text-slate-600">Öncelikli listeleme</dt>
        <dd className="text-right font-medium text-slate-900">{yesNo(plan.priorityPlacement)}</dd>
        <dt className="text-slate-600">İstatistik erişimi</dt>
        <dd className="text-right font-medium text-slate-900">{yesNo(plan.analyticsAccess)}</dd>
        <dt className="text-slate-600">Özel görünüm</dt>
        <dd className="text-right font-medium text-slate-900">{yesNo(plan.customStyling)}</dd>
        <dt className="text-slate-600">Satılan abonelik</dt>
        <dd className="text-right font-medium text-slate-900">{formatCount(plan.subscriptionCount)}</dd>
      </dl>
    </>
  );
}
