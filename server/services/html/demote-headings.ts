// A description may carry its own <h1>..<h4>. Inside the business page it sits
// under the card's <h2>, so its headings move down to start at <h3>: the page
// keeps one <h1> and an unbroken heading order for screen-reader navigation.

const MAX_LEVEL = 6;

/**
 * Shifts every heading of sanitized HTML so the highest one becomes `topLevel`.
 * Safe as plain text processing because the sanitizer escapes "<" in text and
 * attribute values: every "<hN" left is a real tag.
 */
export function demoteHeadings(html: string, topLevel: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([1-6])([\s>])/gi, (_tag, slash: string, level: string, after: string) =>
    `<${slash}h${Math.min(MAX_LEVEL, Number(level) + shift)}${after}`,
  );
}
