import { useId, type ReactNode } from "react";

export type StatTone = "blue" | "green" | "purple" | "orange";

const TONES: Record<StatTone, string> = {
  blue: "bg-blue-100 text-blue-700",
  green: "bg-emerald-100 text-emerald-700",
  purple: "bg-violet-100 text-violet-700",
  orange: "bg-amber-100 text-amber-700",
};

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Small line under the value: a unit, a comparison, a caveat. */
  hint?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: string;
  tone?: StatTone;
}

/** One figure with its label, as the admin screens show them in a row of cards. */
export function StatCard({ label, value, hint, icon, tone = "blue" }: StatCardProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 break-words text-2xl font-bold text-slate-900">{value}</p>
        </div>
        {icon ? (
          <span aria-hidden="true" className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-xl ${TONES[tone]}`}>
            {icon}
          </span>
        ) : null}
      </div>
      {hint ? <div className="mt-2 text-sm text-slate-600">{hint}</div> : null}
    </div>
  );
}
