// JSON objects to the events every reader yields. A JSON file has no header row: the first
// object's keys are the header, and keys first met later are announced as extra columns
// before the row that brings them, so the column plan grows with the file.
import { isJsonObject, JsonFlattener } from "./flatten-json";
import type { JsonItem } from "./read-json";
import { RowTally } from "./row-tally";
import type { SheetEvent } from "./sheet-event";
import { emptySheetError } from "./spreadsheet-error";

/**
 * Distinct keys remembered to announce new columns. Past it (a file whose objects carry
 * long lists, such as hundreds of reviews each), new keys are still read and kept with
 * the row; they are only no longer planned as columns of their own.
 */
export const MAX_TRACKED_KEYS = 20_000;

export async function* jsonEvents(items: AsyncIterable<JsonItem>, signal?: AbortSignal): AsyncGenerator<SheetEvent> {
  const seen = new Set<string>();
  const flattener = new JsonFlattener();
  const tally = new RowTally();
  // Broken lines met before the first object wait for the header, so that it comes first.
  const waiting: SheetEvent[] = [];
  let started = false;
  for await (const item of items) {
    signal?.throwIfAborted();
    const broken = brokenEvent(item);
    if (broken) {
      tally.broken += "error" in item ? (item.rows ?? 1) : 1;
      if (started) yield broken;
      else waiting.push(broken);
      continue;
    }
    const values = flattener.flatten((item as { value: Record<string, unknown> }).value);
    if (!flattener.hasValue) continue;
    const fresh = flattener.newPaths ? newKeys(values, seen) : [];
    flattener.settle();
    if (!started) {
      started = true;
      yield { type: "header", headers: fresh };
      yield* waiting;
    } else if (fresh.length > 0) {
      yield { type: "columns", headers: fresh };
    }
    tally.read++;
    yield { type: "row", rowNumber: item.rowNumber, values };
  }
  if (!started) {
    tally.assertMostlyReadable();
    throw emptySheetError();
  }
  tally.assertMostlyReadable();
}

function brokenEvent(item: JsonItem): SheetEvent | null {
  if ("error" in item) return { type: "broken", rowNumber: item.rowNumber, message: item.error };
  if (isJsonObject(item.value)) return null;
  return { type: "broken", rowNumber: item.rowNumber, message: `Row ${item.rowNumber} is not a JSON object; it was skipped` };
}

function newKeys(values: Record<string, unknown>, seen: Set<string>): string[] {
  const fresh: string[] = [];
  for (const key of Object.keys(values)) {
    if (seen.has(key) || seen.size >= MAX_TRACKED_KEYS) continue;
    seen.add(key);
    fresh.push(key);
  }
  return fresh;
}
