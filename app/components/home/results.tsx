import { Link, useNavigation } from "react-router";
import { CardsWithAds } from "~/components/ads/cards-with-ads";
import { BusinessCard, BusinessCardSkeleton } from "~/components/business-card";
import type { CardBusiness } from "~/lib/business";
import { thousands } from "~/lib/format";

export const HOME_CARDS = 12;

interface ResultsProps {
  businesses: CardBusiness[];
  total: number;
  filtered: boolean;
  /** the /businesses URL that continues this list */
  moreHref: string;
}

/** Featured (random) businesses, or the search results with their count, Clear and the empty state. */
export function HomeResults({ businesses, total, filtered, moreHref }: ResultsProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";
  return (
    <section aria-labelledby="home-results" aria-busy={loading} className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-results" className="text-2xl font-semibold">{filtered ? "Search Results" : "Featured Businesses"}</h2>
        {filtered ? (
          <p className="text-sm text-slate-600" role="status">
            {thousands(total)} results found
            <Link to="/" className="ml-3 rounded-md border border-slate-300 px-3 py-1 font-medium text-slate-700 hover:bg-slate-100">
              Clear
            </Link>
          </p>
        ) : null}
      </div>
      {loading ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: HOME_CARDS }, (_, index) => <BusinessCardSkeleton key={index} />)}
        </div>
      ) : businesses.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">No businesses found</p>
          <p className="mt-1 text-slate-600">Try different keywords or browse all categories.</p>
          <Link to="/" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
            Clear Filters
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <CardsWithAds cards={businesses.map((business, index) => <BusinessCard key={business.id} business={business} index={index} />)} />
        </div>
      )}
      {!loading && (!filtered || total > businesses.length) ? (
        <div className="mt-8 text-center">
          <Link to={moreHref} className="inline-block rounded-md border border-brand-600 px-6 py-3 font-medium text-brand-700 hover:bg-brand-50">
            {filtered ? `View All ${thousands(total)} Results` : "View More Businesses"}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
