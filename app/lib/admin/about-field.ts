// The "about" field: features grouped by section ("Service options" ->
// "Delivery" -> true). The form edits it as text, API clients may send the
// object itself; both end up as the same sections. Browser-safe.
import { z } from "zod";

export type AboutSections = Record<string, Record<string, boolean | string>>;

export const ABOUT_MESSAGE = "Geçersiz özellik verisi: bölüm → özellik → değer biçiminde bir JSON nesnesi olmalı";
export const MAX_ABOUT_LENGTH = 20_000;

const key = z.string().trim().min(1).max(200);
const aboutSectionsSchema = z.record(key, z.record(key, z.union([z.boolean(), z.string().max(1000)])));

/** Sections from JSON text or an object; empty text or null means no features. */
// `.optional()` lets an object leave the key out; the transform still runs and answers {}.
export const aboutFieldSchema = z.unknown().optional().transform((value, ctx): AboutSections => {
  if (value === undefined || value === null) return {};
  let parsed: unknown = value;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return {};
    if (text.length > MAX_ABOUT_LENGTH) {
      ctx.addIssue({ code: "custom", message: `En fazla ${MAX_ABOUT_LENGTH} karakter olabilir` });
      return z.NEVER;
    }
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: ABOUT_MESSAGE });
      return z.NEVER;
    }
  }
  const result = aboutSectionsSchema.safeParse(parsed);
  if (!result.success || Array.isArray(parsed)) {
    ctx.addIssue({ code: "custom", message: ABOUT_MESSAGE });
    return z.NEVER;
  }
  return result.data;
});

/** The text the form shows: indented JSON, or "" when there are no features. */
export function aboutToText(about: AboutSections | null | undefined): string {
  if (!about || Object.keys(about).length === 0) return "";
  return JSON.stringify(about, null, 2);
}
