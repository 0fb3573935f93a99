import { Link, useLocation } from "react-router";
import { CATALOG_VIEWS, viewQuery, type DirectoryView } from "~/lib/directory";

const LABELS: Record<DirectoryView, { label: string; icon: string }> = {
  grid: { label: "Grid", icon: "▦" },
  list: { label: "List", icon: "☰" },
  map: { label: "Map", icon: "🗺️" },
};

interface ViewToggleProps {
  view: DirectoryView;
  /** the views this page offers, its default first */
  views?: readonly DirectoryView[];
}

/** View switch as links, so the layout is part of the URL and works without JavaScript. */
export function ViewToggle({ view, views = CATALOG_VIEWS }: ViewToggleProps) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md border border-slate-300">
      {views.map((item) => {
        const active = item === view;
        return (
          <Link
            key={item}
            to={`${pathname}${viewQuery(params, item, views)}`}
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={`inline-flex items-center gap-1 px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${
              active ? "bg-brand-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            <span aria-hidden="true">{LABELS[item].icon}</span>
            {LABELS[item].label}
          </Link>
        );
      })}
    </div>
  );
}
