// Slug rules shared by every writer of slugs (seed, import, admin edits) and by
// links built in the browser, so a URL made anywhere finds the same record.

import { foldText } from "./fold-text";

export const MAX_SLUG_LENGTH = 80;

/**
 * Lower-case ASCII words joined by single dashes: "Café São Paulo" -> "cafe-sao-paulo".
 * Returns "" when nothing Latin is left (a name written only in another script);
 * callers then choose their own fallback.
 */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const ascii = foldText(text)
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+[^-]*$/, "") || slug.slice(0, maxLength);
}

/** Appends "-2", "-3" ... until `isTaken` says the slug is free. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** Slug of a business page: name and city, so "Starbucks" in two cities reads well. */
export function businessSlugBase(name: string, city?: string | null): string {
  const base = slugify([name, city].filter(Boolean).join(" "));
  return base || "business";
}

/** Slug of a city page; a name shared by cities of several countries is told apart by country code. */
export function citySlugBase(name: string, countryCode?: string | null, disambiguate = false): string {
  const base = slugify(name) || "city";
  return disambiguate && countryCode ? `${base}-${countryCode.toLowerCase()}` : base;
}
