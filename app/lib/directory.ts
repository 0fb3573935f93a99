// URL state of the directory pages (/categories, /category/:slug, /cities,
// /city/:slug, /businesses). The state lives in the query string with the
// API's parameter names, so every state is a shareable, server-rendered URL;
// these helpers read it forgivingly (a bad value means "default", never an
// error) and build the links that change it.
import { pageFromParams, totalPages } from "./pagination";

export const DIRECTORY_PAGE_SIZE = 18;
export const CATEGORY_PAGE_SIZE = 12;
export const CITY_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const MAJOR_CITY_THRESHOLD = 500;
export const CITY_PREVIEW_SHOWN = 6;
export const CITY_PREVIEW_FETCHED = 8;
export const CATEGORY_JSON_LD_ITEMS = 10;
export const LIST_JSON_LD_ITEMS = 20;
export const SEARCH_DEBOUNCE_MS = 500;
export const DIRECTORY_REFRESH_MS = 30_000;
/** The shortest search limit among the services behind these pages. */
export const SEARCH_MAX_LENGTH = 120;
/** Far beyond any real directory; keeps offsets inside what the services accept. */
export const MAX_PAGE = 10_000;

export const CATEGORY_SORT_FIELDS = ["name", "rating", "city"] as const;
export const CITY_SORT_FIELDS = ["name", "rating", "category"] as const;
export const SEARCH_SORT_FIELDS = ["name", "rating", "city", "category"] as const;
/** `distance` orders a distance search only (see app/lib/near.ts). */
export type BusinessSortField = (typeof SEARCH_SORT_FIELDS)[number] | "distance";

export const SORT_LABELS: Record<BusinessSortField, string> = {
  name: "Name",
  rating: "Rating",
  city: "City",
  category: "Category",
  distance: "Distance",
};

export type SortOrder = "asc" | "desc";
export interface SortState<F extends string = string> {
  sortBy: F;
  sortOrder: SortOrder;
}

export type DirectoryView = "grid" | "list" | "map";
/** The layouts of the category and city directories; the first is the default. */
export const CATALOG_VIEWS = ["grid", "list"] as const satisfies readonly DirectoryView[];
/** The layouts of the business lists (search, city and category pages): the cards, or a map above them. */
export const RESULTS_VIEWS = ["list", "map"] as const satisfies readonly DirectoryView[];

/** Clicking the active field flips its order; any other field starts ascending. */
export function nextSort<F extends string>(current: SortState<F> | null, field: F): SortState<F> {
  if (current?.sortBy === field) return { sortBy: field, sortOrder: current.sortOrder === "asc" ? "desc" : "asc" };
  return { sortBy: field, sortOrder: "asc" };
}

/**
 * The sort in the URL, or null for the server's default order (best rated
 * first, or best match while searching). A sortOrder without a known sortBy
 * means nothing; a known sortBy without an order is ascending.
 */
export function readSort<F extends string>(params: URLSearchParams, fields: readonly F[]): SortState<F> | null {
  const sortBy = params.get("sortBy");
  const field = fields.find((candidate) => candidate === sortBy);
  if (!field) return null;
  return { sortBy: field, sortOrder: params.get("sortOrder") === "desc" ? "desc" : "asc" };
}

/** The search text, trimmed and cut to what every service accepts. */
export function readSearch(params: URLSearchParams): string {
  return (params.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Any other text parameter (city, category), read the same way as the search. */
export function readText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** The view in the URL when the page offers it, else the page's first (default) view. */
export function readView(params: URLSearchParams): (typeof CATALOG_VIEWS)[number];
export function readView<V extends DirectoryView>(params: URLSearchParams, views: readonly [V, ...V[]]): V;
export function readView(params: URLSearchParams, views: readonly DirectoryView[] = CATALOG_VIEWS): DirectoryView {
  return views.find((view) => view === params.get("view")) ?? views[0]!;
}

export function readPage(params: URLSearchParams): number {
  return Math.min(pageFromParams(params), MAX_PAGE);
}

/** "?a=1&b=2", or "" when nothing is left. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The query of the next sort state; a sort change starts again at page 1. */
export function sortQuery<F extends string>(params: URLSearchParams, current: SortState<F> | null, field: F): string {
  const next = new URLSearchParams(params);
  const sort = nextSort(current, field);
  next.set("sortBy", sort.sortBy);
  next.set("sortOrder", sort.sortOrder);
  next.delete("page");
  return queryString(next);
}

/** The query after a search; an empty search leaves the parameter out, and the page starts again at 1. */
export function searchQuery(params: URLSearchParams, search: string): string {
  const next = new URLSearchParams(params);
  const text = search.trim();
  if (text) next.set("search", text);
  else next.delete("search");
  next.delete("page");
  return queryString(next);
}

/**
 * The query in another view; the page's default view (its first) is left out.
 * The page stays: same results, other layout.
 */
export function viewQuery(
  params: URLSearchParams,
  view: DirectoryView,
  views: readonly DirectoryView[] = CATALOG_VIEWS,
): string {
  const next = new URLSearchParams(params);
  if (view === views[0]) next.delete("view");
  else next.set("view", view);
  return queryString(next);
}

/**
 * Form fields as a query: empty values are left out so URLs stay short, and
 * there is never a page, so a new search starts at page 1.
 */
export function formQuery(entries: Iterable<[string, FormDataEntryValue]>): string {
  const next = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === "string" && value.trim() !== "" && name !== "page") next.append(name, value.trim());
  }
  return queryString(next);
}

/** Parameters a search form carries along unchanged (sort, view, ...): all but its own fields and the page. */
export function carriedParams(params: URLSearchParams, ownFields: readonly string[]): [string, string][] {
  return [...params.entries()].filter(([name, value]) => name !== "page" && !ownFields.includes(name) && value !== "");
}

/** True when the page asked for lies after the last page of a non-empty result. */
export function isPastLastPage(page: number, total: number, pageSize: number): boolean {
  return total > 0 && page > totalPages(total, pageSize);
}

/** Titles stay unique across a paged list. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} - Page ${page}` : title;
}

/**
 * The canonical address of a list page: its path, the filters that define
 * the list and the page number. Search, sort and view only reorder or narrow
 * the same listings, so they are left out.
 */
export function canonicalPath(pathname: string, page: number, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  return `${pathname}${queryString(params)}`;
}

/** The search page's heading: "Businesses in Istanbul", "Hotel businesses in Istanbul", "All Businesses". */
export function searchHeading(categoryName: string | null, cityName: string | null): string {
  if (!categoryName && !cityName) return "All Businesses";
  const what = categoryName ? `${categoryName} businesses` : "Businesses";
  return cityName ? `${what} in ${cityName}` : what;
}
