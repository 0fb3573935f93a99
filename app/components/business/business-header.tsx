import { Link } from "react-router";
import { BusinessImage } from "~/components/business-image";
import { StarRating } from "~/components/star-rating";
import { hasStatusBadge, StatusBadge } from "~/components/status-badge";
import type { Business } from "~/lib/business";
import { monthYear } from "~/lib/site";
import { ExternalLink } from "./external-link";
import { addressMapsUrl, FOCUS_RING } from "./links";

const HEADER_IMAGE = { width: 800, height: 500 } as const;
const HEADER_SIZES = "(min-width: 768px) 40vw, 100vw";

/** Photo, name, badges, rating, category and the address that opens the map. */
export function BusinessHeader({ business }: { business: Business }) {
  const mapLink = addressMapsUrl(business);
  const showType = business.type && business.type.toLowerCase() !== business.category?.name.toLowerCase();
  return (
    <header className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:flex">
      <div className="aspect-[8/5] md:aspect-auto md:w-2/5 md:shrink-0">
        {/* The largest image of the page: fetched first, never lazily. */}
        <BusinessImage
          business={business}
          {...HEADER_IMAGE}
          sizes={HEADER_SIZES}
          loading="eager"
          fetchPriority="high"
          className="h-full w-full"
        />
      </div>
      <div className="min-w-0 flex-1 p-5 md:p-6">
        <ul aria-label="Status" className="flex flex-wrap gap-2">
          {hasStatusBadge(business) ? <li><StatusBadge business={business} /></li> : null}
          {business.isVerified ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800">
              <span aria-hidden="true">✓</span> Verified
            </li>
          ) : null}
          <li className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            Updated {monthYear(new Date(business.updatedAt))}
          </li>
        </ul>
        <h1 className="mt-3 break-words text-2xl font-bold text-slate-900 md:text-3xl">{business.name}</h1>
        {Number(business.rating) > 0 ? (
          <div className="mt-2">
            <StarRating rating={business.rating!} count={business.reviewCount} size="lg" />
          </div>
        ) : null}
        {business.category ? (
          <p className="mt-2">
            <Link
              to={`/category/${business.category.slug}`}
              className={`inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
            >
              <span aria-hidden="true">{business.category.icon}</span>
              {business.category.name}
            </Link>
            {showType ? <span className="text-sm text-slate-500"> · {business.type}</span> : null}
          </p>
        ) : null}
        {business.address ? (
          <p className="mt-3 text-slate-700">
            {mapLink ? (
              <ExternalLink href={mapLink} className={`inline-flex gap-2 rounded hover:text-brand-700 hover:underline ${FOCUS_RING}`}>
                <span aria-hidden="true">📍</span>
                <span>{business.address}</span>
              </ExternalLink>
            ) : (
              <span className="inline-flex gap-2"><span aria-hidden="true">📍</span>{business.address}</span>
            )}
          </p>
        ) : null}
      </div>
    </header>
  );
}
