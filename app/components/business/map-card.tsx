import type { Business } from "~/lib/business";
import { DetailCard } from "./detail-card";
import { ExternalLink } from "./external-link";
import { FOCUS_RING, mapsUrl } from "./links";

export const MAP_ZOOM = 15;

/** The embedded map where the listing has coordinates, and the link to Google Maps. */
export function MapCard({ business }: { business: Pick<Business, "name" | "latitude" | "longitude" | "locationLink"> }) {
  const link = mapsUrl(business);
  const { latitude, longitude } = business;
  const hasPoint = latitude !== null && longitude !== null;
  if (!hasPoint && !link) return null;
  return (
    <DetailCard id="map-title" title="Location & Map">
      {hasPoint ? (
        <iframe
          title={`Map showing the location of ${business.name}`}
          src={`https://maps.google.com/maps?q=${latitude},${longitude}&z=${MAP_ZOOM}&output=embed`}
          width={600}
          height={320}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-72 w-full rounded-lg border-0 bg-slate-100 md:h-80"
        />
      ) : null}
      {link ? (
        <ExternalLink
          href={link}
          className={`mt-3 inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
        >
          <span aria-hidden="true">🗺️</span>
          Open in Google Maps
        </ExternalLink>
      ) : null}
    </DetailCard>
  );
}
