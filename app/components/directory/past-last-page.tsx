import { Link, useLocation } from "react-router";
import { pageHref } from "~/lib/pagination";
import { EmptyState } from "./empty-state";

/** A page number after the end of the list (an old link, a hand-edited URL): say so and offer the last page. */
export function PastLastPage({ page, lastPage }: { page: number; lastPage: number }) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState icon="📄" title={`Page ${page} is past the end of the list`} message={`The list ends at page ${lastPage}.`}>
      <Link
        to={`${pathname}${pageHref(new URLSearchParams(search), lastPage)}`}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Go to page {lastPage}
      </Link>
    </EmptyState>
  );
}
