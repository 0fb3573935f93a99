// The answer of GET /api/map, as the map view renders it. Browser-safe types only.
import type { CategoryRef } from "./business";

/** Businesses close together on the map at this zoom, drawn where they are on average. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
}

/** A business drawn on its own. */
export interface MapPoint {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  /** decimal string such as "4.5", or null when the place has no rating */
  rating: string | null;
  category: CategoryRef | null;
}

/** Every business with coordinates in the box: `total` = the clusters' counts + the points. */
export interface MapAnswer {
  total: number;
  clusters: MapCluster[];
  points: MapPoint[];
}
