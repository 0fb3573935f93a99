import { Link } from "react-router";
import type { Business } from "~/lib/business";
import { businessCrumbs } from "~/lib/business-meta";
import { FOCUS_RING } from "./links";

/** Home › city › category › business; the same trail as the page's BreadcrumbList. */
export function BusinessBreadcrumb({ business }: { business: Business }) {
  const crumbs = businessCrumbs(business);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map(([name, path], index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={path} className="flex min-w-0 items-center gap-2">
              {index > 0 ? <span aria-hidden="true" className="text-slate-400">›</span> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900">{name}</span>
              ) : (
                <Link to={path} className={`rounded hover:text-brand-700 hover:underline ${FOCUS_RING}`}>
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
