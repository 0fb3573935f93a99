import type { ReactNode } from "react";

/** The row above a list: the search form, then sort and view controls, wrapping on narrow screens. */
export function DirectoryToolbar({ search, controls }: { search: ReactNode; controls?: ReactNode }) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {search}
      {controls ? <div className="flex flex-wrap items-center justify-between gap-3">{controls}</div> : null}
    </div>
  );
}
