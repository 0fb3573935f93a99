// Which kind of public page a request path is, for the daily page-view counters.
// Only the directory's own pages count; the back office, the API, assets and
// unknown paths do not.

import type { PageKind } from "../../../app/lib/admin/analytics";

const INFO_PAGES = new Set(["/about", "/contact", "/privacy-policy", "/legal-notice", "/terms-of-service", "/cookie-policy"]);
const LIST_PAGES: Readonly<Record<string, PageKind>> = { "/businesses": "businesses", "/categories": "categories", "/cities": "cities" };
const DETAIL_PAGES: Readonly<Record<string, PageKind>> = { business: "business", category: "category", city: "city" };
/** A client-side navigation fetches the page's data at `{path}.data` (`/_root.data` for the home page). */
const DATA_SUFFIX = ".data";

export function pageKindOf(pathname: string): PageKind | null {
  let path = pathname;
  if (path.endsWith(DATA_SUFFIX)) {
    path = path.slice(0, -DATA_SUFFIX.length);
    if (path === "/_root") path = "/";
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "/") return "home";
  if (INFO_PAGES.has(path)) return "info";
  const list = LIST_PAGES[path];
  if (list) return list;
  const detail = /^\/(business|category|city)\/[^/]+$/.exec(path);
  return detail ? (DETAIL_PAGES[detail[1]!] ?? null) : null;
}
