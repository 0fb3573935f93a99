import { CATEGORY_ICONS } from "../../../../app/lib/category-icon";
import type { AppContext } from "../../../context";
import { categoryListQuerySchema } from "./category-schemas";
import { listAdminCategories, listCategoryAliases, listCategoryChoices } from "./list-admin-categories";

/** Everything the Categories screen shows, from its URL (`?search=&page=`). */
export async function loadCategoriesScreen(ctx: AppContext, url: URL) {
  // A hand-edited address shows the first page rather than an error.
  const parsed = categoryListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { search: "", page: 1 };
  const [page, choices, aliases] = await Promise.all([
    listAdminCategories(ctx, query),
    listCategoryChoices(ctx),
    listCategoryAliases(ctx),
  ]);
  return { ...page, choices, aliases, icons: [...CATEGORY_ICONS] };
}
