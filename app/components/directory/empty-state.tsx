import type { ReactNode } from "react";

/** The message shown where a list would be: what happened, and what to do next. */
export function EmptyState({ title, message, icon = "🔍", children }: {
  title: string;
  message?: string;
  icon?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
      <p aria-hidden="true" className="text-4xl">{icon}</p>
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      {message ? <p className="mt-1 text-slate-600">{message}</p> : null}
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
