import { Link } from "react-router";
import { BusinessImage } from "~/components/business-image";
import { StarRating } from "~/components/star-rating";
import type { CardBusiness } from "~/lib/business";
import { formatDistance } from "~/lib/format";
import { DetailCard } from "./detail-card";

const THUMB = { width: 64, height: 64 } as const;

export function NearbyCard({ nearby, city }: { nearby: (CardBusiness & { distanceKm: number })[]; city: string | null }) {
  return (
    <DetailCard id="nearby-title" title="Nearby Businesses">
      {nearby.length === 0 ? (
        <div className="text-center text-sm">
          <p className="font-medium text-slate-800">No nearby businesses</p>
          <p className="mt-1 text-slate-600">No other businesses found in {city ?? "this area"}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {nearby.map((business) => (
            <li key={business.id} className="relative flex gap-3 rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50">
              <BusinessImage business={business} {...THUMB} sizes="64px" className="h-16 w-16 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/business/${business.slug}`}
                  className="line-clamp-2 font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700 focus:outline-none"
                >
                  {business.name}
                </Link>
                {Number(business.rating) > 0 ? <StarRating rating={business.rating!} /> : null}
                <p className="text-xs text-slate-500">
                  {business.category?.name}
                  {business.category ? " · " : ""}
                  {formatDistance(business.distanceKm)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
