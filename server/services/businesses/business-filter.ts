import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";
import { resolveCategoryId, resolveCityIds } from "../catalog/resolve-filters";
import type { BusinessListQuery } from "./business-query";
import { MIN_FUZZY_LENGTH, toSearchTerms, type SearchTerms } from "./search-terms";

/** A list query with names resolved to ids: what the WHERE clause and the count need. */
export interface BusinessFilter {
  terms: SearchTerms | null;
  /**
   * How `terms` match: `fulltext` (words, stems and prefixes over name, category,
   * city and address) or `fuzzy` (trigram similarity of the name, the fallback
   * for a search the full text finds nothing for, such as a misspelt name).
   */
  match: "fulltext" | "fuzzy";
  categoryId: number | null;
  cityIds: number[] | null;
  countryCode: string | null;
}

/** Turns slugs and names into ids; null when a named category or city does not exist. */
export async function resolveFilter(ctx: AppContext, query: BusinessListQuery): Promise<BusinessFilter | null> {
  const terms = query.search ? toSearchTerms(query.search) : null;
  let categoryId = query.categoryId ?? null;
  if (query.category) {
    const bySlug = await resolveCategoryId(ctx, query.category);
    if (bySlug === null || (categoryId !== null && categoryId !== bySlug)) return null;
    categoryId = bySlug;
  }
  const cityIds = query.city ? await resolveCityIds(ctx, query.city) : null;
  if (cityIds && cityIds.length === 0) return null;
  return { terms, match: "fulltext", categoryId, cityIds, countryCode: query.countryCode ?? null };
}

export function whereClauses(filter: BusinessFilter): Expression<SqlBool>[] {
  const clauses: Expression<SqlBool>[] = [];
  if (filter.terms) clauses.push(matchesSearch(filter.terms, filter.match));
  if (filter.categoryId !== null) clauses.push(sql<SqlBool>`b.category_id = ${filter.categoryId}`);
  if (filter.cityIds) {
    clauses.push(
      filter.cityIds.length === 1
        ? sql<SqlBool>`b.city_id = ${filter.cityIds[0]}`
        : sql<SqlBool>`b.city_id = ANY(${filter.cityIds}::int[])`,
    );
  }
  if (filter.countryCode) clauses.push(sql<SqlBool>`b.country_code = ${filter.countryCode}`);
  return clauses;
}

/** Whether a search with no full-text match is worth a typo-tolerant second try. */
export function canMatchFuzzy(terms: SearchTerms): boolean {
  return terms.folded.length >= MIN_FUZZY_LENGTH;
}

function matchesSearch(terms: SearchTerms, match: BusinessFilter["match"]): Expression<SqlBool> {
  if (match === "fuzzy") return sql<SqlBool>`locus_fold(${terms.folded}) <% b.sort_name`;
  return sql<SqlBool>`b.search_vector @@ to_tsquery('locus', ${terms.tsquery})`;
}

