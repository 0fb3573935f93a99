// The public shape of a business, as the API answers and the pages render it.
// Browser-safe: pages import these types; the server serializer produces them.

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  icon: string;
}

export interface Review {
  id: number;
  authorName: string | null;
  rating: number | null;
  comment: string | null;
  /** null for an imported review whose file gave no date */
  createdAt: string | null;
}

export interface Business {
  id: number;
  slug: string;
  name: string;
  categoryId: number | null;
  category: CategoryRef | null;
  type: string | null;
  /** decimal string such as "4.5", or null when the place has no rating */
  rating: string | null;
  reviewCount: number;
  address: string | null;
  street: string | null;
  city: string | null;
  /** slug of the city page (/city/{citySlug}); null when the business is not linked to a city */
  citySlug: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** weekday name -> text such as "9AM–5PM", "Closed", "Open 24 hours" */
  workingHours: Record<string, string>;
  photoUrl: string | null;
  imageUrl: string | null;
  locationLink: string | null;
  orderLink: string | null;
  menuLink: string | null;
  reservationLink: string | null;
  reviewsLink: string | null;
  isVerified: boolean;
  /** the listing's own open/closed flag, set by staff; see openNow for the clock */
  isOpen: boolean;
  /** open at the moment of the answer, from workingHours in the business's time zone; false when businessStatus is a closed one; null when unknown */
  openNow: boolean | null;
  businessStatus: string;
  priceRange: string | null;
  timeZone: string | null;
  placeId: string | null;
  globalRowNumber: number;
  createdAt: string;
  updatedAt: string;
  /** great-circle km from the searched point, to the metre: only in a distance search (`near`) */
  distanceKm?: number;
}

export interface BusinessDetail extends Business {
  /** sanitized HTML */
  description: string | null;
  /** section -> feature -> true / false / text */
  about: Record<string, Record<string, boolean | string>>;
  reviews: Review[];
}

export interface NearbyBusiness extends Business {
  distanceKm: number;
}

export interface BusinessPage {
  businesses: Business[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * What a listing card, a nearby line and a map marker show. Pages hand their lists to the
 * browser in this shape: the whole business (hours, links, address parts, dates) would be
 * serialised into every page for hydration and sent again with each navigation, for nothing.
 */
export type CardBusiness = Pick<
  Business,
  | "id"
  | "slug"
  | "name"
  | "category"
  | "type"
  | "rating"
  | "reviewCount"
  | "address"
  | "latitude"
  | "longitude"
  | "phone"
  | "photoUrl"
  | "imageUrl"
  | "openNow"
  | "businessStatus"
  | "distanceKm"
>;

/** The card of a business; a distance search's `distanceKm` comes along (a number for a nearby list). */
export function toCardBusiness<T extends CardBusiness>(business: T): CardBusiness & Pick<T, "distanceKm"> {
  const { id, slug, name, category, type, rating, reviewCount, address, latitude, longitude, phone, photoUrl, imageUrl, openNow, businessStatus, distanceKm } =
    business;
  const card: CardBusiness = { id, slug, name, category, type, rating, reviewCount, address, latitude, longitude, phone, photoUrl, imageUrl, openNow, businessStatus };
  // Only a distance search has distances; the key stays absent otherwise, as in the API.
  if (distanceKm !== undefined) card.distanceKm = distanceKm;
  return card as CardBusiness & Pick<T, "distanceKm">;
}

export const toCardBusinesses = <T extends CardBusiness>(businesses: T[]) => businesses.map((business) => toCardBusiness(business));
