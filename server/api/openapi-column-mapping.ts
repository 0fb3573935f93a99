// The column-mapping parts of POST /api/upload-excel: the `columnMapping` field a request may
// carry, and the mapping step answered for a file whose name column Locus does not recognise.
import { IGNORE_COLUMN, MAPPABLE_FIELDS } from "../services/import/mapping/column-fields";

const choice = { enum: [IGNORE_COLUMN, ...MAPPABLE_FIELDS] };

export const columnMappingField = {
  type: "string",
  description:
    'JSON object: header (exactly as in the file) -> Locus field, or "ignore" (the column is not read into a field; its values are kept with the record). ' +
    "Headers it does not name keep their automatic meaning; the result must have a `name` column. Remembered for files with the same header (same columns, same order, spelling aside). " +
    'Example: {"Empresa":"name","Enviado":"ignore"}',
  example: '{"Empresa":"name","Enviado":"ignore"}',
};

export const reviewColumnsField = {
  enum: ["true", "false"],
  description: '"true": import nothing, answer 200 with the mapping step (to see or change the mapping Locus would use)',
};

export const columnsStepSchema = {
  type: "object",
  required: ["fileName", "headers", "preview", "mapping", "remembered", "choices"],
  properties: {
    fileName: { type: "string" },
    headers: { type: "array", items: { type: "string" }, description: "The header as read; an empty header cell is named column_N" },
    preview: { type: "array", description: "Up to 5 first rows, cells in header order", items: { type: "array", items: { type: ["string", "null"] } } },
    mapping: {
      type: "object",
      additionalProperties: { oneOf: [choice, { type: "null" }] },
      description: "Per header, the remembered or automatic choice; null for a column read in its own way (categories/0, openingHours/0/day ...)",
    },
    remembered: { type: "boolean", description: "Whether `mapping` is the one remembered for this header" },
    choices: {
      type: "array",
      description: "Every choice with its Turkish label, 'Kullanma' (ignore) first",
      items: { type: "object", properties: { value: choice, label: { type: "string" } } },
    },
  },
};
