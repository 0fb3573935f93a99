import { Link } from "react-router";
import type { CardBusiness } from "~/lib/business";
import { firstAddressSegment } from "~/lib/address";
import { formatDistance } from "~/lib/format";
import { listImageLoading } from "~/lib/photo";
import { BusinessImage } from "./business-image";
import { StarRating } from "./star-rating";
import { StatusBadge } from "./status-badge";

const CARD_IMAGE = { width: 400, height: 250 } as const;
const CARD_SIZES = "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A listing in a grid: photo, Open Now / Closed (or the business's closed status), rating, name, category, type
 * when it says more than the category, first address segment, the distance in a distance search, Details and Call.
 * `index` is the card's position, so the first cards load their photos first.
 */
export function BusinessCard({ business, index = 99 }: { business: CardBusiness; index?: number }) {
  const href = `/business/${business.slug}`;
  const firstAddressPart = firstAddressSegment(business.address);
  const showType = business.type && business.type.toLowerCase() !== business.category?.name.toLowerCase();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">
      <div className="relative aspect-[8/5] overflow-hidden">
        <BusinessImage
          business={business}
          {...CARD_IMAGE}
          sizes={CARD_SIZES}
          {...listImageLoading(index)}
          className="h-full w-full transition group-hover:scale-105"
        />
        <StatusBadge business={business} className="absolute left-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {business.rating ? <StarRating rating={business.rating} count={business.reviewCount} /> : null}
        <h3 className="mt-1 font-semibold leading-tight">
          <Link to={href} className="after:absolute after:inset-0 hover:text-brand-700 focus:outline-none">
            {business.name}
          </Link>
        </h3>
        {business.category ? (
          <p className="mt-1 text-sm text-slate-600">
            <span aria-hidden="true">{business.category.icon} </span>
            {business.category.name}
          </p>
        ) : null}
        {showType ? <p className="text-xs text-slate-500">{business.type}</p> : null}
        {firstAddressPart ? (
          <p className="mt-1 text-sm text-slate-500">
            <span aria-hidden="true">📍 </span>
            {firstAddressPart}
          </p>
        ) : null}
        {business.distanceKm !== undefined ? (
          <p className="mt-1 text-sm font-medium text-slate-700">{formatDistance(business.distanceKm)} away</p>
        ) : null}
        <div className="relative z-10 mt-auto flex gap-2 pt-4">
          <Link
            to={href}
            aria-label={`Details: ${business.name}`}
            className="flex-1 rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
          >
            Details
          </Link>
          {business.phone ? (
            <a
              href={`tel:${business.phone.replace(/[^\d+]/g, "")}`}
              aria-label={`Call ${business.name}`}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              <span aria-hidden="true">📞</span> Call
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The grid's loading state: same size as the cards, so nothing moves when they arrive. */
export function BusinessCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[8/5] bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-9 rounded bg-slate-200" />
      </div>
    </div>
  );
}
