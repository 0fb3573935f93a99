// One row's cells, by column position, to the header -> value object the row parser expects.
import { isBlank } from "../parse/cell-value";

/** null for a row with nothing in it (blank cells only), so callers can skip it. */
export function rowObject(headers: readonly string[], cells: readonly unknown[]): Record<string, unknown> | null {
  const values: Record<string, unknown> = {};
  let filled = false;
  headers.forEach((header, index) => {
    const cell = cells[index];
    if (cell === undefined || cell === null) return;
    values[header] = cell;
    if (!isBlank(cell)) filled = true;
  });
  return filled ? values : null;
}

/** True when no cell holds anything, so a leading empty row is not taken for the header. */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => isBlank(cell));
}
