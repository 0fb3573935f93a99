import { PlaceMap } from "~/components/map/place-map";
import { useMapSettings } from "~/components/map/use-map-settings";
import type { Business } from "~/lib/business";
import { toMapPoint, type Mappable } from "~/lib/map-point";
import type { MapSettings } from "~/lib/map-settings";
import { PLACE_ZOOM } from "~/lib/map-start";
import { DetailCard } from "./detail-card";
import { ExternalLink } from "./external-link";
import { FOCUS_RING, mapsUrl } from "./links";

type MapCardBusiness = Mappable & Pick<Business, "locationLink">;

interface MapCardProps {
  business: MapCardBusiness;
  /** shown as markers around the business on Locus's own map (MAP_PROVIDER=osm) */
  nearby?: readonly Mappable[];
}

/** The Location & Map card with the map the server is configured for. */
export function MapCard(props: MapCardProps) {
  return <LocationCard {...props} settings={useMapSettings()} />;
}

/**
 * The map where the listing has coordinates (Google's embedded map by default,
 * the configured tile map with the nearby businesses under MAP_PROVIDER=osm),
 * and the link to Google Maps.
 */
export function LocationCard({ business, nearby = [], settings }: MapCardProps & { settings: MapSettings }) {
  const link = mapsUrl(business);
  const place = toMapPoint(business);
  if (!place && !link) return null;
  return (
    <DetailCard id="map-title" title="Location & Map">
      {place && settings.provider === "osm" ? (
        <PlaceMap settings={settings} place={place} nearby={nearby.map(toMapPoint).filter((point) => point !== null)} />
      ) : place ? (
        <iframe
          title={`Map showing the location of ${business.name}`}
          src={`https://maps.google.com/maps?q=${place.latitude},${place.longitude}&z=${PLACE_ZOOM}&output=embed`}
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
