import type { ReactNode } from "react";

/** One titled card of the business page, labelled by its heading for landmark navigation. */
export function DetailCard({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
