// The header plan with the admin's column mapping laid over what Locus reads by itself:
// a mapped header feeds the field chosen for it (or nothing, when ignored; its values are
// still kept with the record), the others keep their automatic meaning.
import type { ColumnChoice } from "../mapping/column-fields";
import { IGNORE_COLUMN } from "../mapping/column-fields";
import { AppError } from "../../app-error";
import { MAPPING_MESSAGES, type ColumnMapping } from "../mapping/column-mapping";
import {
  hasNameColumn,
  NoNameColumnError,
  planColumns,
  planHeader,
  type ColumnPlan,
  type ColumnTarget,
  type DetectedFormat,
  type ImportFormat,
} from "./aliases";
import { getOwn } from "./own-property";

/** detectFormat with an optional mapping: 422 without a name column, 400 when the mapping leaves none. */
export function detectMappedFormat(headers: string[], mapping?: ColumnMapping | null): DetectedFormat {
  const detected = planHeader(headers);
  const planned = mapping ? { ...detected, ...overlay(headers, detected.columns, mapping) } : detected;
  if (!hasNameColumn(planned.columns)) throw mapping ? AppError.badInput(MAPPING_MESSAGES.noName) : new NoNameColumnError();
  return planned;
}

/** planColumns for headers met after the first row (JSON), with the same mapping. */
export function planMappedColumns(headers: readonly string[], format: ImportFormat, mapping?: ColumnMapping | null): ColumnPlan[] {
  const automatic = planColumns(headers, format);
  return mapping ? overlay(headers, automatic, mapping).columns : automatic;
}

function overlay(headers: readonly string[], automatic: ColumnPlan[], mapping: ColumnMapping) {
  const targets = new Map(automatic.map(({ header, target }) => [header, target]));
  const columns: ColumnPlan[] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    const choice = getOwn(mapping, header);
    const target = choice === undefined ? targets.get(header) : chosenTarget(choice, targets.get(header));
    if (target) columns.push({ header, target });
    else unknown.push(header);
  }
  return { columns, unknown };
}

function chosenTarget(choice: ColumnChoice, automatic: ColumnTarget | undefined): ColumnTarget | undefined {
  if (choice === IGNORE_COLUMN) return undefined;
  // The same field Locus would have read: keep its rank among that field's columns.
  if (automatic?.kind === "field" && automatic.field === choice) return automatic;
  return { kind: "field", field: choice, priority: 0 };
}
