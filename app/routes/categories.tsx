import { categorySearchQuerySchema, searchCategories } from "../../server/services/catalog/search-categories";
import { CategoryCard } from "~/components/directory/category-card";
import { DirectoryToolbar } from "~/components/directory/directory-toolbar";
import { EmptyState } from "~/components/directory/empty-state";
import { PageHeading } from "~/components/directory/page-heading";
import { PastLastPage } from "~/components/directory/past-last-page";
import { PendingNotice, usePagePending } from "~/components/directory/pending-notice";
import { SearchBox } from "~/components/directory/search-box";
import { ViewToggle } from "~/components/directory/view-toggle";
import { Pagination } from "~/components/pagination";
import {
  DIRECTORY_PAGE_SIZE, DIRECTORY_REFRESH_MS, canonicalPath, isPastLastPage, pagedTitle, readPage, readSearch, readView,
} from "~/lib/directory";
import { thousands } from "~/lib/format";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { totalPages } from "~/lib/pagination";
import { breadcrumbJsonLd, itemListJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { useRevalidateEvery } from "~/lib/use-revalidate-every";
import type { Route } from "./+types/categories";

export const headers = pageHeaders(PAGE_FRESHNESS.directory);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = readSearch(params);
  const page = readPage(params);
  const query = categorySearchQuerySchema.parse({ search, limit: DIRECTORY_PAGE_SIZE, offset: (page - 1) * DIRECTORY_PAGE_SIZE });
  const { categories, total } = await searchCategories(context.app, query);
  return { categories, total, search, page, view: readView(params) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl } = rootDataFrom(matches);
  const { search, page, categories } = loaderData;
  const title = search ? `Categories matching "${search}"` : "Browse 50+ Business Categories";
  return pageMeta({
    title: `${pagedTitle(title, page)} | ${SITE_NAME}`,
    description:
      "Browse 50+ business categories worldwide: restaurants, hotels, shops, health, beauty and services, each with ratings, opening hours and contact details.",
    path: canonicalPath("/categories", page),
    siteUrl,
    noindex: search !== "",
    jsonLd: [
      itemListJsonLd(siteUrl, "Business categories", categories.map((c) => ({ name: c.name, path: `/category/${c.slug}` }))),
      breadcrumbJsonLd(siteUrl, [["Home", "/"], ["Categories", "/categories"]]),
    ],
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, total, search, page, view } = loaderData;
  useRevalidateEvery(DIRECTORY_REFRESH_MS);
  const pending = usePagePending();
  return (
    <>
      <PageHeading icon="🗂️" title="Business Categories">
        <p>Browse 50+ categories of local businesses, from restaurants and hotels to shops and services.</p>
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <DirectoryToolbar
          search={<SearchBox search={search} label="Search categories" placeholder="Search categories..." />}
          controls={
            <>
              <p className="text-sm text-slate-600">
                {search ? `${thousands(total)} results found` : `${thousands(total)} categories`}
              </p>
              <PendingNotice pending={pending} text="Loading categories..." />
              <ViewToggle view={view} />
            </>
          }
        />
        {categories.length > 0 ? (
          <ul aria-label="Categories" className={view === "list" ? "space-y-2" : "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6"}>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} view={view} />
              </li>
            ))}
          </ul>
        ) : isPastLastPage(page, total, DIRECTORY_PAGE_SIZE) ? (
          <PastLastPage page={page} lastPage={totalPages(total, DIRECTORY_PAGE_SIZE)} />
        ) : search ? (
          <EmptyState title="No search results found" message={`No category matches "${search}".`} />
        ) : (
          <EmptyState icon="🗂️" title="No categories available yet" />
        )}
        {categories.length > 0 ? (
          <Pagination page={page} total={total} pageSize={DIRECTORY_PAGE_SIZE} noun="categories" />
        ) : null}
      </div>
    </>
  );
}
