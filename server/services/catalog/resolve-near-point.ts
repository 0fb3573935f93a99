import type { NearPoint } from "../../../app/lib/near";
import type { AppContext } from "../../context";
import { blankAsUnset, DEFAULT_RADIUS_KM, nearSchema, radiusSchema } from "../businesses/list-parameters";
import { getCityBySlug } from "./list-cities";

/** The distance search as the URL gives it, for the list query to validate. */
export interface NearQuery {
  near?: string;
  radius?: string;
}

export interface NearResolution {
  /** where the search starts; null without a distance search or when the URL's point is refused */
  point: NearPoint | null;
  /** the `nearCity` text when it names no city with coordinates: the page explains instead of listing */
  unknownCity: string | null;
  query: NearQuery;
}

const radiusFieldSchema = blankAsUnset(radiusSchema.default(DEFAULT_RADIUS_KM));

/**
 * The search page's starting point: `near=LAT,LNG` as the list API takes it,
 * else `nearCity` (a city's slug or name, looked up as the city filter is)
 * turned into that city's coordinates. The raw values go to the list query,
 * which refuses what the API would (an empty page, never an error).
 */
export async function resolveNearPoint(ctx: AppContext, params: URLSearchParams): Promise<NearResolution> {
  const near = params.get("near")?.trim() ?? "";
  const cityText = params.get("nearCity")?.trim().slice(0, 120) ?? "";
  const radius = params.get("radius") ?? undefined;
  const parsedRadius = radiusFieldSchema.safeParse(radius);
  const radiusKm = parsedRadius.success ? parsedRadius.data : DEFAULT_RADIUS_KM;
  if (near) {
    const point = nearSchema.safeParse(near);
    return {
      point: point.success ? { ...point.data, radiusKm, cityName: null } : null,
      unknownCity: null,
      query: { near, radius },
    };
  }
  if (!cityText) return { point: null, unknownCity: null, query: { radius } };
  const city = await getCityBySlug(ctx, cityText);
  if (city?.latitude == null || city.longitude == null) {
    return { point: null, unknownCity: cityText, query: { radius } };
  }
  const point = { lat: city.latitude, lng: city.longitude, radiusKm, cityName: city.name };
  return { point, unknownCity: null, query: { near: `${point.lat},${point.lng}`, radius } };
}
