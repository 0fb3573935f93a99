// JSON files reach the row parser flattened to "/" paths (see read/flatten-json.ts). Most
// fields want those leaves, but a few read a whole structure — gosom's about sections,
// open_hours and complete_address, link objects, email lists — and a CSV of the same tool
// writes that structure as JSON text in one cell. Rebuilding it from the paths lets one
// reader serve both: "open_hours/Friday/0" becomes { Friday: ["…"] } again.
import type { ImportField } from "./alias-map";
import { setOwn } from "./own-property";

/** Fields whose value is a structure, so "<column>/<path>" cells are parts of one value. */
export const NESTED_FIELDS: ReadonlySet<ImportField> = new Set([
  "about", "workingHours", "completeAddress", "menuLink", "orderLink", "reservationLink", "email",
]);

/** Parts that are stored whole as the field; every other structure is also kept raw as written. */
export const NESTED_NOT_RAW: ReadonlySet<ImportField> = new Set(["about"]);

const INDEX = /^\d+$/;

type Tree = Record<string, unknown>;

/** The structure the paths were flattened from; objects whose keys are 0…n-1 become lists. */
export function unflatten(leaves: ReadonlyArray<{ path: readonly string[]; value: unknown }>): unknown {
  const root: Tree = {};
  for (const { path, value } of leaves) {
    let node = root;
    path.forEach((segment, depth) => {
      if (depth === path.length - 1) {
        setOwn<unknown>(node, segment, value);
        return;
      }
      const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (next && typeof next === "object") {
        node = next as Tree;
      } else {
        const child: Tree = {};
        setOwn<unknown>(node, segment, child);
        node = child;
      }
    });
  }
  return asLists(root);
}

function asLists(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Tree).map(([key, item]) => [key, asLists(item)] as const);
  if (entries.length > 0 && entries.every(([key]) => INDEX.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  const tree: Tree = {};
  for (const [key, item] of entries) setOwn<unknown>(tree, key, item);
  return tree;
}
