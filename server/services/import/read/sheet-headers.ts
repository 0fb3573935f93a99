// Header cells to the keys of every row object: unique, never blank, so no column's values
// overwrite another's and the import report can name each column.
import { cellText } from "../parse/cell-value";

/** Blank header cells become `column_N`, N being the 1-based column position. */
export const blankHeaderName = (position: number): string => `column_${position}`;

/** A header cell repaired to be read, for the import report. */
export interface HeaderRepair {
  column: string;
  message: string;
}

/**
 * Text before a quoted name, left by a damaged export: `ot "Name"` (the file lost its first
 * bytes and the quote that opened the cell). Only this exact shape is repaired.
 */
const STRAY_PREFIX = /^[^"\s]{1,8}\s*"([^"]+)"$/;

/** The header row, with cells that a broken quote damaged read as the name they quote. */
export function readHeaders(cells: readonly unknown[]): { headers: string[]; repairs: HeaderRepair[] } {
  const repairs: HeaderRepair[] = [];
  const repaired = Array.from(cells, (cell) => {
    const text = cellText(cell);
    const quoted = text ? STRAY_PREFIX.exec(text)?.[1]?.trim() : undefined;
    if (!text || !quoted) return cell;
    repairs.push({ column: text, message: `Header cell ${JSON.stringify(text)} had a stray quote; it was read as ${JSON.stringify(quoted)}` });
    return quoted;
  });
  return { headers: uniqueHeaders(repaired), repairs };
}

/** Duplicates get `_2`, `_3` ... in order of appearance (`email`, `email_2`), skipping names already taken. */
export function uniqueHeaders(cells: readonly unknown[]): string[] {
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  // Array.from, not map: map would keep the holes of a sparse row.
  const named = Array.from(cells, (cell, index) => cellText(cell) ?? blankHeaderName(index + 1));
  for (const name of named) taken.add(name);
  const result: string[] = [];
  for (const name of named) {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) {
      result.push(name);
      continue;
    }
    let suffix = count;
    while (taken.has(`${name}_${suffix}`)) suffix++;
    const unique = `${name}_${suffix}`;
    taken.add(unique);
    seen.set(name, suffix);
    result.push(unique);
  }
  return result;
}
