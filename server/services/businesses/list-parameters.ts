import { z } from "zod";

/** The radius of a distance search when none is given, and the largest one allowed (km). */
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 200;
export const PRICE_RANGES = ["$", "$$", "$$$", "$$$$"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** An empty value (`?near=`) means "not given", as pages send it. */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

/** A decimal number as query strings carry coordinates: `41`, `-0.5`, `.5`. */
export const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** `near=LAT,LNG` in decimal degrees, e.g. `near=41.0082,28.9784`. */
export const nearSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const parts = text.split(",").map((part) => part.trim());
    if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) {
      ctx.addIssue({ code: "custom", message: "must be LAT,LNG in decimal degrees, e.g. 41.0082,28.9784" });
      return z.NEVER;
    }
    const [lat, lng] = parts.map(Number) as [number, number];
    if (lat < -90 || lat > 90) ctx.addIssue({ code: "custom", message: "latitude must be between -90 and 90" });
    if (lng < -180 || lng > 180) ctx.addIssue({ code: "custom", message: "longitude must be between -180 and 180" });
    return { lat, lng };
  });

export const radiusSchema = z.coerce
  .number()
  .gt(0, "must be more than 0 km")
  .max(MAX_RADIUS_KM, `must be at most ${MAX_RADIUS_KM} km`);

export const minRatingSchema = z.coerce.number().min(0).max(5);

/**
 * A parameter that may be given once or repeated (`?feature=a&feature=b`), as a
 * list without repeats. Empty values are left out, as pages send them for "any".
 */
const repeatable = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z.preprocess(
    (value) => {
      const values = (Array.isArray(value) ? value : [value]).filter((one) => !(typeof one === "string" && one.trim() === ""));
      return values.length ? values : undefined;
    },
    z.array(item).max(max).transform((values) => [...new Set(values)]).optional(),
  );

export const priceRangesSchema = repeatable(z.enum(PRICE_RANGES), PRICE_RANGES.length);

export const featuresSchema = repeatable(z.string().trim().max(120), 20);
