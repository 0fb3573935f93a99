import { mapQuerySchema, MAX_ZOOM } from "../services/map/map-query";
import { json, queryParameters, ref } from "./openapi-parts";

// GET /api/map: the businesses of a map's view as clusters and points.

const REQUIRED = new Set(["bbox", "zoom"]);
const AS_IN_THE_LIST = "As in GET /api/businesses";

const parameters = queryParameters(mapQuerySchema, {
  bbox:
    "W,S,E,N in decimal degrees (longitudes -180..180, latitudes -90..90, S <= N); W > E crosses the antimeridian. " +
    "Latitudes beyond Web Mercator's ±85.0511 are clamped to it",
  zoom: `The map's zoom, a whole number from 0 to ${MAX_ZOOM}: clusters are cells of about 64 px at this zoom; from 17 on every business is a point`,
  search: AS_IN_THE_LIST, categoryId: AS_IN_THE_LIST, category: AS_IN_THE_LIST, city: AS_IN_THE_LIST,
  countryCode: AS_IN_THE_LIST, near: AS_IN_THE_LIST, radius: AS_IN_THE_LIST, minRating: AS_IN_THE_LIST,
  priceRange: AS_IN_THE_LIST, feature: AS_IN_THE_LIST,
}).map((parameter) => (REQUIRED.has(parameter.name) ? { ...parameter, required: true } : parameter));

const coordinate = { type: "number" };

export const mapSchemas = {
  MapCluster: {
    type: "object",
    required: ["latitude", "longitude", "count"],
    properties: { latitude: coordinate, longitude: coordinate, count: { type: "integer", minimum: 2, description: "Businesses in the cluster; its position is their mean" } },
  },
  MapPoint: {
    type: "object",
    required: ["id", "slug", "name", "latitude", "longitude", "rating", "category"],
    properties: {
      id: { type: "integer" }, slug: { type: "string" }, name: { type: "string" }, latitude: coordinate, longitude: coordinate,
      rating: { type: ["string", "null"], pattern: "^\\d\\.\\d$", description: 'Decimal string such as "4.5"; null when unrated' },
      category: { oneOf: [ref("CategoryRef"), { type: "null" }] },
    },
  },
  MapAnswer: {
    type: "object",
    required: ["total", "clusters", "points"],
    properties: {
      total: { type: "integer", description: "Businesses with coordinates in the box: the clusters' counts plus the points" },
      clusters: { type: "array", items: ref("MapCluster") },
      points: { type: "array", items: ref("MapPoint") },
    },
  },
};

export const mapPaths = {
  "/api/map": {
    get: {
      operationId: "mapBusinesses",
      tags: ["businesses"],
      summary: "The businesses in a map's box, clustered for its zoom",
      description:
        "Businesses close together at this zoom are one cluster (at most about 2,000 clusters and points, whatever the box); " +
        "a business alone is a point. Every filter of GET /api/businesses applies; an unknown category or city gives an empty answer.",
      parameters,
      responses: {
        200: json(ref("MapAnswer")),
        400: json(ref("Error"), "Invalid parameters (details per parameter)"),
        500: json(ref("Error"), "Unexpected server error"),
      },
    },
  },
};
