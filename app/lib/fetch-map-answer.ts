// /api/map's answer, checked where it enters the browser: the map draws only
// what has the promised shape. Imported by the lazily loaded map code only, so
// zod stays out of the pages' first bundle.
import { z } from "zod";
import { apiErrorOf } from "./api-error";
import type { MapAnswer } from "./map-answer";

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

const clusterSchema = z.object({ latitude, longitude, count: z.number().int().positive() });

const mapPointSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  latitude,
  longitude,
  /** a decimal string such as "4.5", or null */
  rating: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), icon: z.string() }).nullable(),
});

/** Clusters' counts plus the points add up to `total`, the businesses in the area. */
const mapAnswerSchema = z.object({
  total: z.number().int().min(0),
  clusters: z.array(clusterSchema),
  points: z.array(mapPointSchema),
}) satisfies z.ZodType<MapAnswer>;

/** GET /api/map; a refusal throws the API's error (its `{ error }` as the message). */
export async function fetchMapAnswer(url: string, signal: AbortSignal): Promise<MapAnswer> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw await apiErrorOf(response);
  const answer = mapAnswerSchema.safeParse(await response.json());
  if (!answer.success) throw new Error("The map's data could not be read.");
  return answer.data;
}
