import { z } from "zod";
import { businessListFieldsSchema } from "../businesses/business-query";
import { blankAsUnset } from "../businesses/list-parameters";
import { bboxSchema } from "./map-box";

/** The deepest zoom of the map (street level and beyond). */
export const MAX_ZOOM = 22;

const ZOOM_RANGE = `must be a whole number from 0 to ${MAX_ZOOM}`;

/** "is required" when the parameter is missing, else `message` (it was repeated). */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : message;

/**
 * `GET /api/map`: the box and zoom of the map's view, and any filter of the businesses list
 * (its paging and sorting mean nothing on a map).
 */
const listFilters = businessListFieldsSchema.omit({ sortBy: true, sortOrder: true, limit: true, offset: true });

export const mapQuerySchema = listFilters.extend({
  bbox: blankAsUnset(z.string({ error: requiredOr("must be given once: W,S,E,N") }).pipe(bboxSchema)),
  zoom: blankAsUnset(
    z.string({ error: requiredOr(ZOOM_RANGE) })
      .transform(Number)
      .pipe(z.number({ error: ZOOM_RANGE }).int(ZOOM_RANGE).min(0, ZOOM_RANGE).max(MAX_ZOOM, ZOOM_RANGE)),
  ),
});

export type MapQuery = z.infer<typeof mapQuerySchema>;
