import { listCategories } from "../../server/services/catalog/list-categories";
import { listDirectoryBusinesses } from "../../server/services/catalog/list-directory-businesses";
import { resolveDirectoryFilters } from "../../server/services/catalog/resolve-directory-filters";
import { resolveListNarrowing } from "../../server/services/catalog/resolve-list-narrowing";
import { PRICE_RANGES } from "../../server/services/businesses/list-parameters";
import { AdSlot } from "~/components/ads/ad-slot";
import { BusinessFilters } from "~/components/directory/business-filters";
import { BusinessResults } from "~/components/directory/business-results";
import { DirectoryToolbar } from "~/components/directory/directory-toolbar";
import { ListNarrowingPanel } from "~/components/directory/list-narrowing-panel";
import { PageHeading } from "~/components/directory/page-heading";
import { SearchBox } from "~/components/directory/search-box";
import { SortButtons } from "~/components/directory/sort-buttons";
import { UnknownFilter } from "~/components/directory/unknown-filter";
import { ResultsMapView } from "~/components/map/results-map";
import { ResultsViewToggle } from "~/components/map/results-view-toggle";
import {
  LIST_JSON_LD_ITEMS, SEARCH_PAGE_SIZE, SEARCH_SORT_FIELDS,
  pagedTitle, readPage, readSearch, readSort, readText, searchHeading,
} from "~/lib/directory";
import { listIndexing } from "~/lib/list-indexing";
import { nearFilters } from "~/lib/map-query";
import { NEAR_SORT_FIELDS, nearHeading } from "~/lib/near";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { breadcrumbJsonLd, itemListJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { toCardBusinesses } from "~/lib/business";
import type { Route } from "./+types/businesses";

export const headers = pageHeaders(PAGE_FRESHNESS.search);

const PLAIN_EMPTY = {
  emptyTitle: "No businesses found",
  emptyMessage: "Try different keywords or browse all categories.",
};
const NARROWED_EMPTY = { emptyTitle: "No businesses match", emptyMessage: "Try fewer filters or a wider area." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = readSearch(params);
  const cityText = readText(params, "city");
  // The home page's dropdown says "all" for no category.
  const categoryText = readText(params, "category").replace(/^all$/i, "");
  const page = readPage(params);
  const [categories, filters, { query: narrowingQuery, ...narrowing }] = await Promise.all([
    listCategories(context.app),
    resolveDirectoryFilters(context.app, cityText, categoryText),
    resolveListNarrowing(context.app, params),
  ]);
  const sortFields = narrowing.near ? NEAR_SORT_FIELDS : SEARCH_SORT_FIELDS;
  const sort = readSort(params, sortFields);
  const known = !filters.unknownCity && !filters.unknownCategory && narrowing.unknownNearCity === null;
  const list = known
    ? await listDirectoryBusinesses(context.app, {
        search, sort, page, pageSize: SEARCH_PAGE_SIZE, city: cityText || undefined, category: filters.category?.slug,
        narrowing: narrowingQuery,
      })
    : { businesses: [], total: 0 };
  const heading = narrowing.near
    ? nearHeading(filters.category?.name ?? null, narrowing.near.cityName)
    : searchHeading(filters.category?.name ?? null, filters.city?.name ?? (cityText || null));
  return {
    ...filters, categories, cityText, categoryText, search, sort, sortFields, page, heading,
    narrowing, priceRanges: PRICE_RANGES, businesses: toCardBusinesses(list.businesses), total: list.total,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const { siteUrl } = rootDataFrom(matches);
  const { heading, search, page, businesses, cityText, category, unknownCity, unknownCategory } = loaderData;
  const title = search ? `${heading} matching "${search}"` : heading;
  const indexable = { city: cityText, category: category?.slug ?? "" };
  const indexing = listIndexing("/businesses", new URLSearchParams(location.search), indexable);
  return pageMeta({
    title: `${pagedTitle(title, page)} | ${SITE_NAME}`,
    description: `${heading}: local listings with ratings, reviews, opening hours, maps and contact details on ${SITE_NAME}.`,
    path: indexing.path,
    siteUrl,
    noindex: indexing.noindex || search !== "" || unknownCity || unknownCategory || businesses.length === 0,
    jsonLd: [
      itemListJsonLd(siteUrl, heading, businesses.slice(0, LIST_JSON_LD_ITEMS).map((b) => ({ name: b.name, path: `/business/${b.slug}` }))),
      breadcrumbJsonLd(siteUrl, [["Home", "/"], ["Businesses", "/businesses"]]),
    ],
  });
}

export default function Businesses({ loaderData }: Route.ComponentProps) {
  const { heading, search, sort, page, businesses, total, categories, cityText, categoryText, city } = loaderData;
  const { narrowing } = loaderData;
  return (
    <>
      <PageHeading icon={narrowing.near ? "📍" : "🔎"} title={heading}>
        <p>Search local businesses by name, city and category.</p>
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <AdSlot placement="top" />
        <DirectoryToolbar
          search={
            <SearchBox search={search} label="Search businesses" placeholder="Search businesses..." fields={["city", "category"]}>
              <BusinessFilters city={cityText} category={loaderData.category?.slug ?? categoryText} categories={categories} />
            </SearchBox>
          }
          controls={<><SortButtons fields={loaderData.sortFields} sort={sort} /><ResultsViewToggle /></>}
        />
        <ListNarrowingPanel
          narrowing={narrowing}
          priceRanges={loaderData.priceRanges}
          total={narrowing.active && !search ? total : null}
        />
        {loaderData.unknownCity || loaderData.unknownCategory || narrowing.unknownNearCity !== null ? null : (
          <ResultsMapView
            fixed={{ category: loaderData.category?.slug ?? "", ...nearFilters(narrowing.near) }}
            place={city}
            results={businesses}
          />
        )}
        {loaderData.unknownCity ? (
          <UnknownFilter kind="city" value={cityText} />
        ) : narrowing.unknownNearCity !== null ? (
          <UnknownFilter kind="city" value={narrowing.unknownNearCity} />
        ) : loaderData.unknownCategory ? (
          <UnknownFilter kind="category" value={categoryText} />
        ) : (
          <BusinessResults
            businesses={businesses}
            total={total}
            page={page}
            pageSize={SEARCH_PAGE_SIZE}
            noun={city ? `businesses in ${city.name}` : "businesses"}
            searching={search !== ""}
            {...(narrowing.active ? NARROWED_EMPTY : PLAIN_EMPTY)}
          />
        )}
        <AdSlot placement="bottom" />
      </div>
    </>
  );
}
