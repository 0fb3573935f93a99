// The admin's column mapping (header -> Locus field, or "ignore") as the import request
// carries it: checked against the file's own header before anything is imported. Headers
// the mapping does not name keep what Locus reads them as by itself.
import { z } from "zod";
import { AppError } from "../../app-error";
import { COLUMN_CHOICES, isColumnChoice, type ColumnChoice } from "./column-fields";

export type ColumnMapping = Record<string, ColumnChoice>;

export const MAPPING_MESSAGES = {
  notObject: 'columnMapping bir JSON nesnesi olmalı: { "sütun başlığı": "Locus alanı" }.',
  unknownHeader: (header: string) => `Sütun eşlemesindeki "${header}" sütunu dosyada yok.`,
  unknownField: (header: string, field: string) =>
    `"${header}" sütunu için bilinmeyen alan: "${field}". Geçerli değerler: ${COLUMN_CHOICES.map(({ value }) => value).join(", ")}.`,
  noName:
    'Sütun eşlemesinde işletme adı yok: adı tutan sütunu "İşletme adı" (name) alanına eşleyin. Dosyada işletme adını tutan bir sütun yoksa dosya içe aktarılamaz.',
} as const;

const mappingShape = z.record(z.string(), z.string());

/** The request's `columnMapping`: a JSON object (or its text, from a multipart field) of header -> choice. */
export function readColumnMapping(input: unknown): Record<string, string> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      throw AppError.badInput(MAPPING_MESSAGES.notObject);
    }
  }
  const parsed = mappingShape.safeParse(value);
  if (!parsed.success) throw AppError.badInput(MAPPING_MESSAGES.notObject);
  return parsed.data;
}

/** Every header named must be in the file and every value a known choice; throws a 400 in Turkish. */
export function checkColumnMapping(mapping: Record<string, string>, headers: readonly string[]): ColumnMapping {
  const inFile = new Set(headers);
  const checked: ColumnMapping = {};
  for (const [header, choice] of Object.entries(mapping)) {
    if (!inFile.has(header)) throw AppError.badInput(MAPPING_MESSAGES.unknownHeader(header));
    if (!isColumnChoice(choice)) throw AppError.badInput(MAPPING_MESSAGES.unknownField(header, choice));
    Object.defineProperty(checked, header, { value: choice, enumerable: true, writable: true, configurable: true });
  }
  return checked;
}
