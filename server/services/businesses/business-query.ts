import { z } from "zod";
import { databaseIdSchema } from "../../../app/lib/database-id";

export const PUBLIC_MAX_LIMIT = 100;
export const SORT_FIELDS = ["name", "rating", "city", "category", "reviewCount"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

const trimmed = z.string().trim();
/** An empty query-string value (`?search=`) means "no filter", as the spec's pages send it. */
const optionalText = (max: number) =>
  trimmed.max(max).optional().transform((value) => (value === "" ? undefined : value));

export const businessListQuerySchema = z.object({
  search: optionalText(200),
  categoryId: databaseIdSchema.optional(),
  category: optionalText(120),
  city: optionalText(120),
  countryCode: optionalText(2).pipe(
    z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO country code").optional(),
  ).transform((code) => code?.toUpperCase()),
  sortBy: z.enum(SORT_FIELDS).optional(),
  sortOrder: z.enum(["asc", "desc"]).optional(),
  limit: z.coerce.number().int().min(1).max(PUBLIC_MAX_LIMIT).default(12),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export type BusinessListQuery = z.infer<typeof businessListQuerySchema>;
