// The part every Locus map shares: Leaflet with its stylesheet, the configured
// tiles and their credit. Loaded only through a dynamic import() from a
// component's effect: Leaflet touches `window` when it loads, and pages
// without a map should not download it.
import * as L from "leaflet/dist/leaflet-src.esm.js";
import "leaflet/dist/leaflet.css";
import { MAX_ZOOM } from "~/lib/map-area";
import type { MapSettings } from "~/lib/map-settings";

export { L };

/** Below this the whole world is smaller than a desktop map. */
const MIN_MAP_ZOOM = 1;

export function createBaseMap(element: HTMLElement, settings: MapSettings): L.Map {
  const map = L.map(element, { minZoom: MIN_MAP_ZOOM, maxZoom: MAX_ZOOM, worldCopyJump: true });
  // Without a network for tiles (tests, offline) the markers still show over the blank background.
  L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  return map;
}

/**
 * The longitude's copy nearest the map's centre: a map scrolled across the
 * antimeridian shows longitudes past ±180, where a marker at its plain
 * longitude would sit one world away, out of sight.
 */
export function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
