import { Link } from "react-router";
import { adminPageWindow } from "~/lib/admin/page-window";
import { totalPages } from "~/lib/pagination";
import { formatCount } from "./format";

interface AdminPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** the address of another page, keeping the screen's filters */
  hrefFor: (page: number) => string;
  /** e.g. "mesaj", "işletme": completes 'Toplam 25 mesaj' */
  noun: string;
}

const BASE = "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** Admin lists: first, previous, a window of two pages either side, next, last. Only with more than one page. */
export function AdminPagination({ page, total, pageSize, hrefFor, noun }: AdminPaginationProps) {
  const pages = totalPages(total, pageSize);
  if (pages <= 1) return null;
  const step = (target: number, label: string, enabled: boolean) => (
    <li>
      {enabled ? (
        <Link to={hrefFor(target)} preventScrollReset className={`${BASE} border-slate-300 bg-white hover:bg-slate-50`}>
          {label}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${BASE} cursor-not-allowed border-slate-200 text-slate-400`}>
          {label}
        </span>
      )}
    </li>
  );
  return (
    <nav aria-label="Sayfalama" className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600">
        Toplam {formatCount(total)} {noun} · Sayfa {formatCount(page)} / {formatCount(pages)}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {step(1, "İlk", page > 1)}
        {step(page - 1, "Önceki", page > 1)}
        {adminPageWindow(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">…</li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                preventScrollReset
                aria-label={`Sayfa ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={`${BASE} ${item === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, "Sonraki", page < pages)}
        {step(pages, "Son", page < pages)}
      </ul>
    </nav>
  );
}
