import type { Business } from "./business";
import type { MapPoint } from "./map-answer";

export type Mappable = Pick<Business, "id" | "slug" | "name" | "latitude" | "longitude" | "rating" | "category">;

/** A listed business as a map marker, or null when it has no coordinates. */
export function toMapPoint(business: Mappable): MapPoint | null {
  const { id, slug, name, latitude, longitude, rating, category } = business;
  if (latitude === null || longitude === null) return null;
  return { id, slug, name, latitude, longitude, rating, category };
}
