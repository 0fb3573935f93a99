import { Link, useLocation } from "react-router";
import { SORT_LABELS, sortQuery, type BusinessSortField, type SortState } from "~/lib/directory";

interface SortButtonsProps<F extends BusinessSortField> {
  fields: readonly F[];
  /** the sort in the URL; null is the server's default order, with no button active */
  sort: SortState<F> | null;
}

/**
 * Sort buttons are links to the next sort state, so sorting works without
 * JavaScript and every order has its own URL. The active one carries
 * aria-current and an arrow for its direction.
 */
export function SortButtons<F extends BusinessSortField>({ fields, sort }: SortButtonsProps<F>) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <div role="group" aria-label="Sort by" className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm text-slate-600">Sort by:</span>
      {fields.map((field) => {
        const active = sort?.sortBy === field;
        return (
          <Link
            key={field}
            to={`${pathname}${sortQuery(params, sort, field)}`}
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={`inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {SORT_LABELS[field]}
            {active ? (
              <>
                <span aria-hidden="true">{sort.sortOrder === "asc" ? "↑" : "↓"}</span>
                <span className="sr-only">, sorted {sort.sortOrder === "asc" ? "ascending" : "descending"}</span>
              </>
            ) : null}
          </Link>
        );
      })}
    </div>
  );
}
