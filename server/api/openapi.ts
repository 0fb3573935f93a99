import { businessListQuerySchema } from "../services/businesses/business-query";
import { cityListQuerySchema } from "../services/catalog/list-cities";
import { nearbyQuerySchema, randomQuerySchema } from "./businesses";
import { adminPaths, adminSecuritySchemes, importJobSchema } from "./openapi-admin";
import { indexingPaths } from "./openapi-indexing";
import { mapPaths, mapSchemas } from "./openapi-map";
import { queryParameters } from "./openapi-parts";
import { categoriesPaths } from "./openapi-categories";
import { pricingPaths } from "./openapi-pricing";
import { settingsPaths } from "./openapi-settings";
import { componentSchemas } from "./openapi-schemas";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, description = "OK") => ({ description, content: { "application/json": { schema } } });
const errors = {
  400: json(ref("Error"), "Invalid parameters"),
  500: json(ref("Error"), "Unexpected server error"),
};
const notFound = { 404: json(ref("Error"), "Not found") };
const slugParameter = { name: "slug", in: "path", required: true, schema: { type: "string", maxLength: 200 } };

function buildDocument(siteUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Locus API",
      version: "1.0.0",
      description: "API of the Locus business directory: public reads, the contact form and the back office. Errors are `{ error, details? }`.",
    },
    servers: [{ url: siteUrl }],
    tags: [{ name: "businesses" }, { name: "catalog" }, { name: "contact" }, { name: "site" }, { name: "admin" }, { name: "health" }],
    paths: withAdminPaths({
      "/api/businesses": {
        get: {
          operationId: "listBusinesses",
          tags: ["businesses"],
          summary: "Search and list businesses",
          description:
            "Without sortBy: relevance (text rank, then rating and review count) when searching, else rating descending. " +
            "A search matching more than 5,000 businesses is ordered by rating. sortOrder defaults to asc when sortBy is given. " +
            "With near, only businesses within radius km are listed (and counted), each with distanceKm; sortBy=distance needs near.",
          parameters: queryParameters(businessListQuerySchema, {
            search: "Words matched against name, category, city and address; accent- and case-insensitive, typo-tolerant for names",
            category: "Category slug",
            city: "City slug or name (a name shared by several countries matches all of them)",
            countryCode: "ISO 3166-1 alpha-2",
            near: "LAT,LNG in decimal degrees (latitude -90..90, longitude -180..180): a distance search",
            radius: "Distance search radius in km, more than 0 and at most 200 (default 10); used with near",
            minRating: "Rated at least this (0 to 5, e.g. 4.5); unrated businesses are left out",
            priceRange: "Any of these price ranges; repeat the parameter for several",
            feature: "A feature set to true in the business's about, e.g. Delivery; repeat the parameter to require several",
          }),
          responses: { 200: json(ref("BusinessPage")), ...errors },
        },
      },
      ...mapPaths,
      "/api/businesses/random": {
        get: {
          operationId: "randomBusinesses",
          tags: ["businesses"],
          summary: "Random businesses (featured list)",
          parameters: queryParameters(randomQuerySchema),
          responses: { 200: json({ type: "array", items: ref("Business") }), ...errors },
        },
      },
      "/api/businesses/stats": {
        get: {
          operationId: "businessStats",
          tags: ["businesses"],
          summary: "Directory totals",
          responses: { 200: json(ref("Stats")), 500: errors[500] },
        },
      },
      "/api/businesses/{slug}": {
        get: {
          operationId: "getBusiness",
          tags: ["businesses"],
          summary: "One business with description, features and recent reviews",
          parameters: [slugParameter],
          responses: { 200: json(ref("BusinessDetail")), ...notFound, ...errors },
        },
      },
      "/api/businesses/{slug}/nearby": {
        get: {
          operationId: "nearbyBusinesses",
          tags: ["businesses"],
          summary: "Nearest businesses by great-circle distance, closest first",
          parameters: [slugParameter, ...queryParameters(nearbyQuerySchema)],
          responses: { 200: json({ type: "array", items: ref("NearbyBusiness") }), ...notFound, ...errors },
        },
      },
      "/api/categories": {
        get: {
          operationId: "listCategories",
          tags: ["catalog"],
          summary: "All categories, most businesses first",
          responses: { 200: json({ type: "array", items: ref("Category") }), 500: errors[500] },
        },
      },
      "/api/categories/{slug}": {
        get: {
          operationId: "getCategory",
          tags: ["catalog"],
          summary: "One category; the old slug of a renamed or merged category answers 301 to the current one",
          parameters: [slugParameter],
          responses: { 200: json(ref("Category")), 301: { description: "Moved to the category's current slug" }, ...notFound, ...errors },
        },
      },
      "/api/cities": {
        get: {
          operationId: "listCities",
          tags: ["catalog"],
          summary: "Cities with businesses, most businesses first",
          parameters: queryParameters(cityListQuerySchema, {
            search: "Part of the city name, accent- and case-insensitive",
            country: "ISO 3166-1 alpha-2 code or country name",
          }),
          responses: {
            200: {
              ...json({ type: "array", items: ref("City") }),
              headers: { "X-Total-Count": { schema: { type: "integer" }, description: "Cities matching, before paging" } },
            },
            ...errors,
          },
        },
      },
      "/api/cities/{slug}": {
        get: {
          operationId: "getCity",
          tags: ["catalog"],
          summary: "One city, by slug or name",
          parameters: [slugParameter],
          responses: { 200: json(ref("City")), ...notFound, ...errors },
        },
      },
      "/api/countries": {
        get: {
          operationId: "listCountries",
          tags: ["catalog"],
          summary: "Countries with businesses, most businesses first",
          responses: { 200: json({ type: "array", items: ref("Country") }), 500: errors[500] },
        },
      },
      "/api/html-injection-codes": {
        get: {
          operationId: "listHtmlInjectionCodes",
          tags: ["site"],
          summary: "Enabled HTML injection codes for public pages",
          responses: { 200: json({ type: "array", items: ref("HtmlInjectionCode") }), 500: errors[500] },
        },
      },
      "/api/contact": {
        post: {
          operationId: "createContactMessage",
          tags: ["contact"],
          summary: "Send a message to the Locus team",
          description: "Stored for staff to read. At most 5 messages per client address in 10 minutes; invalid messages do not count.",
          requestBody: { required: true, content: { "application/json": { schema: ref("ContactMessage") } } },
          responses: {
            201: json(ref("ContactMessageCreated"), "Stored"),
            400: json(ref("Error"), "Invalid message (details per field) or malformed JSON"),
            415: json(ref("Error"), "Body is not JSON"),
            429: {
              ...json(ref("Error"), "Too many messages from this address"),
              headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds until a message is accepted again" } },
            },
            500: errors[500],
          },
        },
      },
      "/api/openapi.json": {
        get: { operationId: "openApi", tags: ["site"], summary: "This document", responses: { 200: json({ type: "object" }) } },
      },
      "/healthz": {
        get: {
          operationId: "health",
          tags: ["health"],
          summary: "The process answers",
          responses: { 200: json({ type: "object", properties: { status: { const: "ok" }, uptimeSeconds: { type: "integer" } } }) },
        },
      },
      "/readyz": {
        get: {
          operationId: "ready",
          tags: ["health"],
          summary: "The process and its database answer",
          responses: {
            200: json({ type: "object", properties: { status: { const: "ready" }, database: { const: "ok" } } }),
            503: json({ type: "object", properties: { status: { const: "unavailable" }, database: { const: "unreachable" } } }, "Database unreachable"),
          },
        },
      },
    }),
    components: { schemas: { ...componentSchemas, ...mapSchemas, ImportJob: importJobSchema }, securitySchemes: adminSecuritySchemes },
  };
}

/** The back office's paths, one group per area. */
const ADMIN_PATH_GROUPS: Record<string, object>[] = [adminPaths, settingsPaths, pricingPaths, indexingPaths, categoriesPaths];

/** Public and admin operations on one path (GET /api/businesses and POST /api/businesses) share its entry. */
function withAdminPaths(paths: Record<string, object>): Record<string, object> {
  const merged: Record<string, object> = { ...paths };
  for (const group of ADMIN_PATH_GROUPS) {
    for (const [path, operations] of Object.entries(group)) merged[path] = { ...merged[path], ...operations };
  }
  return merged;
}

const documents = new Map<string, object>();

/** The OpenAPI 3.1 document, built once per site URL. */
export function openApiDocument(siteUrl: string): object {
  let document = documents.get(siteUrl);
  if (!document) {
    document = buildDocument(siteUrl);
    documents.set(siteUrl, document);
  }
  return document;
}
