// Page numbers of the admin list: the current page with 2 neighbours on each
// side, the first and last page always reachable, "gap" for the pages left out.
import type { PageItem } from "../pagination";

export const ADMIN_PAGE_RADIUS = 2;

export function adminPageWindow(current: number, pages: number, radius = ADMIN_PAGE_RADIUS): PageItem[] {
  if (pages <= 1) return [1];
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.max(1, page - radius);
  const end = Math.min(pages, page + radius);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  // A gap of exactly one page shows that page: "…" would hide no more than a number.
  if (start === 3) items.push(2);
  else if (start > 3) items.push("gap");
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end === pages - 2) items.push(pages - 1);
  else if (end < pages - 2) items.push("gap");
  if (end < pages) items.push(pages);
  return items;
}
