// Which column mapping an upload is imported with: the one the request carries (checked, and
// remembered for the next file with this header), else the one remembered for this header,
// else none when Locus recognises the name column by itself. Otherwise the file cannot be
// imported yet: the answer is the mapping step (header, first rows, Locus's own reading).
import type { ColumnsStep } from "../../../../app/lib/admin/columns-step";
export type { ColumnsStep } from "../../../../app/lib/admin/columns-step";
import type { AppContext } from "../../../context";
import { NO_NAME_COLUMN_MESSAGE, hasNameColumn, planHeader } from "../parse/aliases";
import { detectMappedFormat } from "../parse/mapped-format";
import { AppError } from "../../app-error";
import type { InspectedUpload } from "../upload/inspect-upload";
import { COLUMN_CHOICES, IGNORE_COLUMN, isColumnChoice } from "./column-fields";
import { checkColumnMapping, readColumnMapping, type ColumnMapping } from "./column-mapping";
import { rememberedMapping, rememberMapping } from "./remembered-mappings";

/** No name column and no mapping: 422, with the mapping step in `details.columns`. */
export class ColumnMappingRequiredError extends AppError {
  constructor(columns: ColumnsStep) {
    super(422, NO_NAME_COLUMN_MESSAGE, { details: { columns } });
  }
}

export interface MappingRequest {
  fileName: string;
  /** The request's `columnMapping`, unread; undefined when it carries none. */
  columnMapping: unknown;
  adminUserId: number;
}

export async function chooseMapping(ctx: Pick<AppContext, "pool">, upload: InspectedUpload, request: MappingRequest): Promise<ColumnMapping | null> {
  const { headers } = upload;
  if (request.columnMapping !== undefined) {
    const mapping = checkColumnMapping(readColumnMapping(request.columnMapping), headers);
    // A 400 when the mapping leaves the file without a name column.
    detectMappedFormat(headers, mapping);
    await rememberMapping(ctx, headers, mapping, request.adminUserId);
    return mapping;
  }
  const remembered = await rememberedMapping(ctx, headers);
  if (remembered && usable(headers, remembered)) return remembered;
  if (hasNameColumn(planHeader(headers).columns)) return null;
  throw new ColumnMappingRequiredError(await columnsStep(ctx, upload, request.fileName));
}

/** The mapping step for an upload, started from the remembered mapping if there is one. */
export async function columnsStep(ctx: Pick<AppContext, "pool">, upload: InspectedUpload, fileName: string): Promise<ColumnsStep> {
  const { headers, preview } = upload;
  const remembered = await rememberedMapping(ctx, headers);
  const { columns } = detectedOrPlanned(headers, remembered);
  const targets = new Map(columns.map(({ header, target }) => [header, target]));
  const mapping: ColumnsStep["mapping"] = {};
  for (const header of headers) {
    const target = targets.get(header);
    // Categories, hours and Locus-only columns are read in their own way: no choice to offer.
    const choice = !target ? IGNORE_COLUMN : target.kind === "field" && isColumnChoice(target.field) ? target.field : null;
    Object.defineProperty(mapping, header, { value: choice, enumerable: true, writable: true, configurable: true });
  }
  return { fileName, headers, preview, mapping, remembered: remembered !== null, choices: COLUMN_CHOICES };
}

function usable(headers: string[], mapping: ColumnMapping): boolean {
  try {
    detectMappedFormat(headers, mapping);
    return true;
  } catch {
    return false;
  }
}

function detectedOrPlanned(headers: string[], remembered: ColumnMapping | null) {
  return remembered && usable(headers, remembered) ? detectMappedFormat(headers, remembered) : planHeader(headers);
}
