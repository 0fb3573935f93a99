// Where a results map opens. Browser-safe and free of Leaflet, so the choice
// is tested without a browser.
import { bboxCenter, parseBbox, parseLatLng, parseZoom, type LatLng } from "./map-area";

/** About a city's width on a desktop map. */
export const CITY_ZOOM = 11;
/** One business: a few streets around it. */
export const PLACE_ZOOM = 15;
/** The distance search's radius when the address gives none (km), as the API has it. */
export const DEFAULT_NEAR_RADIUS_KM = 10;
const WORLD_VIEW = { kind: "view", center: { lat: 20, lng: 0 }, zoom: 2 } as const;

export type MapStart =
  | { kind: "view"; center: LatLng; zoom: number }
  | { kind: "circle"; center: LatLng; radiusKm: number }
  | { kind: "bounds"; south: number; west: number; north: number; east: number };

interface Located {
  latitude: number | null;
  longitude: number | null;
}

const isPlaced = (item: Located): item is { latitude: number; longitude: number } =>
  item.latitude != null && item.longitude != null;

function radiusOf(text: string | null): number {
  const radius = Number(text);
  return text && radius > 0 && radius <= 200 ? radius : DEFAULT_NEAR_RADIUS_KM;
}

/**
 * The first view of a results map: the area the visitor last searched (the
 * address's `bbox` and `zoom`), else the distance search's circle (in the map's
 * `filters`), else the page's place (a city), else the bounds of the page's
 * results, else the world.
 */
export function mapStart(
  params: URLSearchParams,
  filters: URLSearchParams,
  place: Located | null,
  results: readonly Located[],
): MapStart {
  const area = parseBbox(params.get("bbox"));
  const zoom = parseZoom(params.get("zoom"));
  if (area && zoom !== null) return { kind: "view", center: bboxCenter(area), zoom };
  const near = parseLatLng(filters.get("near"));
  if (near) return { kind: "circle", center: near, radiusKm: radiusOf(filters.get("radius")) };
  if (place?.latitude != null && place.longitude != null) {
    return { kind: "view", center: { lat: place.latitude, lng: place.longitude }, zoom: CITY_ZOOM };
  }
  const points = results.filter(isPlaced);
  if (points.length === 0) return WORLD_VIEW;
  const lats = points.map((point) => point.latitude);
  const lngs = points.map((point) => point.longitude);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  if (south === north && west === east) return { kind: "view", center: { lat: south, lng: west }, zoom: PLACE_ZOOM };
  return { kind: "bounds", south, west, north, east };
}
