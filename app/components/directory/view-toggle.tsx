import { Link, useLocation } from "react-router";
import { viewQuery, type DirectoryView } from "~/lib/directory";

const VIEWS: ReadonlyArray<{ view: DirectoryView; label: string; icon: string }> = [
  { view: "grid", label: "Grid", icon: "▦" },
  { view: "list", label: "List", icon: "☰" },
];

/** Grid / list switch as links, so the layout is part of the URL and works without JavaScript. */
export function ViewToggle({ view }: { view: DirectoryView }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md border border-slate-300">
      {VIEWS.map((item) => {
        const active = item.view === view;
        return (
          <Link
            key={item.view}
            to={`${pathname}${viewQuery(params, item.view)}`}
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={`inline-flex items-center gap-1 px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${
              active ? "bg-brand-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            <span aria-hidden="true">{item.icon}</span>
            {item.label}
          </Link>
        );
      })}
    </div>
  );
}
