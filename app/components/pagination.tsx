import { thousands } from "~/lib/format";
import { Link, useLocation } from "react-router";
import { pageHref, pageWindow, totalPages } from "~/lib/pagination";

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** e.g. "businesses in Paris": completes 'Showing X - Y of N …' */
  noun: string;
}

/** Shown only with more than one page: summary, Previous / Next, and the page window as links. */
export function Pagination({ page, total, pageSize, noun }: PaginationProps) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const pages = totalPages(total, pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass = "min-w-10 rounded-md border px-3 py-2 text-center text-sm";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600">
        Showing {thousands(first)} - {thousands(last)} of {thousands(total)} {noun}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink to={page > 1 ? pageHref(params, page - 1) : null} label="Previous" className={linkClass} />
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-400">…</li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(params, item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                preventScrollReset={false}
                className={`${linkClass} inline-block ${
                  item === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white hover:bg-slate-50"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={page < pages ? pageHref(params, page + 1) : null} label="Next" className={linkClass} />
        </li>
      </ul>
    </nav>
  );
}

function StepLink({ to, label, className }: { to: string | null; label: string; className: string }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={`${className} inline-block cursor-not-allowed border-slate-200 text-slate-400`}>
        {label}
      </span>
    );
  }
  return (
    <Link to={to} className={`${className} inline-block border-slate-300 bg-white hover:bg-slate-50`}>
      {label}
    </Link>
  );
}
