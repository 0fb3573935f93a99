import { Link } from "react-router";

/** Home / Cities / Paris: the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-white/80">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map(([label, to], index) => {
          const last = index === items.length - 1;
          return (
            <li key={to} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-white">{label}</span>
              ) : (
                <>
                  <Link to={to} className="hover:text-white hover:underline focus:outline-none focus-visible:underline">{label}</Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
