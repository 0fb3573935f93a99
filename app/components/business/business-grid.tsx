import type { ReactNode } from "react";
import { CardsWithAds } from "~/components/ads/cards-with-ads";
import { BusinessCard } from "~/components/business-card";
import type { CardBusiness } from "~/lib/business";

/** A titled grid of business cards below the page's main cards (photos load lazily there). */
export function BusinessGrid({
  id, title, subtitle, businesses, columns = 3, footer,
}: {
  id: string;
  title: string;
  subtitle?: string;
  businesses: CardBusiness[];
  columns?: 3 | 4;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">{title}</h2>
      {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      {businesses.length > 0 ? (
        <div className={`mt-4 grid gap-4 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          <CardsWithAds cards={businesses.map((business) => <BusinessCard key={business.id} business={business} />)} />
        </div>
      ) : null}
      {footer}
    </section>
  );
}
