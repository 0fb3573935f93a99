import type { ListFilterState } from "~/lib/list-filters";
import type { NearPoint } from "~/lib/near";
import { ListFilterBar } from "./list-filter-bar";
import { NearSearch } from "./near-search";

interface ListNarrowingPanelProps {
  narrowing: { filters: ListFilterState; near: NearPoint | null };
  priceRanges: readonly string[];
  /** the list's total, said here when the list is narrowed and no search result count says it */
  total: number | null;
}

/** The search page's distance search and filters, under its search form. */
export function ListNarrowingPanel({ narrowing, priceRanges, total }: ListNarrowingPanelProps) {
  return (
    <section
      aria-label="Narrow the list"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <NearSearch point={narrowing.near} keepState />
      <ListFilterBar filters={narrowing.filters} priceRanges={priceRanges} total={total} />
    </section>
  );
}
