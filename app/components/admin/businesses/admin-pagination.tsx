import { Link } from "react-router";
import { adminListQuery, type AdminListState } from "~/lib/admin/admin-business";
import { adminPageWindow } from "~/lib/admin/page-window";

interface AdminPaginationProps {
  state: AdminListState;
  pages: number;
}

const ITEM = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm";

/** First, previous, the page window (2 either side, "…" for gaps), next, last: links, so every page has its URL. */
export function AdminPagination({ state, pages }: AdminPaginationProps) {
  if (pages <= 1) return null;
  const href = (page: number) => `/admin/businesses${adminListQuery({ ...state, page })}` || "/admin/businesses";
  const step = (page: number, label: string, glyph: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(page)} aria-label={label} title={label} preventScrollReset className={`${ITEM} border-slate-300 bg-white hover:bg-slate-50`}>
        <span aria-hidden="true">{glyph}</span>
      </Link>
    ) : (
      <span aria-hidden="true" className={`${ITEM} border-slate-200 text-slate-300`}>
        {glyph}
      </span>
    );
  return (
    <nav aria-label="Sayfalama" className="flex flex-wrap items-center justify-center gap-1">
      {step(1, "İlk sayfa", "«", state.page > 1)}
      {step(state.page - 1, "Önceki sayfa", "‹", state.page > 1)}
      {adminPageWindow(state.page, pages).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            preventScrollReset
            aria-label={`Sayfa ${item}`}
            aria-current={item === state.page ? "page" : undefined}
            className={`${ITEM} ${item === state.page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`}
          >
            {item}
          </Link>
        ),
      )}
      {step(state.page + 1, "Sonraki sayfa", "›", state.page < pages)}
      {step(pages, "Son sayfa", "»", state.page < pages)}
    </nav>
  );
}
