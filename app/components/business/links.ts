// Link helpers shared by the business page's cards.
import type { Business } from "~/lib/business";

/** Attributes of every link that leaves the site: a new tab that gets no handle on this page. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Visible keyboard focus for links and buttons drawn as buttons. */
export const FOCUS_RING =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";

/** tel: URL with only digits and a leading plus, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The listing's maps link, else a Google Maps search for its coordinates; null without either. */
export function mapsUrl(business: Pick<Business, "locationLink" | "latitude" | "longitude">): string | null {
  if (business.locationLink) return business.locationLink;
  if (business.latitude === null || business.longitude === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${business.latitude},${business.longitude}`;
}

/** A maps link for the address block: as above, else a search for name and address. */
export function addressMapsUrl(business: Pick<Business, "name" | "address" | "locationLink" | "latitude" | "longitude">): string | null {
  const direct = mapsUrl(business);
  if (direct || !business.address) return direct;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${business.address}`)}`;
}

/** "example.com" for a website URL; the URL itself when it does not parse. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
