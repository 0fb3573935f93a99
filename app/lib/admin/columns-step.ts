// The column-mapping step of an upload whose name column Locus does not recognise, as
// POST /api/upload-excel answers it (422 `details.columns`, or 200 `columns` when asked).
// Browser-safe: the server builds the answer with this type.

/** A Locus field name, or "ignore" for a column not read into a field. */
export type ColumnChoiceValue = string;

export const IGNORE_CHOICE = "ignore";
export const NAME_CHOICE = "name";

export interface ColumnsStep {
  fileName: string;
  headers: string[];
  /** The first rows' cells, in header order (null for empty). */
  preview: (string | null)[][];
  /** Per header: the remembered or automatic choice; null for a column read in its own way (categories/0, openingHours/0/day ...). */
  mapping: Record<string, ColumnChoiceValue | null>;
  /** Whether `mapping` is the one remembered for this header. */
  remembered: boolean;
  /** Every choice with its Turkish label, "Kullanma" first. */
  choices: readonly { value: ColumnChoiceValue; label: string }[];
}
