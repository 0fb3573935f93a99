import type { Business, BusinessDetail, CategoryRef, Review } from "../../../app/lib/business";
import { openNowFor } from "../../../app/lib/business-status";
import type { ReviewRow } from "../../db/types";
import { sanitizeDescription } from "../html/sanitize-description";
import type { BusinessDetailRow, BusinessListRow } from "./business-select";

/** The one place a database row becomes the API's Business (camelCase, rating as a decimal string). */
export function serializeBusiness(row: BusinessListRow, now = new Date()): Business {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    categoryId: row.category_id,
    category: serializeCategoryRef(row),
    type: row.type,
    rating: row.rating,
    reviewCount: row.review_count,
    address: row.address,
    street: row.street,
    city: row.city,
    citySlug: row.city_slug ?? null,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    workingHours: row.working_hours ?? {},
    photoUrl: row.photo_url,
    imageUrl: row.image_url,
    locationLink: row.location_link,
    orderLink: row.order_link,
    menuLink: row.menu_link,
    reservationLink: row.reservation_link,
    reviewsLink: row.reviews_link,
    isVerified: row.is_verified,
    isOpen: row.is_open,
    // A closed business is never open now, whatever hours it kept.
    openNow: openNowFor({ businessStatus: row.business_status, workingHours: row.working_hours, timeZone: row.time_zone }, now),
    businessStatus: row.business_status,
    priceRange: row.price_range,
    timeZone: row.time_zone,
    placeId: row.place_id,
    globalRowNumber: row.global_row_number,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A business's category as every answer carries it; null when it has none. */
export function serializeCategoryRef(
  row: Pick<BusinessListRow, "category_id" | "category_name" | "category_slug" | "category_icon">,
): CategoryRef | null {
  return row.category_id !== null && row.category_name !== null
    ? { id: row.category_id, name: row.category_name, slug: row.category_slug!, icon: row.category_icon! }
    : null;
}

export function serializeBusinessDetail(
  row: BusinessDetailRow,
  reviews: ReviewRow[],
  now = new Date(),
): BusinessDetail {
  return {
    ...serializeBusiness(row, now),
    description: sanitizeDescription(row.description),
    about: row.about ?? {},
    reviews: reviews.map(serializeReview),
  };
}

export function serializeReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.author_name,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at === null ? null : toIso(row.created_at),
  };
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
