// A business page's own tile map (MAP_PROVIDER=osm): the business in the middle,
// its nearby businesses around it. Loaded lazily by place-map.tsx (see leaflet-base.ts).
import type { MapPoint } from "~/lib/map-answer";
import type { MapSettings } from "~/lib/map-settings";
import { CITY_ZOOM, PLACE_ZOOM } from "~/lib/map-start";
import { createBaseMap, L } from "./leaflet-base";
import { businessCard, pointMarker } from "./map-markers";

export interface PlaceMapOptions {
  settings: MapSettings;
  place: MapPoint;
  nearby: readonly MapPoint[];
  navigate(path: string): void;
}

const FIT_PADDING: L.PointExpression = [32, 32];

/**
 * Centred on the business at the spec's zoom, or further out, down to a city's
 * width, when that is what it takes to show the nearby businesses too (each
 * mirrored about the centre, so the business stays in the middle).
 */
function placeZoom(map: L.Map, place: MapPoint, nearby: readonly MapPoint[]): number {
  if (nearby.length === 0) return PLACE_ZOOM;
  const bounds = L.latLngBounds([[place.latitude, place.longitude]]);
  for (const point of nearby) {
    const dLat = point.latitude - place.latitude;
    const dLng = point.longitude - place.longitude;
    bounds.extend([place.latitude + dLat, place.longitude + dLng]);
    bounds.extend([place.latitude - dLat, place.longitude - dLng]);
  }
  // Nearby businesses further away than a city's width (another town) are left for the visitor to pan to.
  return Math.max(CITY_ZOOM, Math.min(PLACE_ZOOM, map.getBoundsZoom(bounds, false, L.point(FIT_PADDING))));
}

export function createPlaceMap(element: HTMLElement, options: PlaceMapOptions): { destroy(): void } {
  const { place, nearby } = options;
  const map = createBaseMap(element, options.settings);
  map.setView([place.latitude, place.longitude], placeZoom(map, place, nearby), { animate: false });
  pointMarker(place, place.longitude, () => businessCard(place, null), true).addTo(map);
  for (const point of nearby) {
    pointMarker(point, place.longitude, () => businessCard(point, options.navigate)).addTo(map);
  }
  return { destroy: () => map.remove() };
}
