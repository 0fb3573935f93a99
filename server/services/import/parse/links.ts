// Web addresses from cells. Only http(s) reaches a page: a `javascript:` link in a file
// must never become a clickable link. Outscraper's *_links columns may hold a list repr
// of several links, and other scrapers nest them in objects (link-objects.ts); Locus shows
// one, the first.
import { cellText, plainValue } from "./cell-value";
import { shown, type Parsed } from "./field-values";
import { linksIn, unwrapGoogleRedirect } from "./link-objects";
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

/**
 * The candidate addresses of a cell, in order: the links of a structure (a JSON file's, or a
 * list repr or JSON text in a cell), or the words of plain text. Null when the cell is a
 * structure without any link, such as gosom's {"link": "", "source": ""}: no link, no error.
 */
function candidates(value: unknown): string[] | null {
  const plain = plainValue(value);
  if (plain !== null && typeof plain === "object" && !(plain instanceof Date)) return orNull(linksIn(plain));
  const text = cellText(value, true) ?? "";
  if (text.startsWith("[") || text.startsWith("(") || text.startsWith("{")) {
    const parsed = parseLooseValue(text);
    if (parsed !== undefined && typeof parsed !== "string") return orNull(linksIn(parsed));
  }
  return text.split(/\s+|,\s*(?=https?:)/i).filter(Boolean);
}

function orNull(links: string[]): string[] | null {
  return links.length > 0 ? links : null;
}

/** The first web address of the cell; an error when there is text but no usable address. */
export function toWebUrl(value: unknown, label: string): Parsed<string | null> {
  const found = candidates(value);
  if (found === null) return { value: null };
  for (const candidate of found) {
    const url = webUrl(unwrapGoogleRedirect(candidate.trim()));
    if (url) return { value: url };
  }
  return { error: `${label} must be a web address starting with http:// or https://, got ${shown(value)}` };
}
