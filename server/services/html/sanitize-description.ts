import sanitizeHtml from "sanitize-html";

// Descriptions come from scraper spreadsheets and staff edits: untrusted HTML.
// Only formatting tags survive; every link opens in a new tab without giving
// the target page a handle on ours.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "h1", "h2", "h3", "h4",
    "blockquote", "code", "pre", "ul", "ol", "li", "a", "hr", "span",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    p: ["style"],
    h1: ["style"], h2: ["style"], h3: ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
    div: "p",
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

/** What makes text markup: without any of these, sanitize-html gives the text back unchanged. */
const MARKUP = /[<>&]/;

/**
 * Sanitized HTML, or null when nothing meaningful is left. Every business answer sanitizes its
 * description again (rows may predate a rule); most descriptions are plain text, which is left
 * as it is without parsing it (parsing was a twentieth of a business page's CPU).
 */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = (MARKUP.test(html) ? sanitizeHtml(html, OPTIONS) : html).trim();
  return clean === "" ? null : clean;
}
