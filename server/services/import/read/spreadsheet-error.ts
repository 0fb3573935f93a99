// Every way an uploaded file can be refused, with the HTTP status the API answers and the
// Turkish text the back office shows as is (the admin screens are in Turkish).
import { AppError } from "../../app-error";

export type SpreadsheetErrorStatus = 400 | 413 | 415 | 422;

export const SPREADSHEET_MESSAGES = {
  notXlsx: "Dosya geçerli bir Excel (.xlsx) dosyası değil.",
  notSpreadsheet: "Dosya bir Excel (.xlsx), CSV veya JSON dosyası değil.",
  legacyXls: "Eski .xls biçimi desteklenmiyor; lütfen dosyayı .xlsx veya .csv olarak kaydedin.",
  notJsonRows: "JSON dosyası okunamadı: dosya bir nesne dizisi ([{…}, {…}]) ya da her satırda bir nesne (JSON Lines) olmalı.",
  corrupt: "Dosya bozuk veya eksik yüklenmiş; lütfen yeniden kaydedip tekrar deneyin.",
  zipBomb: "Dosyanın açılmış boyutu çok büyük (zip bombası koruması).",
  empty: "Dosyada veri bulunamadı (boş sayfa).",
  badCsv: "CSV dosyası okunamadı; tırnak işaretlerini ve satır sonlarını kontrol edin.",
} as const;

/** More than half of the rows could not be read: the file is refused, not imported in part. */
export function mostlyBrokenMessage(broken: number, total: number): string {
  const count = new Intl.NumberFormat("tr-TR");
  return `Dosya büyük ölçüde bozuk: ${count.format(total)} satırın ${count.format(broken)} tanesi okunamadı (yarıdan fazlası). Dosya içe aktarılmadı; lütfen dosyayı kontrol edip yeniden kaydedin.`;
}

/** A file that cannot be imported; the reader tells it apart from its own failures. */
export class SpreadsheetError extends AppError {
  declare readonly status: SpreadsheetErrorStatus;

  constructor(status: SpreadsheetErrorStatus, message: string, options?: { cause?: unknown }) {
    super(status, message, { cause: options?.cause });
  }
}

export const notXlsxError = () => new SpreadsheetError(415, SPREADSHEET_MESSAGES.notXlsx);
export const notSpreadsheetError = () => new SpreadsheetError(415, SPREADSHEET_MESSAGES.notSpreadsheet);
export const legacyXlsError = () => new SpreadsheetError(415, SPREADSHEET_MESSAGES.legacyXls);
export const corruptFileError = (cause?: unknown) => new SpreadsheetError(422, SPREADSHEET_MESSAGES.corrupt, { cause });
export const zipBombError = () => new SpreadsheetError(413, SPREADSHEET_MESSAGES.zipBomb);
export const emptySheetError = () => new SpreadsheetError(422, SPREADSHEET_MESSAGES.empty);
export const notJsonRowsError = () => new SpreadsheetError(415, SPREADSHEET_MESSAGES.notJsonRows);
export const mostlyBrokenError = (broken: number, total: number) => new SpreadsheetError(422, mostlyBrokenMessage(broken, total));
export const badCsvError = (cause?: unknown) => new SpreadsheetError(400, SPREADSHEET_MESSAGES.badCsv, { cause });

/**
 * What a failed .xlsx read reports: the abort's reason after a stop, a SpreadsheetError as it
 * is, and anything else (zlib and the file system each fail in their own words on a damaged
 * file) as the one problem the user can act on, a corrupt file.
 */
export function xlsxReadFailure(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  return error instanceof SpreadsheetError ? error : corruptFileError(error);
}
