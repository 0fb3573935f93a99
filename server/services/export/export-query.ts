import { z } from "zod";
import { EXPORT_RANGE_MESSAGE, EXPORT_TOO_MANY_MESSAGE } from "../../../app/lib/admin/range-export";
import { EXPORT_MAX_ROWS } from "./read-export-batches";

export { EXPORT_RANGE_MESSAGE, EXPORT_TOO_MANY_MESSAGE };
const CATEGORY_MESSAGE = "Geçersiz kategori";
const COUNTRY_MESSAGE = "Geçersiz ülke kodu (iki harf, örn: TR)";
const FORMAT_MESSAGE = "Geçersiz dosya biçimi (xlsx veya csv)";

export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// A form left empty sends `startIndex=`: that is "no bound", not a bad one.
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** A 1-based row number: digits only, so "1e3", "-1" and "2.5" are refused, not coerced. */
const rowNumberSchema = z
  .string({ error: EXPORT_RANGE_MESSAGE })
  .trim()
  .regex(/^\d+$/, EXPORT_RANGE_MESSAGE)
  .transform(Number)
  .pipe(z.number().int(EXPORT_RANGE_MESSAGE).min(1, EXPORT_RANGE_MESSAGE).max(Number.MAX_SAFE_INTEGER, EXPORT_RANGE_MESSAGE));

const categoryIdSchema = z
  .string({ error: CATEGORY_MESSAGE })
  .regex(/^\d{1,9}$/, CATEGORY_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, CATEGORY_MESSAGE));

const countryCodeSchema = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .regex(/^[A-Za-z]{2}$/, COUNTRY_MESSAGE)
  .transform((code) => code.toUpperCase());

/**
 * GET /api/export-businesses query: an optional global row number range
 * (both bounds or neither, 1-based, inclusive), optional category and
 * country filters, and the file format.
 */
export const exportQuerySchema = z
  .object({
    startIndex: z.preprocess(blankAsMissing, rowNumberSchema.optional()),
    endIndex: z.preprocess(blankAsMissing, rowNumberSchema.optional()),
    categoryId: z.preprocess(blankAsMissing, categoryIdSchema.optional()),
    countryCode: z.preprocess(blankAsMissing, countryCodeSchema.optional()),
    format: z.preprocess(blankAsMissing, z.enum(EXPORT_FORMATS, { error: FORMAT_MESSAGE }).default("xlsx")),
  })
  .superRefine((query, ctx) => {
    const { startIndex: start, endIndex: end } = query;
    if ((start === undefined) !== (end === undefined) || (start !== undefined && end !== undefined && start > end)) {
      ctx.addIssue({ code: "custom", path: [start === undefined ? "startIndex" : "endIndex"], message: EXPORT_RANGE_MESSAGE });
    } else if (start !== undefined && end !== undefined && end - start + 1 > EXPORT_MAX_ROWS) {
      ctx.addIssue({ code: "custom", path: ["endIndex"], message: EXPORT_TOO_MANY_MESSAGE });
    }
  })
  .transform(({ startIndex, endIndex, ...rest }) => ({
    ...rest,
    range: startIndex !== undefined && endIndex !== undefined ? { start: startIndex, end: endIndex } : null,
  }));

export type ExportQuery = z.output<typeof exportQuerySchema>;
