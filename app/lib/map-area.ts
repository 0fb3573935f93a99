// The map's visible area as /api/map takes it (`bbox=W,S,E,N`, west greater
// than east when the area crosses the antimeridian), and the same area read
// back from a page address. Browser-safe.

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export const WORLD: Bbox = { west: -180, south: -90, east: 180, north: 90 };
/** The zoom levels of the tile maps (OpenStreetMap's range). */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;
/** About 1 m: enough for an address, short enough to share. */
const DECIMALS = 5;

const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));
/** Into [-180, 180): a map scrolled round the world shows longitudes past 180. In range stays exact. */
const wrapWest = (lng: number) => (lng >= -180 && lng < 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);
/** Into (-180, 180]: an area that ends at the antimeridian ends at 180, not -180. */
const wrapEast = (lng: number) => -wrapWest(-lng);

/**
 * The area between two corners as the map reports them (longitudes may run
 * past ±180 on a map scrolled round the world): wrapped into range, the whole
 * width of the world when the map shows all of it.
 */
export function normalizeBbox(area: Bbox): Bbox {
  const south = clampLatitude(Math.min(area.south, area.north));
  const north = clampLatitude(Math.max(area.south, area.north));
  if (area.east - area.west >= 360) return { west: -180, south, east: 180, north };
  return { west: wrapWest(area.west), south, east: wrapEast(area.east), north };
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

export function bboxParam(area: Bbox): string {
  return [area.west, area.south, area.east, area.north].map(round).join(",");
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** `W,S,E,N` in range, or null: an address is read forgivingly, a bad value means "no area". */
export function parseBbox(text: string | null): Bbox | null {
  const parts = (text ?? "").split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90;
  return inRange && south <= north ? { west, south, east, north } : null;
}

/** `LAT,LNG` as the list's `near` parameter has it, or null. */
export function parseLatLng(text: string | null): LatLng | null {
  const parts = (text ?? "").split(",").map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A whole zoom level within the tiles' range, or null. */
export function parseZoom(text: string | null): number | null {
  if (!text || !/^\d{1,2}$/.test(text.trim())) return null;
  const zoom = Number(text);
  return zoom >= MIN_ZOOM && zoom <= MAX_ZOOM ? zoom : null;
}

/** The middle of an area, across the antimeridian when west is greater than east. */
export function bboxCenter(area: Bbox): LatLng {
  const east = area.east < area.west ? area.east + 360 : area.east;
  return { lat: (area.south + area.north) / 2, lng: wrapWest((area.west + east) / 2) };
}
