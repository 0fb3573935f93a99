import { mapQuerySchema, MAX_ZOOM } from "../services/map/map-query";
import { json, queryParameters, ref } from "./openapi-parts";

// GET /api/map: the businesses of a map's view as clusters and points.

const OWN_PARAMETERS: Record<string, string> = {
  bbox:
    "W,S,E,N in decimal degrees (longitudes -180..180, latitudes -90..90, S <= N); " +
    "W > E crosses the antimeridian. Latitudes beyond Web Mercator's ±85.0511 are clamped to it",
  zoom:
    `The map's zoom, a whole number from 0 to ${MAX_ZOOM}: clusters are cells of about 64 px at this zoom; ` +
    "from 17 on every business is a point",
};

/** As a client sends them (the schema reads both from text). */
const OWN_SCHEMAS: Record<string, object> = {
  bbox: { type: "string", examples: ["26,36,45,42", "170,-50,-170,-10"] },
  zoom: { type: "integer", minimum: 0, maximum: MAX_ZOOM },
};

/** bbox and zoom are the map's own; every other parameter is a filter of the list. */
const parameters = queryParameters(mapQuerySchema, OWN_PARAMETERS).map((parameter) =>
  parameter.name in OWN_PARAMETERS
    ? { ...parameter, required: true, schema: OWN_SCHEMAS[parameter.name] }
    : { ...parameter, description: "A filter, as in GET /api/businesses" },
);

const coordinate = { type: "number" };
const clusterCount = {
  type: "integer",
  minimum: 2,
  description: "Businesses in the cluster; it sits at their mean position",
};
const rating = {
  type: ["string", "null"],
  pattern: "^\\d\\.\\d$",
  description: 'Decimal string such as "4.5"; null when unrated',
};

export const mapSchemas = {
  MapCluster: {
    type: "object",
    required: ["latitude", "longitude", "count"],
    properties: { latitude: coordinate, longitude: coordinate, count: clusterCount },
  },
  MapPoint: {
    type: "object",
    required: ["id", "slug", "name", "latitude", "longitude", "rating", "category"],
    properties: {
      id: { type: "integer" }, slug: { type: "string" }, name: { type: "string" },
      latitude: coordinate, longitude: coordinate, rating,
      category: { oneOf: [ref("CategoryRef"), { type: "null" }] },
    },
  },
  MapAnswer: {
    type: "object",
    required: ["total", "clusters", "points"],
    properties: {
      total: {
        type: "integer",
        description: "Businesses with coordinates in the box: the clusters' counts plus the points",
      },
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
        "Businesses close together at this zoom are one cluster, a business alone is a point: at most about 2,000 " +
        "of them whatever the box. Every filter of GET /api/businesses applies; an unknown category or city gives " +
        "an empty answer.",
      parameters,
      responses: {
        200: json(ref("MapAnswer")),
        400: json(ref("Error"), "Invalid parameters (details per parameter)"),
        500: json(ref("Error"), "Unexpected server error"),
      },
    },
  },
};
