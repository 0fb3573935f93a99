// One row's cells sorted by what they feed, following the column plan made from the header.
import { LOCUS_ONLY_FIELDS, type ImportField } from "./alias-map";
import type { ColumnPlan } from "./aliases";
import { cellText, isBlank, plainValue } from "./cell-value";
import { NESTED_NOT_RAW, unflatten } from "./nested-cells";
import { setOwn } from "./own-property";

export interface FieldCell {
  header: string;
  value: unknown;
}

export interface RowCells {
  /** The preferred non-blank cell of each field. */
  fields: Map<ImportField, FieldCell>;
  /** Apify's categories/N, in N order. */
  categories: string[];
  /** Apify's openingHours/N/day + /hours, in N order. */
  hoursPairs: { day: unknown; hours: unknown }[];
  /** The first of those columns, named in errors about them. */
  hoursHeader: string | null;
  /** Apify's additionalInfo/<section>/<n>/<feature>. */
  aboutCells: { section: string; feature: string; value: unknown }[];
  /** Header -> value for every non-blank cell Locus has no field for. */
  raw: Record<string, unknown>;
}

/** Read for deriving other fields but not stored as such, so their full text is kept in `raw`. */
const ALSO_RAW: ReadonlySet<ImportField> = new Set(["borough", "subtypes", "completeAddress", "statusText"]);

/**
 * Opening hours are stored parsed (English day names, tidied times), so the file's own text is
 * kept in `raw` too, under its own column names: nothing is lost when a shape or a language is
 * not understood. Not from Locus's own export, whose hours are its parsed ones (its kept raw
 * data, which comes back with it, already holds the original text).
 */
const HOURS_FIELDS: ReadonlySet<ImportField> = new Set(["workingHours", "workingHoursOldFormat"]);

// A plan serves every row of a file: build its header set once, not per row.
const plannedHeaders = new WeakMap<ColumnPlan[], Set<string>>();
const planPositions = new WeakMap<ColumnPlan[], Map<string, number | number[]>>();

/**
 * The plan's columns a row with `keys` has a cell for, in plan order (which decides ties). A JSON
 * file's plan holds every key any object had: hundreds for Apify's items, up to
 * MAX_TRACKED_KEYS when each object carries a long list (gosom's reviews), while one object
 * has a few dozen. Walking the whole plan for every row would grow with the file's variety.
 */
function columnsIn(keys: readonly string[], plan: ColumnPlan[]): readonly ColumnPlan[] {
  if (keys.length * 2 >= plan.length) return plan;
  const positions = positionsOf(plan);
  const at: number[] = [];
  for (const key of keys) {
    const found = positions.get(key);
    if (found === undefined) continue;
    if (typeof found === "number") at.push(found);
    else at.push(...found);
  }
  sortNearlySorted(at);
  const columns: ColumnPlan[] = new Array(at.length);
  for (let index = 0; index < at.length; index++) columns[index] = plan[at[index]!]!;
  return columns;
}

/**
 * Insertion sort: the objects of one export list their keys mostly in the order the plan
 * met them, so only the few keys first met later move, and only past a few others. Rows
 * that are far from that order get the general sort instead.
 */
function sortNearlySorted(numbers: number[]): void {
  let budget = 8 * numbers.length;
  for (let index = 1; index < numbers.length; index++) {
    const value = numbers[index]!;
    let to = index;
    while (to > 0 && numbers[to - 1]! > value) {
      if (--budget < 0) {
        numbers[to] = value;
        numbers.sort((a, b) => a - b);
        return;
      }
      numbers[to] = numbers[to - 1]!;
      to--;
    }
    numbers[to] = value;
  }
}

/** Header -> its position in the plan (a list when a header repeats). */
function positionsOf(plan: ColumnPlan[]): Map<string, number | number[]> {
  const known = planPositions.get(plan);
  if (known) return known;
  const built = new Map<string, number | number[]>();
  plan.forEach(({ header }, at) => {
    const before = built.get(header);
    if (before === undefined) built.set(header, at);
    else built.set(header, typeof before === "number" ? [before, at] : [...before, at]);
  });
  planPositions.set(plan, built);
  return built;
}
const locusExports = new WeakMap<ColumnPlan[], boolean>();

export function gatherCells(row: Record<string, unknown>, plan: ColumnPlan[]): RowCells {
  const cells: RowCells = {
    fields: new Map(), categories: [], hoursPairs: [], hoursHeader: null, aboutCells: [], raw: {},
  };
  const priorities = new Map<ImportField, number>();
  const categories = new Map<number, string>();
  const hours = new Map<number, { day: unknown; hours: unknown }>();
  const nested = new Map<ImportField, { header: string; priority: number; leaves: { path: string[]; value: unknown }[] }>();
  const keepHoursText = !isLocusExport(plan);

  // Listing a row's keys is not free (a wide row's properties are kept in a hash table): once per row.
  const keys = Object.keys(row);
  for (const { header, target } of columnsIn(keys, plan)) {
    const value = row[header];
    if (isBlank(value)) continue;
    switch (target.kind) {
      case "field": {
        const best = priorities.get(target.field);
        if (best === undefined || target.priority < best) {
          priorities.set(target.field, target.priority);
          cells.fields.set(target.field, { header, value });
        }
        if (ALSO_RAW.has(target.field) || (keepHoursText && HOURS_FIELDS.has(target.field))) {
          setOwn(cells.raw, header, plainValue(value));
        }
        break;
      }
      case "category": {
        const text = cellText(value);
        if (text) categories.set(target.index, text);
        setOwn(cells.raw, header, plainValue(value));
        break;
      }
      case "openingHours": {
        const pair = hours.get(target.index) ?? { day: null, hours: null };
        pair[target.part] = value;
        hours.set(target.index, pair);
        cells.hoursHeader ??= header;
        if (keepHoursText) setOwn(cells.raw, header, plainValue(value));
        break;
      }
      case "additionalInfo":
        cells.aboutCells.push({ section: target.section, feature: target.feature, value });
        break;
      case "nested": {
        // Two structures may feed one field (Apify's tableReservationLinks and bookingLinks): the preferred one wins.
        const name = nestedHeader(header);
        let parts = nested.get(target.field);
        if (!parts || target.priority < parts.priority) {
          nested.set(target.field, (parts = { header: name, priority: target.priority, leaves: [] }));
        }
        if (parts.header === name) parts.leaves.push({ path: target.path, value: plainValue(value) });
        if (!NESTED_NOT_RAW.has(target.field)) setOwn(cells.raw, header, plainValue(value));
        break;
      }
    }
  }
  // A structure's leaves make one value, which competes with the field's plain columns.
  for (const [field, { header, priority, leaves }] of nested) {
    const best = priorities.get(field);
    if (best === undefined || priority < best) cells.fields.set(field, { header, value: unflatten(leaves) });
  }
  cells.categories = inOrder(categories);
  cells.hoursPairs = inOrder(hours);

  const known = headersOf(plan);
  for (const header of keys) {
    if (known.has(header)) continue;
    const value = row[header];
    if (!isBlank(value)) setOwn(cells.raw, header, plainValue(value));
  }
  return cells;
}

/** "open_hours/Friday/0" -> "open_hours": the structure's name, shown in errors about it. */
function nestedHeader(header: string): string {
  return header.split("/")[0]?.trim() ?? header;
}

function inOrder<T>(byIndex: Map<number, T>): T[] {
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/** Locus's own export: only that format's plan feeds Locus-only fields (slug, rawImport ...). */
function isLocusExport(plan: ColumnPlan[]): boolean {
  let answer = locusExports.get(plan);
  if (answer === undefined) {
    answer = plan.some(({ target }) => target.kind === "field" && LOCUS_ONLY_FIELDS.has(target.field));
    locusExports.set(plan, answer);
  }
  return answer;
}

function headersOf(plan: ColumnPlan[]): Set<string> {
  let headers = plannedHeaders.get(plan);
  if (!headers) plannedHeaders.set(plan, (headers = new Set(plan.map((column) => column.header))));
  return headers;
}
