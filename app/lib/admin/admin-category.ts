// What the Categories screen shows, as the API and the page loader send it. Browser-safe.

export interface CategoryRef {
  id: number;
  name: string;
}

export interface AdminCategory extends CategoryRef {
  slug: string;
  icon: string;
  businessCount: number;
  /** Other categories whose names differ only in case, accents or plural: merge candidates. */
  similar: CategoryRef[];
  /** Old slugs (renames, merged categories) whose pages redirect here. */
  redirects: string[];
}

export interface CategoryAlias {
  id: number;
  /** The incoming name as the admin typed it. */
  name: string;
  categoryId: number;
  categoryName: string;
  createdAt: string;
}

export interface AdminCategoriesPage {
  categories: AdminCategory[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
}
