// HTML pasted into the description editor comes from word processors and web
// pages, full of inline styles, classes, tracking attributes and layout divs.
// The editor's schema drops unknown tags; this removes the rest before the
// editor parses it. It only tidies: the server still sanitizes what is saved.
// Plain string work, so it runs the same in the browser and in unit tests.

/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = ["script", "style", "title", "head", "xml", "noscript", "template", "iframe", "object"];
/** Void or standalone elements removed on their own. */
const DROP_TAGS = ["meta", "link", "base"];
/** Elements that are never "empty tags" to remove. */
const VOID_TAGS = new Set(["br", "hr", "img", "input", "wbr", "col", "source", "area", "embed", "track"]);

/** An opening tag: name, then attributes with quoted values (which may hold ">"). */
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function isDroppedAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === "style" || lower === "class" || lower === "id" || lower.startsWith("data-") || lower.startsWith("on") || lower.includes(":");
}

function cleanAttributes(attributes: string): string {
  let kept = "";
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (!isDroppedAttribute(match[1]!)) kept += ` ${match[0]}`;
  }
  return kept;
}

/** Empty elements (only whitespace or &nbsp; inside), innermost first, until none is left. */
function removeEmptyElements(html: string): string {
  const empty = /<([a-zA-Z][\w:-]*)(\s[^>]*)?>(?:\s|&nbsp;|&#160;|\u00a0)*<\/\1\s*>/g;
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(empty, (whole, tag: string) => (VOID_TAGS.has(tag.toLowerCase()) ? whole : ""));
  } while (current !== previous);
  return current;
}

export function cleanPastedHtml(html: string): string {
  let out = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<!\[if[\s\S]*?<!\[endif\]>/gi, "");
  for (const tag of DROP_WITH_CONTENT) {
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, "gi"), "");
    // An unclosed one (a fragment cut mid-way) takes the rest with it.
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*$`, "i"), "");
  }
  out = out.replace(new RegExp(`<\\/?(?:${DROP_TAGS.join("|")})\\b[^>]*>`, "gi"), "");
  // Word's namespaced elements (<o:p>&nbsp;</o:p>) carry nothing worth keeping.
  out = out.replace(/<([a-zA-Z]+:[\w-]+)\b[^>]*>[\s\S]*?<\/\1\s*>/g, "").replace(/<\/?[a-zA-Z]+:[\w-]+\b[^>]*>/g, "");
  out = out.replace(START_TAG, (_whole, name: string, attributes: string, selfClosing: string) => {
    const tag = name.toLowerCase() === "div" ? "p" : name;
    return `<${tag}${cleanAttributes(attributes)}${selfClosing ? " /" : ""}>`;
  });
  out = out.replace(/<\/div\s*>/gi, "</p>");
  return removeEmptyElements(unwrapBlocks(out)).trim();
}

const BLOCK = "p|ul|ol|h[1-6]|blockquote|pre|table|hr";

/**
 * Divs used as wrappers become paragraphs around other blocks
 * (`<p><ul>…</ul></p>`), which a browser parses into stray empty paragraphs:
 * a paragraph opening right before a block, or closing right after one, goes.
 */
function unwrapBlocks(html: string): string {
  const opening = new RegExp(`<p>\\s*(<(?:${BLOCK})\\b)`, "gi");
  const closing = new RegExp(`(<\\/(?:${BLOCK})\\s*>)\\s*<\\/p\\s*>`, "gi");
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(opening, "$1").replace(closing, "$1");
  } while (current !== previous);
  return current;
}
