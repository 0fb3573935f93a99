/**
 * What a request was, for the HTTP series: a handful of kinds, never the raw
 * path, so a crawler walking a million business pages adds no new series.
 */
export const ROUTE_KINDS = ["page", "data", "api", "admin-api", "asset", "health", "other"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);
/** A client-side navigation fetches a page's loader data at `{path}.data`. */
const DATA_SUFFIX = ".data";

/**
 * `marked` is what a handler said about the request while answering it (the
 * static files, the admin guard, the page handler); the path decides the rest.
 */
export function routeKindOf(path: string, marked?: RouteKind): RouteKind {
  if (marked === "admin-api" || marked === "asset") return marked;
  if (HEALTH_PATHS.has(path)) return "health";
  if (path === "/api/admin" || path.startsWith("/api/admin/")) return "admin-api";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (marked === "page") return path.endsWith(DATA_SUFFIX) ? "data" : "page";
  return "other";
}
