import type { HtmlInjectionCode } from "./catalog";

/**
 * Puts enabled injection codes into a rendered page at their positions (end of
 * head, start of body, end of body). Each is framed by comments naming its id
 * and name, so a reader of the page source sees where a snippet came from;
 * React's hydration skips comments and tags it did not render.
 */
export function insertInjections(html: string, injections: readonly HtmlInjectionCode[]): string {
  if (injections.length === 0) return html;
  const at = (position: HtmlInjectionCode["position"]) =>
    injections
      .filter((item) => item.position === position)
      .map((item) => `<!-- injection ${commentSafe(item.id)}: ${commentSafe(item.name)} -->${item.code}<!-- /injection ${commentSafe(item.id)} -->`)
      .join("");

  let result = html;
  const head = at("head");
  if (head) result = insertBefore(result, "</head>", head, "first");
  const bodyStart = at("body-start");
  if (bodyStart) {
    const open = result.search(/<body[\s>]/i);
    const close = open === -1 ? -1 : result.indexOf(">", open);
    if (close !== -1) result = result.slice(0, close + 1) + bodyStart + result.slice(close + 1);
  }
  const bodyEnd = at("body-end");
  if (bodyEnd) result = insertBefore(result, "</body>", bodyEnd, "last");
  return result;
}

function insertBefore(html: string, marker: string, text: string, which: "first" | "last"): string {
  const index = which === "first" ? html.indexOf(marker) : html.lastIndexOf(marker);
  return index === -1 ? html : html.slice(0, index) + text + html.slice(index);
}

/** "--" would end the comment early; names are staff-typed text. */
function commentSafe(text: string): string {
  return text.replace(/-{2,}/g, "-").replace(/>/g, "");
}
