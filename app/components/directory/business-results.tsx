import { Link, useLocation } from "react-router";
import { CardsWithAds } from "~/components/ads/cards-with-ads";
import { BusinessCard } from "~/components/business-card";
import { Pagination } from "~/components/pagination";
import type { CardBusiness } from "~/lib/business";
import { isPastLastPage, searchQuery } from "~/lib/directory";
import { thousands } from "~/lib/format";
import { totalPages } from "~/lib/pagination";
import { EmptyState } from "./empty-state";
import { PastLastPage } from "./past-last-page";
import { PendingNotice, usePagePending } from "./pending-notice";

interface BusinessResultsProps {
  businesses: CardBusiness[];
  total: number;
  page: number;
  pageSize: number;
  /** completes 'Showing X - Y of N …', e.g. "businesses in Paris" */
  noun: string;
  searching: boolean;
  /** the empty state when nothing is filtered by text */
  emptyTitle: string;
  emptyMessage?: string;
}

/** A page of business cards with its count, loading notice, empty states and pagination. */
export function BusinessResults(props: BusinessResultsProps) {
  const { businesses, total, page, pageSize, noun, searching } = props;
  const pending = usePagePending();
  const { pathname, search } = useLocation();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {searching ? (
          <p className="text-sm font-medium text-slate-700">{thousands(total)} results found</p>
        ) : null}
        <PendingNotice pending={pending} text="Loading businesses..." />
      </div>
      <div className={`transition-opacity ${pending ? "opacity-50" : ""}`} aria-busy={pending}>
        {businesses.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            <CardsWithAds
              middle
              cards={businesses.map((business, index) => (
                <BusinessCard key={business.id} business={business} index={index} />
              ))}
            />
          </div>
        ) : isPastLastPage(page, total, pageSize) ? (
          <PastLastPage page={page} lastPage={totalPages(total, pageSize)} />
        ) : searching ? (
          <EmptyState title="No search results found" message="Try different keywords or clear the search.">
            <Link
              to={`${pathname}${searchQuery(new URLSearchParams(search), "")}`}
              className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              Clear search
            </Link>
          </EmptyState>
        ) : (
          <EmptyState icon="🏪" title={props.emptyTitle} message={props.emptyMessage} />
        )}
      </div>
      {businesses.length > 0 ? <Pagination page={page} total={total} pageSize={pageSize} noun={noun} /> : null}
    </div>
  );
}
