import { data, redirect } from "react-router";
import { findCategoryRedirect } from "../../server/services/catalog/find-category-redirect";
import { getCategoryBySlug } from "../../server/services/catalog/list-categories";
import { listDirectoryBusinesses } from "../../server/services/catalog/list-directory-businesses";
import { AdSlot } from "~/components/ads/ad-slot";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { BusinessResults } from "~/components/directory/business-results";
import { DirectoryToolbar } from "~/components/directory/directory-toolbar";
import { NotFoundState } from "~/components/directory/not-found-state";
import { PageHeading } from "~/components/directory/page-heading";
import { SearchBox } from "~/components/directory/search-box";
import { SortButtons } from "~/components/directory/sort-buttons";
import { ResultsMapView } from "~/components/map/results-map";
import { ResultsViewToggle } from "~/components/map/results-view-toggle";
import {
  CATEGORY_JSON_LD_ITEMS, CATEGORY_PAGE_SIZE, CATEGORY_SORT_FIELDS, DIRECTORY_REFRESH_MS,
  canonicalPath, pagedTitle, readPage, readSearch, readSort,
} from "~/lib/directory";
import { thousands } from "~/lib/format";
import { PAGE_FRESHNESS, cacheControl, pageHeaders } from "~/lib/http-cache";
import { breadcrumbJsonLd, itemListJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { useRevalidateEvery } from "~/lib/use-revalidate-every";
import { toCardBusinesses } from "~/lib/business";
import type { Route } from "./+types/category";

export const headers = pageHeaders(PAGE_FRESHNESS.list);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = await getCategoryBySlug(context.app, params.slug);
  if (!category) {
    // A renamed or merged category's old address, which search engines have indexed: moved for good.
    const moved = await findCategoryRedirect(context.app, params.slug);
    if (moved) throw redirect(`/category/${moved}${new URL(request.url).search}`, 301);
    const headers = { "Cache-Control": cacheControl(PAGE_FRESHNESS.notFound) };
    return data({ found: false as const }, { status: 404, headers });
  }
  const query = new URL(request.url).searchParams;
  const search = readSearch(query);
  const sort = readSort(query, CATEGORY_SORT_FIELDS);
  const page = readPage(query);
  const list = await listDirectoryBusinesses(context.app, {
    search, sort, page, pageSize: CATEGORY_PAGE_SIZE, categoryId: category.id, priorityFirst: true,
  });
  return { found: true as const, category, search, sort, page, businesses: toCardBusinesses(list.businesses), total: list.total };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl } = rootDataFrom(matches);
  if (!loaderData?.found) {
    return pageMeta({
      title: `Category Not Found | ${SITE_NAME}`,
      description: "The category you're looking for doesn't exist.",
      path: "/categories",
      siteUrl,
      noindex: true,
    });
  }
  const { category, search, page, businesses } = loaderData;
  const path = `/category/${category.slug}`;
  const count = thousands(category.businessCount);
  const title = search ? `${category.name} matching "${search}"` : `${category.name} - ${count} Businesses`;
  return pageMeta({
    title: `${pagedTitle(title, page)} | ${SITE_NAME}`,
    description: `Find the best ${category.name} businesses: ${count} listings with ratings, reviews, opening hours, maps and contact details.`,
    path: canonicalPath(path, page),
    siteUrl,
    noindex: search !== "",
    jsonLd: [
      itemListJsonLd(
        siteUrl,
        `${category.name} businesses`,
        businesses.slice(0, CATEGORY_JSON_LD_ITEMS).map((b) => ({ name: b.name, path: `/business/${b.slug}` })),
      ),
      breadcrumbJsonLd(siteUrl, [["Home", "/"], ["Categories", "/categories"], [category.name, path]]),
    ],
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  useRevalidateEvery(DIRECTORY_REFRESH_MS);
  if (!loaderData.found) {
    return (
      <NotFoundState
        title="Category Not Found"
        message="The category you're looking for doesn't exist."
        to="/categories"
        linkLabel="Back to Categories"
      />
    );
  }
  const { category, search, sort, page, businesses, total } = loaderData;
  return (
    <>
      <PageHeading icon={category.icon} title={category.name}>
        <Breadcrumbs items={[["Home", "/"], ["Categories", "/categories"], [category.name, `/category/${category.slug}`]]} />
        <p className="mt-2">
          {thousands(category.businessCount)} {category.businessCount === 1 ? "business" : "businesses"}
        </p>
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <AdSlot placement="top" />
        <DirectoryToolbar
          search={<SearchBox search={search} label={`Search ${category.name} businesses`} placeholder="Search businesses..." />}
          controls={<><SortButtons fields={CATEGORY_SORT_FIELDS} sort={sort} /><ResultsViewToggle /></>}
        />
        <ResultsMapView fixed={{ category: category.slug }} results={businesses} />
        <BusinessResults
          businesses={businesses}
          total={total}
          page={page}
          pageSize={CATEGORY_PAGE_SIZE}
          noun={`businesses in ${category.name}`}
          searching={search !== ""}
          emptyTitle="No businesses found in this category yet"
        />
        <AdSlot placement="bottom" />
      </div>
    </>
  );
}
