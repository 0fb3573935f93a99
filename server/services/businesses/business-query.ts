import { z } from "zod";
import { databaseIdSchema } from "../../../app/lib/database-id";
import {
  blankAsUnset,
  DEFAULT_RADIUS_KM,
  featuresSchema,
  minRatingSchema,
  nearSchema,
  openNowSchema,
  priceRangesSchema,
  radiusSchema,
} from "./list-parameters";

export const PUBLIC_MAX_LIMIT = 100;
export const SORT_FIELDS = ["name", "rating", "city", "category", "reviewCount"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** `distance` orders a distance search (`near`) only. */
export const LIST_SORTS = [...SORT_FIELDS, "distance"] as const;

const trimmed = z.string().trim();
/** An empty query-string value (`?search=`) means "no filter", as the spec's pages send it. */
const optionalText = (max: number) =>
  trimmed.max(max).optional().transform((value) => (value === "" ? undefined : value));

/** The parameters one by one; other lists pick theirs from here. */
export const businessListFieldsSchema = z.object({
  search: optionalText(200),
  categoryId: databaseIdSchema.optional(),
  category: optionalText(120),
  city: optionalText(120),
  countryCode: optionalText(2).pipe(
    z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO country code").optional(),
  ).transform((code) => code?.toUpperCase()),
  near: blankAsUnset(nearSchema.optional()),
  radius: blankAsUnset(radiusSchema.default(DEFAULT_RADIUS_KM)),
  minRating: blankAsUnset(minRatingSchema.optional()),
  priceRange: priceRangesSchema,
  feature: featuresSchema,
  openNow: blankAsUnset(openNowSchema.optional()),
  sortBy: z.enum(LIST_SORTS).optional(),
  sortOrder: z.enum(["asc", "desc"]).optional(),
  limit: z.coerce.number().int().min(1).max(PUBLIC_MAX_LIMIT).default(12),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const businessListQuerySchema = businessListFieldsSchema.refine((query) => query.sortBy !== "distance" || query.near, {
  path: ["sortBy"],
  message: "distance sorting needs near=LAT,LNG",
});

export type BusinessListQuery = z.infer<typeof businessListQuerySchema>;
