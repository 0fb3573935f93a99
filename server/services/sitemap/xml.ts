// Text pieces of sitemap XML. Every value written into an element goes through
// escapeXml: slugs are ASCII today, but the site URL comes from configuration
// and may carry characters that would break the document.

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** W3C Datetime in UTC to the second ("2026-05-01T12:30:00Z"); milliseconds add bytes and no meaning. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function entry(tag: "url" | "sitemap", loc: string, lastmod: Date | null | undefined): string {
  const date = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>\n`;
}

export function urlElement(loc: string, lastmod?: Date | null): string {
  return entry("url", loc, lastmod);
}

export function sitemapElement(loc: string, lastmod?: Date | null): string {
  return entry("sitemap", loc, lastmod);
}

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = "</urlset>\n";
export const SITEMAPINDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
export const SITEMAPINDEX_CLOSE = "</sitemapindex>\n";
