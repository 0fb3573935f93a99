// Files joined by hand (two exports pasted into one sheet, as in Google Sheets copies) carry
// the header line again in the middle. Imported as data, it would become a business called
// "title" rated "totalScore".
import { cellText } from "./cell-value";

export const REPEATED_HEADER_MESSAGE = "The row repeats the header line (files joined together); it was skipped";

/** Whether most filled cells of the row hold their own column's header. */
export function repeatsHeader(row: Record<string, unknown>): boolean {
  let filled = 0;
  let same = 0;
  for (const [header, value] of Object.entries(row)) {
    const text = cellText(value);
    if (text === null) continue;
    filled++;
    if (text === header.trim()) same++;
  }
  return filled >= 2 && same * 2 > filled;
}
