// The `bbox` of a map request: W,S,E,N in decimal degrees, as the map's view reports it.
import { z } from "zod";
import { DECIMAL } from "../businesses/list-parameters";
import { MAX_LATITUDE } from "./tile-math";

/** The box as given; `west > east` means it crosses the antimeridian. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** One side of the antimeridian (west <= east), latitudes as the map draws them (see boxParts). */
export type BoxPart = MapBox;

export const bboxSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const parts = text.split(",").map((part) => part.trim());
    if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
      ctx.addIssue({ code: "custom", message: "must be W,S,E,N in decimal degrees, e.g. 26,36,45,42" });
      return z.NEVER;
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
    if ([west, east].some((lng) => lng < -180 || lng > 180)) {
      ctx.addIssue({ code: "custom", message: "longitudes must be between -180 and 180" });
    }
    if ([south, north].some((lat) => lat < -90 || lat > 90)) {
      ctx.addIssue({ code: "custom", message: "latitudes must be between -90 and 90" });
    } else if (south > north) {
      ctx.addIssue({ code: "custom", message: "south must not be north of north" });
    }
    return { west, south, east, north };
  });

/**
 * The box split at the antimeridian when it crosses it, with its latitudes as Web Mercator
 * draws them: clamped to ±85.0511°, and an edge at the Mercator limit reaches the pole, since
 * the map draws businesses beyond the limit on its edge.
 */
export function boxParts(box: MapBox): BoxPart[] {
  const south = box.south <= -MAX_LATITUDE ? -90 : Math.min(box.south, MAX_LATITUDE);
  const north = box.north >= MAX_LATITUDE ? 90 : Math.max(box.north, -MAX_LATITUDE);
  if (box.west <= box.east) return [{ west: box.west, south, east: box.east, north }];
  return [
    { west: box.west, south, east: 180, north },
    { west: -180, south, east: box.east, north },
  ];
}
