// Response shapes of the public API, as JSON Schema for the OpenAPI document.
// They mirror the TypeScript types in app/lib/business.ts and app/lib/catalog.ts.
import { CONTACT_MAX_LENGTH } from "../../app/components/static/contact-fields";

const text = { type: ["string", "null"] } as const;
const number = { type: ["number", "null"] } as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const businessProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  name: { type: "string" },
  categoryId: { type: ["integer", "null"] },
  category: { oneOf: [ref("CategoryRef"), { type: "null" }] },
  type: text,
  rating: { type: ["string", "null"], pattern: "^\\d\\.\\d$", description: 'Decimal string such as "4.5"; null when unrated' },
  reviewCount: { type: "integer" },
  address: text, street: text, city: text,
  citySlug: { type: ["string", "null"], description: "Slug of the city page (/city/{citySlug}); null when the business has no city" },
  state: text, postalCode: text, country: text,
  countryCode: { type: ["string", "null"], description: "ISO 3166-1 alpha-2" },
  latitude: number, longitude: number, phone: text, email: text, website: text,
  workingHours: {
    type: "object",
    additionalProperties: { type: "string" },
    description: 'Weekday -> text such as "9AM–5PM", "11AM–3PM,5–9:30PM", "Closed", "Open 24 hours"',
  },
  photoUrl: text, imageUrl: text, locationLink: text, orderLink: text, menuLink: text,
  reservationLink: text, reviewsLink: text,
  isVerified: { type: "boolean" },
  isOpen: { type: "boolean", description: "The listing's open/closed flag set by staff" },
  openNow: { type: ["boolean", "null"], description: "Open at answer time, from workingHours in the business's time zone; false for a closed businessStatus; null when unknown" },
  businessStatus: { type: "string", description: "Lists put CLOSED_PERMANENTLY businesses last", examples: ["OPERATIONAL", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"] },
  priceRange: text,
  timeZone: { type: ["string", "null"], description: "IANA time zone" },
  placeId: text,
  globalRowNumber: { type: "integer", description: "Upload order" },
  createdAt: { type: "string", format: "date-time" },
  updatedAt: { type: "string", format: "date-time" },
};

export const componentSchemas = {
  Error: {
    type: "object",
    required: ["error"],
    properties: {
      error: { type: "string" },
      details: {
        type: "array",
        items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
      },
    },
  },
  CategoryRef: {
    type: "object",
    required: ["id", "name", "slug", "icon"],
    properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, icon: { type: "string" } },
  },
  Business: { type: "object", required: Object.keys(businessProperties), properties: businessProperties },
  BusinessDetail: {
    allOf: [
      ref("Business"),
      {
        type: "object",
        required: ["description", "about", "reviews"],
        properties: {
          description: { type: ["string", "null"], description: "Sanitized HTML; links open in a new tab" },
          about: {
            type: "object",
            description: "Section -> feature -> true / false / text",
            additionalProperties: { type: "object", additionalProperties: { type: ["boolean", "string"] } },
          },
          reviews: { type: "array", items: ref("Review"), description: "Most recent first, at most 10" },
        },
      },
    ],
  },
  NearbyBusiness: {
    allOf: [ref("Business"), { type: "object", required: ["distanceKm"], properties: { distanceKm: { type: "number" } } }],
  },
  Review: {
    type: "object",
    required: ["id", "authorName", "rating", "comment", "createdAt"],
    properties: {
      id: { type: "integer" },
      authorName: text,
      rating: { type: ["integer", "null"], minimum: 1, maximum: 5 },
      comment: text,
      // null for an imported review whose file gave no date
      createdAt: { type: ["string", "null"], format: "date-time" },
    },
  },
  BusinessPage: {
    type: "object",
    required: ["businesses", "total", "limit", "offset"],
    properties: {
      businesses: {
        type: "array",
        items: {
          allOf: [
            ref("Business"),
            { type: "object", properties: { distanceKm: { type: "number", description: "Great-circle km from `near`, to the metre; only in a distance search" } } },
          ],
        },
      },
      total: { type: "integer" },
      limit: { type: "integer" },
      offset: { type: "integer" },
    },
  },
  Stats: {
    type: "object",
    required: ["total", "categories", "cities", "countries", "verified", "averageRating", "reviews"],
    properties: {
      total: { type: "integer", description: "Number of businesses" },
      categories: { type: "integer", description: "Categories with at least one business" },
      cities: { type: "integer" },
      countries: { type: "integer" },
      verified: { type: "integer" },
      averageRating: { type: ["number", "null"] },
      reviews: { type: "integer", description: "Sum of review counts" },
    },
  },
  Category: {
    type: "object",
    required: ["id", "name", "slug", "icon", "businessCount"],
    properties: {
      id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, icon: { type: "string" },
      businessCount: { type: "integer" },
    },
  },
  City: {
    type: "object",
    required: ["id", "name", "slug", "country", "countryCode", "state", "latitude", "longitude", "timeZone", "businessCount"],
    properties: {
      id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, country: text, countryCode: text,
      state: text, latitude: number, longitude: number, timeZone: text, businessCount: { type: "integer" },
    },
  },
  Country: {
    type: "object",
    required: ["code", "name", "businessCount"],
    properties: { code: { type: "string" }, name: { type: "string" }, businessCount: { type: "integer" } },
  },
  HtmlInjectionCode: {
    type: "object",
    required: ["id", "name", "code", "position"],
    properties: {
      id: { type: "string" }, name: { type: "string" }, code: { type: "string", description: "HTML" },
      position: { type: "string", enum: ["head", "body-start", "body-end"] },
    },
  },
  ContactMessage: {
    type: "object",
    required: ["name", "email", "subject", "message"],
    description: "Leading and trailing spaces are trimmed; every field must be non-empty after that",
    properties: {
      name: { type: "string", minLength: 1, maxLength: CONTACT_MAX_LENGTH.name },
      email: { type: "string", format: "email", maxLength: CONTACT_MAX_LENGTH.email },
      subject: { type: "string", minLength: 1, maxLength: CONTACT_MAX_LENGTH.subject },
      message: { type: "string", minLength: 1, maxLength: CONTACT_MAX_LENGTH.message },
    },
  },
  ContactMessageCreated: {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer" } },
  },
};
