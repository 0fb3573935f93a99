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
