// JSON objects become the same record a CSV export of them gives: nested objects and arrays
// are flattened to "/" paths, the way Apify's CSV export names its columns
// ({"location": {"lat": 1}} -> "location/lat", ["a", "b"] under "categories" ->
// "categories/0", "categories/1"). The row parser then reads one shape from every format.
import { setOwn } from "../parse/own-property";

export const PATH_SEPARATOR = "/";

/** Leaves only: null, empty objects and empty arrays leave nothing, like an empty cell. */
export function flattenJson(object: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const walk = (value: unknown, path: string): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}${PATH_SEPARATOR}${index}`));
    } else if (typeof value === "object") {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        walk(item, path === "" ? key : `${path}${PATH_SEPARATOR}${key}`);
      }
    } else if (path !== "") {
      setOwn(flat, path, value);
    }
  };
  walk(object, "");
  return flat;
}

/** A plain object (not an array, not a scalar): the only thing a JSON file's row can be. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
