// Rows of the map's queries as the API's clusters and points.
import type { MapAnswer, MapCluster, MapPoint } from "../../../app/lib/map-answer";
import { serializeCategoryRef } from "../businesses/serialize-business";

/** A business drawn on its own, with its category. */
export interface MapPointRow {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  rating: string | null;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  category_icon: string | null;
}

/** A display cell: its business when it holds one (id set), else only its sums. */
export type MapCellRow = { count: number; lat_sum: number; lng_sum: number } & (MapPointRow | NullFields<MapPointRow>);
type NullFields<T> = { [K in keyof T]: null };

/** A cluster's position to 0.1 m: more digits would only lengthen the answer. */
const MICRODEGREES = 1e6;
const round = (degrees: number) => Math.round(degrees * MICRODEGREES) / MICRODEGREES;

export function toMapPoint(row: MapPointRow): MapPoint {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating,
    category: serializeCategoryRef(row),
  };
}

export function cellsToAnswer(rows: readonly MapCellRow[]): MapAnswer {
  const clusters: MapCluster[] = [];
  const points: MapPoint[] = [];
  let total = 0;
  for (const row of rows) {
    total += row.count;
    if (row.id !== null && row.count === 1) points.push(toMapPoint(row));
    else {
      const { count, lat_sum: latSum, lng_sum: lngSum } = row;
      clusters.push({ latitude: round(latSum / count), longitude: round(lngSum / count), count });
    }
  }
  return { total, clusters, points };
}
