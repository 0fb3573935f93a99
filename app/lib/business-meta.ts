// Title, description and breadcrumb trail of a business page, shared by the
// page itself and its metadata so the visible trail and the BreadcrumbList agree.
import type { Business, BusinessDetail } from "./business";
import { htmlToText } from "./business-json-ld";

/** "/city/new-york": the city's own slug, else the spec's rule (lower case, spaces as dashes). */
export function cityPath(business: Pick<Business, "city" | "citySlug">): string | null {
  if (business.citySlug) return `/city/${business.citySlug}`;
  if (!business.city) return null;
  return `/city/${encodeURIComponent(business.city.trim().toLowerCase().replace(/\s+/g, "-"))}`;
}

export function businessPath(business: Pick<Business, "slug">): string {
  return `/business/${business.slug}`;
}

/** Home, city, category, business: [name, path] pairs; missing city or category are skipped. */
export function businessCrumbs(business: Pick<Business, "name" | "slug" | "city" | "citySlug" | "category">): [string, string][] {
  const crumbs: [string, string][] = [["Home", "/"]];
  const city = cityPath(business);
  if (business.city && city) crumbs.push([business.city, city]);
  if (business.category) crumbs.push([business.category.name, `/category/${business.category.slug}`]);
  crumbs.push([business.name, businessPath(business)]);
  return crumbs;
}

/** "Mario's Pizzeria - Pizza restaurant in Istanbul | Updated November 2026" (always ends with the month). */
export function businessTitle(business: Pick<Business, "name" | "city" | "category">, updatedMonth: string): string {
  const category = business.category ? ` - ${business.category.name}` : "";
  const city = business.city ? ` in ${business.city}` : "";
  return `${business.name}${category}${city} | Updated ${updatedMonth}`;
}

/** The listing's own description as text, else a sentence built from its facts (pageMeta cuts it to 160). */
export function businessDescription(
  business: Pick<BusinessDetail, "name" | "description" | "city" | "country" | "category" | "rating" | "reviewCount">,
): string {
  const own = business.description ? htmlToText(business.description) : "";
  if (own) return own;
  const what = business.category ? business.category.name.toLowerCase() : "local business";
  const article = /^[aeiou]/.test(what) ? "an" : "a";
  const where = [business.city, business.country].filter(Boolean).join(", ");
  const rated = Number(business.rating) > 0 ? ` Rated ${business.rating}/5 from ${business.reviewCount} reviews.` : "";
  return `${business.name} is ${article} ${what}${where ? ` in ${where}` : ""}.${rated} Opening hours, contact details, map and reviews.`;
}
