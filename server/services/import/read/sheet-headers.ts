// Header cells to the keys of every row object: unique, never blank, so no column's values
// overwrite another's and the import report can name each column.
import { cellText } from "../parse/cell-value";

/** Blank header cells become `column_N`, N being the 1-based column position. */
export const blankHeaderName = (position: number): string => `column_${position}`;

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
