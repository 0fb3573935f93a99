// Web addresses from cells. Only http(s) reaches a page: a `javascript:` link in a file
// must never become a clickable link. Outscraper's *_links columns may hold a list repr
// of several links; Locus shows one, the first.
import { cellText } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import { parseLooseValue } from "./python-literal";

/** A host name without a scheme ("www.example.com/menu"), as people type them into spreadsheets. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;
const MAX_URL_LENGTH = 2000;

/** Only addresses a visitor can open: http(s) with a host. Kept as written, so an export round trip is exact. */
export function webUrl(text: string): string | null {
  const candidate = BARE_HOST.test(text) ? `https://${text}` : text;
  if (candidate.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? candidate : null;
  } catch {
    return null;
  }
}

/** The candidate addresses of a cell, in order: items of a list repr, or the words of plain text. */
function candidates(text: string): string[] {
  if (text.startsWith("[") || text.startsWith("(") || text.startsWith("{")) {
    const parsed = parseLooseValue(text);
    const items = Array.isArray(parsed) ? parsed : parsed && typeof parsed === "object" ? [parsed] : [];
    // Items are links, or objects such as {'link': '…', 'source': '…'}.
    return items.flatMap((item): unknown[] =>
      typeof item === "string" ? [item] : item && typeof item === "object" ? Object.values(item) : [],
    ).filter((item): item is string => typeof item === "string");
  }
  return text.split(/\s+|,\s*(?=https?:)/i).filter(Boolean);
}

/** The first web address of the cell; an error when there is text but no usable address. */
export function toWebUrl(value: unknown, label: string): Parsed<string> {
  const text = cellText(value, true) ?? "";
  for (const candidate of candidates(text)) {
    const url = webUrl(candidate.trim());
    if (url) return { value: url };
  }
  return { error: `${label} must be a web address starting with http:// or https://, got ${shown(value)}` };
}
