// What the back office's business list and edit dialog work with. Browser-safe.
import type { Business } from "../business";
import type { AboutSections } from "./about-field";

/** A list row carries the long fields too: the edit dialog opens on it without another call. */
export interface AdminBusiness extends Business {
  /** sanitized HTML */
  description: string | null;
  about: AboutSections;
}

export interface AdminBusinessPage {
  businesses: AdminBusiness[];
  total: number;
  limit: number;
  offset: number;
}

/** The spec's page size for the admin list. */
export const ADMIN_PAGE_SIZE = 20;
/** Filter changes wait this long before the list reloads. */
export const ADMIN_FILTER_DEBOUNCE_MS = 500;

/** The list's state as the page URL carries it: `?search=&categoryId=&countryCode=&page=`. */
export interface AdminListState {
  search: string;
  categoryId: number | null;
  countryCode: string;
  page: number;
}

export function readAdminListState(params: URLSearchParams): AdminListState {
  const categoryId = Number(params.get("categoryId"));
  const countryCode = (params.get("countryCode") ?? "").trim().toUpperCase();
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : "",
    page: Number.isInteger(page) && page >= 1 && page <= 500_000 ? page : 1,
  };
}

/** Query string of a list state; empty values and page 1 are left out. */
export function adminListQuery(state: AdminListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.categoryId) params.set("categoryId", String(state.categoryId));
  if (state.countryCode) params.set("countryCode", state.countryCode);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
