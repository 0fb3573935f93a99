// Page numbers to show: a window of at most 5 around the current page, the
// first and last page always reachable, "gap" where numbers are left out.

export const PAGE_WINDOW = 5;

export type PageItem = number | "gap";

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): PageItem[] {
  if (pages <= 1) return [1];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push("gap");
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pages) {
    if (end < pages - 1) items.push("gap");
    items.push(pages);
  }
  return items;
}

/** `?page=` from a URL: a positive integer, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same query string with another page (page 1 leaves the parameter out). */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
