// What a spreadsheet reader yields: the header names once, then one event per non-empty row.

export type SheetEvent =
  | { type: "header"; headers: string[] }
  | { type: "row"; rowNumber: number; values: Record<string, unknown> };
