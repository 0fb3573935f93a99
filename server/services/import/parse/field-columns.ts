// The columns that feed one field, preferred first. When the preferred cell is damaged
// (Excel turned Apify's `phone` into "5,51194E+12" but `phoneUnformatted` is whole), the
// next column of the same field still gives the row its value.
import type { ImportField } from "./alias-map";
import type { ColumnPlan } from "./aliases";

// A plan serves every row of a file: sort its columns once, not per row.
const columnsByPlan = new WeakMap<ColumnPlan[], Map<ImportField, string[]>>();

export function fieldColumns(plan: ColumnPlan[], field: ImportField): readonly string[] {
  let byField = columnsByPlan.get(plan);
  if (!byField) {
    const ranked = new Map<ImportField, { header: string; priority: number }[]>();
    for (const { header, target } of plan) {
      if (target.kind !== "field") continue;
      ranked.set(target.field, [...(ranked.get(target.field) ?? []), { header, priority: target.priority }]);
    }
    byField = new Map(
      [...ranked].map(([name, columns]) => [name, columns.sort((a, b) => a.priority - b.priority).map(({ header }) => header)]),
    );
    columnsByPlan.set(plan, byField);
  }
  return byField.get(field) ?? [];
}
