import type { Category, City } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { getCategoryBySlug } from "./list-categories";
import { getCityBySlug } from "./list-cities";

export interface DirectoryFilters {
  /** the city named in the URL; null when none was named or it does not exist */
  city: City | null;
  category: Category | null;
  /** a filter was named but matches nothing: the page explains instead of listing */
  unknownCity: boolean;
  unknownCategory: boolean;
}

/** Looks up the city (slug or name) and category (slug) a search page URL names. */
export async function resolveDirectoryFilters(ctx: AppContext, cityText: string, categorySlug: string): Promise<DirectoryFilters> {
  const [city, category] = await Promise.all([
    cityText ? getCityBySlug(ctx, cityText) : null,
    categorySlug ? getCategoryBySlug(ctx, categorySlug) : null,
  ]);
  return { city, category, unknownCity: cityText !== "" && !city, unknownCategory: categorySlug !== "" && !category };
}
