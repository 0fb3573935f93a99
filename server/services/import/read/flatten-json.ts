// JSON objects become the same record a CSV export of them gives: nested objects and arrays
// are flattened to "/" paths, the way Apify's CSV export names its columns
// ({"location": {"lat": 1}} -> "location/lat", ["a", "b"] under "categories" ->
// "categories/0", "categories/1"). The row parser then reads one shape from every format.
import { isBlank } from "../parse/cell-value";
import { setOwn } from "../parse/own-property";

export const PATH_SEPARATOR = "/";

/** One path met in the file, with the paths below it; `path` is "" at the root. */
interface PathNode {
  path: string;
  children: Map<string | number, PathNode> | null;
  /** Its key was already looked at as a column (see newPaths). */
  known: boolean;
}

/**
 * Paths remembered across the objects of a file. Past it (objects carrying long lists of
 * reviews or images), the memory starts again: a bound, not a change in what is read.
 */
const MAX_REMEMBERED_PATHS = 50_000;

/**
 * Flattens the objects of one file. Every object of an export has much the same paths, so
 * each path string is built once and the same string names that column in every row: a row
 * then costs property stores under known keys, as a spreadsheet row does, instead of
 * building and hashing a new string for each of its values.
 */
export class JsonFlattener {
  private root: PathNode = { path: "", children: null, known: false };
  private remembered = 0;
  private unknown: PathNode[] = [];
  private filled = false;

  /** Leaves only: null, empty objects and empty arrays leave nothing, like an empty cell. */
  flatten(object: Record<string, unknown>): Record<string, unknown> {
    const flat: Record<string, unknown> = {};
    this.unknown = [];
    this.filled = false;
    this.walk(object, this.root, flat);
    return flat;
  }

  /** Whether the last object had a leaf that is not blank (a row of blanks is no row). */
  get hasValue(): boolean {
    return this.filled;
  }

  /**
   * Whether the last object had a key not yet looked at as a column. Most objects of a file
   * have none, and then the caller need not look at their keys at all.
   */
  get newPaths(): boolean {
    return this.unknown.length > 0;
  }

  /** The last object's keys have been looked at. */
  settle(): void {
    for (const node of this.unknown) node.known = true;
    this.unknown = [];
  }

  private walk(value: object, node: PathNode, flat: Record<string, unknown>): void {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) this.visit(value[index], this.child(node, index), flat);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      // An own "__proto__" (JSON.parse makes one) is read as the data it is.
      const item = record[key];
      if (item !== null && item !== undefined) this.visit(item, this.child(node, key), flat);
    }
  }

  private visit(value: unknown, node: PathNode, flat: Record<string, unknown>): void {
    if (value === null || value === undefined) return;
    if (typeof value === "object") this.walk(value, node, flat);
    else if (node.path !== "") {
      setOwn(flat, node.path, value);
      if (!node.known) this.unknown.push(node);
      if (!this.filled && !isBlank(value)) this.filled = true;
    }
  }

  private child(node: PathNode, key: string | number): PathNode {
    const children = (node.children ??= new Map());
    let child = children.get(key);
    if (!child) {
      if (++this.remembered > MAX_REMEMBERED_PATHS) {
        this.root = { path: "", children: null, known: false };
        this.remembered = 0;
      }
      // A list's items always take a separator; under an empty key a name stands alone.
      const path = node.path === "" && typeof key === "string" ? key : `${node.path}${PATH_SEPARATOR}${key}`;
      child = { path, children: null, known: false };
      children.set(key, child);
    }
    return child;
  }
}

/** One object flattened on its own (see JsonFlattener). */
export function flattenJson(object: Record<string, unknown>): Record<string, unknown> {
  return new JsonFlattener().flatten(object);
}

/** A plain object (not an array, not a scalar): the only thing a JSON file's row can be. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
