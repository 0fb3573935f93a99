import type { ExportFormat } from "./export-query";

export interface ExportFileNameParts {
  range: { start: number; end: number } | null;
  categorySlug?: string;
  countryCode?: string;
  format: ExportFormat;
  now?: Date;
}

/** Anything but letters, digits, dot, dash and underscore would need quoting in Content-Disposition. */
const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, "-");

/**
 * The back office's download names: `isletmeler_export_{start}-{end}[_kat-{category slug}]
 * [_ulke-{country code, lower case}]_{YYYY-MM-DD}.xlsx`, or `isletmeler_export_{date}.xlsx`
 * without parameters; CSV ends in `.csv`. The date is the UTC day the export started.
 */
export function exportFileName({ range, categorySlug, countryCode, format, now = new Date() }: ExportFileNameParts): string {
  const parts = ["isletmeler_export"];
  if (range) parts.push(`${range.start}-${range.end}`);
  if (categorySlug) parts.push(`kat-${safe(categorySlug)}`);
  if (countryCode) parts.push(`ulke-${safe(countryCode.toLowerCase())}`);
  parts.push(now.toISOString().slice(0, 10));
  return `${parts.join("_")}.${format}`;
}
