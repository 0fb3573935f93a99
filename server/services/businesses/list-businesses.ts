import { sql, type SqlBool } from "kysely";
import type { BusinessPage } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import { GEO_FIRST_RADIUS_KM, resolveFilter, tsqueryOf, whereClauses, type BusinessFilter } from "./business-filter";
import { listRowsByIds, type BusinessListRow } from "./business-select";
import type { BusinessListQuery } from "./business-query";
import { cityCircleOf } from "./city-circle";
import { readClosedLast, type ReadPart } from "./closed-last";
import { countMatching, countPermanentlyClosed } from "./count-businesses";
import { primeFirstCirclePage } from "./first-circle-page";
import { primeFirstSearchPage } from "./first-search-page";
import { distanceKmFrom, roundKm } from "./great-circle";
import { readKeptListPage } from "./list-page-cache";
import { readNearestPage, type NearestPageStatement } from "./nearest-page";
import { orderKey, pageOfIds, type OrderKey } from "./ordered-page";
import { serializeBusiness } from "./serialize-business";
import { settleSearchMatch } from "./settle-search-match";

/** Above this many matches a search is ordered by rating instead of text relevance. */
export const RANK_ALL_MATCHES_UP_TO = 5000;

/** A list row; distance_km is set in a distance search only. */
type ListedRow = BusinessListRow & { distance_km: number | null };

export interface ListOptions {
  /** Businesses left out of the rows (not of the total): those a priority-placement list already shows. */
  excludeIds?: readonly number[];
  /** The moment `openNow` filters at and each business's openNow is read at; now by default. */
  now?: Date;
}

/**
 * The public list: text search (ranked by relevance, then rating and review
 * count), category, city, country, rating, price and feature filters, a
 * distance search (only within the radius, each business with distanceKm),
 * sorting and paging. Permanently closed businesses come last in every order
 * (see readClosedLast).
 */
export async function listBusinesses(ctx: AppContext, query: BusinessListQuery, options: ListOptions = {}): Promise<BusinessPage> {
  // One moment for the filter and the answer's openNow, so both say the same of every business.
  const now = options.now ?? new Date();
  const filter = await resolveFilter(ctx, query, now);
  const empty = { businesses: [], total: 0, limit: query.limit, offset: query.offset };
  if (!filter) return empty;
  const excludeIds = options.excludeIds ?? [];

  // A search's first page in relevance order, or a city-sized circle's nearest first, when no
  // process has counted it yet: read with its total.
  const firstPage = primeFirstPageOf(ctx, query, filter, excludeIds);
  // Nothing has these words: try the last one as a prefix, then names spelt alike.
  const { filter: found, total } = await settleSearchMatch(ctx, filter);
  if (total === 0) return empty;
  const order = orderBy(query, found, total);
  const { near } = found;
  const distanceKm = near ? distanceKmFrom(near.lat, near.lng) : sql<number | null>`NULL::float8`;
  const nearestFirst = readsNearestFirst(query, found);
  const readPart: ReadPart<ListedRow> = async (closedRank, offset, limit) => {
    // Permanently closed businesses are never open now.
    if (closedRank === 1 && found.openNow) return [];
    const clauses = [...whereClauses(found), sql<SqlBool>`b.closed_rank = ${sql.lit(closedRank)}`];
    // Priority placement lists a few businesses itself, first; the total still counts them.
    if (excludeIds.length) clauses.push(sql<SqlBool>`b.id <> ALL(${excludeIds}::int[])`);
    if (nearestFirst && near) {
      // A city-sized circle is walked whatever else the filter asks; a wider one's plan may
      // depend on how selective the rest is, and a search's on its words.
      const firstPage = offset === 0;
      const circle = firstPage && excludeIds.length === 0 ? cityCircleOf(found) : null;
      const prepared = firstPage && !found.terms && near.radiusKm <= GEO_FIRST_RADIUS_KM;
      const statement: NearestPageStatement = circle ? { circle, closedRank } : prepared ? "prepared" : "planned";
      return readNearestPage(ctx, near, clauses, offset, limit, statement);
    }
    const prepared = walksOneFacet(found) && offset <= PREPARED_MAX_OFFSET;
    const page = await pageOfIds(ctx.db, { clauses, order, limit, offset, prepared, distanceKm }).execute();
    // By id, not by position: a business deleted between the two statements is left out of the rows.
    const distances = new Map(page.map((entry) => [entry.id, entry.distance_km]));
    const rows = await listRowsByIds(ctx.db, [...distances.keys()]);
    return rows.map((row) => ({ ...row, distance_km: distances.get(row.id) ?? null }));
  };
  const shape = { sortBy: query.sortBy, sortOrder: query.sortOrder, limit: query.limit, offset: query.offset, excludeIds };
  const rows = await readKeptListPage(ctx, found, shape, async () =>
    // The first page read with the total belongs to the words as typed; a looser match reads its own.
    ((found === filter && (await firstPage?.())) || readClosedLast(readPart, query, () => countOpenRest(ctx, found, total, excludeIds))),
  );
  const businesses = rows.map(({ distance_km, ...row }) =>
    distance_km === null ? serializeBusiness(row, now) : { ...serializeBusiness(row, now), distanceKm: roundKm(distance_km) },
  );
  return { businesses, total, limit: query.limit, offset: query.offset };
}

function primeFirstPageOf(ctx: AppContext, query: BusinessListQuery, filter: BusinessFilter, excludeIds: readonly number[]) {
  if (readsFirstSearchPage(query, filter)) {
    const order = orderBy(query, filter, RANK_ALL_MATCHES_UP_TO);
    return primeFirstSearchPage(ctx, filter, { order, limit: query.limit, excludeIds, rankUpTo: RANK_ALL_MATCHES_UP_TO });
  }
  const circle = readsNearestFirst(query, filter) && query.offset === 0 && excludeIds.length === 0 ? cityCircleOf(filter) : null;
  return circle ? primeFirstCirclePage(ctx, filter, circle, query.limit) : null;
}

/** Open businesses of the list once the excluded ones are left out: where its closed part starts. */
async function countOpenRest(ctx: AppContext, filter: BusinessFilter, total: number, excludeIds: readonly number[]) {
  const closed = await countPermanentlyClosed(ctx, filter);
  if (excludeIds.length === 0) return total - closed;
  const excluded = await countMatching(ctx, filter, [sql<SqlBool>`b.closed_rank = 0`, sql<SqlBool>`b.id = ANY(${excludeIds}::int[])`]);
  return total - closed - excluded;
}

/** Pages deeper than this are planned each time (see MAX_PREPARED_PER_CONNECTION). */
const PREPARED_MAX_OFFSET = 240;

/**
 * A category's, a city's or a country's list, with at most a minimum rating or Open Now: read
 * from that facet's list index in the list's order whichever facet it is, so its plan does not
 * depend on the values and each connection prepares it once (prepared-statements.ts). Words,
 * a distance, prices, features or two facets leave the plan to each call's values.
 */
function walksOneFacet(filter: BusinessFilter): boolean {
  const facets = [filter.categoryId !== null, filter.cityIds !== null, filter.countryCode !== null].filter(Boolean).length;
  return facets === 1 && !filter.terms && !filter.near && !filter.priceRanges && !filter.features;
}

/**
 * A search's first page in relevance order, not a distance search (its rows carry distances):
 * see primeFirstSearchPage.
 */
function readsFirstSearchPage(query: BusinessListQuery, filter: BusinessFilter): boolean {
  return filter.terms !== null && filter.match === "words" && query.sortBy === undefined && query.offset === 0 && !filter.near;
}

/**
 * Nearest first reads the earth-point index in order, a page at a time; farthest first has
 * no such index and sorts every business within the radius.
 */
function readsNearestFirst(query: BusinessListQuery, filter: BusinessFilter): boolean {
  return query.sortBy === "distance" && query.sortOrder !== "desc" && filter.near !== null;
}

function orderBy(query: BusinessListQuery, filter: BusinessFilter, total: number): OrderKey[] {
  const direction = query.sortOrder === "desc" ? "DESC" : "ASC";
  switch (query.sortBy) {
    case "distance":
      // The radius bounds the rows to sort; the schema allows this order with `near` only.
      return filter.near
        ? [orderKey(distanceKmFrom(filter.near.lat, filter.near.lng), direction), orderKey(sql`b.id`, direction)]
        : [orderKey(sql`b.id`)];
    case "name":
      return [orderKey(sql`b.sort_name`, direction), orderKey(sql`b.id`, direction)];
    case "city":
      return [orderKey(sql`b.city`, direction, "LAST"), orderKey(sql`b.sort_name`), orderKey(sql`b.id`)];
    case "category":
      return [orderKey(sql`c.name`, direction, "LAST"), orderKey(sql`b.sort_name`), orderKey(sql`b.id`)];
    case "reviewCount":
      return [orderKey(sql`b.review_count`, direction), orderKey(sql`b.id`, direction)];
    case "rating":
      // Matches the (rating DESC NULLS LAST, review_count DESC, id) index read either way.
      return direction === "DESC"
        ? [orderKey(sql`b.rating`, "DESC", "LAST"), orderKey(sql`b.review_count`, "DESC"), orderKey(sql`b.id`)]
        : [orderKey(sql`b.rating`, "ASC", "FIRST"), orderKey(sql`b.review_count`, "ASC"), orderKey(sql`b.id`, "DESC")];
    default:
      return [
        ...relevance(filter, total),
        orderKey(sql`b.rating`, "DESC", "LAST"),
        orderKey(sql`b.review_count`, "DESC"),
        orderKey(sql`b.id`),
      ];
  }
}

/**
 * Text relevance comes first when searching. Ranking reads every match,
 * though; for a broad term (thousands of matches, nearly all equally relevant)
 * the best rated ones are what a visitor wants, and the rating index finds
 * them without reading the rest.
 */
function relevance(filter: BusinessFilter, total: number): OrderKey[] {
  const { terms } = filter;
  if (!terms || total > RANK_ALL_MATCHES_UP_TO) return [];
  if (filter.match === "contains") return [];
  if (filter.match === "fuzzy") return [orderKey(sql`word_similarity(locus_fold(${terms.folded}), b.sort_name)`, "DESC")];
  return [orderKey(sql`ts_rank(b.search_vector, to_tsquery('locus', ${tsqueryOf(terms, filter.match)}))`, "DESC")];
}
