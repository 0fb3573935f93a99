// Range export of the business list: rows by global row number (1-based,
// inclusive). The limits and messages are the spec's; the server checks the
// same rules again (server/services/export/export-query.ts).

export const EXPORT_MAX_ROWS = 1_000_000;
/** Larger exports ask for confirmation first. */
export const EXPORT_CONFIRM_ABOVE = 100_000;
export const EXPORT_RECOMMENDED_ROWS = 10_000;
export const EXPORT_RANGE_MESSAGE = "Lütfen geçerli bir aralık girin (örn: 500 - 10000)";
export const EXPORT_TOO_MANY_MESSAGE =
  "Güvenlik nedeniyle en fazla 1.000.000 kayıt dışa aktarılabilir; lütfen aralığı daraltın.";

export type RangeCheck =
  | { ok: false; error: string }
  | { ok: true; start: number; end: number; rows: number; needsConfirmation: boolean };

export function checkExportRange(startText: string, endText: string): RangeCheck {
  const start = Number(startText.trim());
  const end = Number(endText.trim());
  const valid = (value: number, text: string) => text.trim() !== "" && Number.isSafeInteger(value) && value >= 1;
  if (!valid(start, startText) || !valid(end, endText) || start > end) return { ok: false, error: EXPORT_RANGE_MESSAGE };
  const rows = end - start + 1;
  if (rows > EXPORT_MAX_ROWS) return { ok: false, error: EXPORT_TOO_MANY_MESSAGE };
  return { ok: true, start, end, rows, needsConfirmation: rows > EXPORT_CONFIRM_ABOVE };
}

export interface ExportRequest {
  start?: number;
  end?: number;
  categoryId?: number | null;
  countryCode?: string;
  format: "xlsx" | "csv";
}

export function exportUrl(request: ExportRequest): string {
  const params = new URLSearchParams();
  if (request.start !== undefined && request.end !== undefined) {
    params.set("startIndex", String(request.start));
    params.set("endIndex", String(request.end));
  }
  if (request.categoryId) params.set("categoryId", String(request.categoryId));
  if (request.countryCode) params.set("countryCode", request.countryCode);
  if (request.format !== "xlsx") params.set("format", request.format);
  const query = params.toString();
  return `/api/export-businesses${query ? `?${query}` : ""}`;
}
