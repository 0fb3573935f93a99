import { EARTH_RADIUS_KM, toDegrees, toRadians } from "./great-circle";

/** A latitude/longitude rectangle in degrees, west ≤ east. */
export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Keeps rounding at the box's edge from leaving out a business that lies
 * exactly on the circle: about a millimetre, the exact distance filters after.
 */
const EDGE_MARGIN_DEG = 1e-8;


/**
 * The rectangles that hold every point within `radiusKm` of (lat, lng): what
 * the GiST index on `geo` (x = longitude, y = latitude) can look up before
 * the exact great-circle distance is computed.
 *
 * The circle spans radius/R in latitude; in longitude it is widest away from
 * its centre's parallel, at ±asin(sin(r) / cos(lat)). A circle reaching a pole
 * takes every longitude. A rectangle crossing ±180° is split in two, one on
 * each side of the antimeridian.
 */
export function radiusBoxes(lat: number, lng: number, radiusKm: number): GeoBox[] {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const south = lat - toDegrees(angular) - EDGE_MARGIN_DEG;
  const north = lat + toDegrees(angular) + EDGE_MARGIN_DEG;
  if (south <= -90 || north >= 90) {
    return [{ south: Math.max(south, -90), west: -180, north: Math.min(north, 90), east: 180 }];
  }
  const ratio = Math.sin(angular) / Math.cos(toRadians(lat));
  const halfWidth = ratio >= 1 ? 180 : toDegrees(Math.asin(ratio)) + EDGE_MARGIN_DEG;
  if (halfWidth >= 180) return [{ south, west: -180, north, east: 180 }];
  const west = lng - halfWidth;
  const east = lng + halfWidth;
  if (west < -180) return [{ south, west: west + 360, north, east: 180 }, { south, west: -180, north, east }];
  if (east > 180) return [{ south, west, north, east: 180 }, { south, west: -180, north, east: east - 360 }];
  return [{ south, west, north, east }];
}
