// Schema.org LocalBusiness for a business page. Only facts the listing has
// are stated: a field without data is left out rather than sent empty, so
// search engines never read a blank phone number or a zero rating.
import type { BusinessDetail } from "./business";
import { isClosedStatus } from "./business-status";
import { openingHoursSpecification } from "./opening-hours-spec";
import { photoChain } from "./photo";

/** The spec's metadata defaults: a listing without a price range reads "$$", without a country "UK". */
export const DEFAULT_PRICE_RANGE = "$$";
export const DEFAULT_ADDRESS_COUNTRY = "UK";

export type LocalBusinessInput = Pick<
  BusinessDetail,
  | "name" | "address" | "street" | "city" | "state" | "postalCode" | "country" | "countryCode"
  | "phone" | "email" | "website" | "photoUrl" | "imageUrl" | "description" | "rating" | "reviewCount"
  | "latitude" | "longitude" | "workingHours" | "priceRange" | "locationLink" | "businessStatus"
>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of sanitized HTML: block ends become spaces, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/h\d|\/li|\/blockquote|hr)[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? whole;
      const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Drops keys whose value is undefined, null or an empty string/array. */
function present(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function postalAddress(business: LocalBusinessInput): Record<string, unknown> | undefined {
  const street = business.street ?? business.address;
  if (!street && !business.city && !business.postalCode && !business.state) return undefined;
  return present({
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: business.city,
    addressRegion: business.state,
    postalCode: business.postalCode,
    addressCountry: business.countryCode ?? business.country ?? DEFAULT_ADDRESS_COUNTRY,
  });
}

function aggregateRating(business: LocalBusinessInput): Record<string, unknown> | undefined {
  const value = Number(business.rating);
  // Search engines reject a rating without reviews behind it.
  if (!(value > 0) || business.reviewCount <= 0) return undefined;
  return { "@type": "AggregateRating", ratingValue: value, reviewCount: business.reviewCount, bestRating: 5, worstRating: 1 };
}

function geo(business: LocalBusinessInput): Record<string, unknown> | undefined {
  if (business.latitude === null || business.longitude === null) return undefined;
  return { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude };
}

/** The LocalBusiness block; `pageUrl` is the canonical URL of the business page. */
export function localBusinessJsonLd(business: LocalBusinessInput, pageUrl: string): Record<string, unknown> {
  return present({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${pageUrl}#business`,
    name: business.name,
    url: pageUrl,
    image: photoChain(business),
    description: business.description ? htmlToText(business.description) : undefined,
    address: postalAddress(business),
    telephone: business.phone,
    email: business.email,
    sameAs: business.website,
    hasMap: business.locationLink,
    geo: geo(business),
    aggregateRating: aggregateRating(business),
    // A closed business's stored hours are those it kept before closing: stating
    // them would tell search engines it opens on those days.
    openingHoursSpecification: isClosedStatus(business.businessStatus) ? undefined : openingHoursSpecification(business.workingHours),
    priceRange: business.priceRange || DEFAULT_PRICE_RANGE,
  });
}
