import { cityListQuerySchema, listCities } from "../../server/services/catalog/list-cities";
import { CityCard } from "~/components/directory/city-card";
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
import type { Route } from "./+types/cities";

export const headers = pageHeaders(PAGE_FRESHNESS.directory);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = readSearch(params);
  const page = readPage(params);
  const query = cityListQuerySchema.parse({ search, limit: DIRECTORY_PAGE_SIZE, offset: (page - 1) * DIRECTORY_PAGE_SIZE });
  const { cities, total } = await listCities(context.app, query);
  return { cities, total, search, page, view: readView(params) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl } = rootDataFrom(matches);
  const { search, page, cities } = loaderData;
  const title = search ? `Cities matching "${search}"` : "Browse Businesses by City";
  return pageMeta({
    title: `${pagedTitle(title, page)} | ${SITE_NAME}`,
    description:
      "Explore local businesses in cities around the world: restaurants, hotels, shops and services with ratings, opening hours and contact details.",
    path: canonicalPath("/cities", page),
    siteUrl,
    noindex: search !== "",
    jsonLd: [
      itemListJsonLd(siteUrl, "Cities", cities.map((city) => ({ name: city.name, path: `/city/${city.slug}` }))),
      breadcrumbJsonLd(siteUrl, [["Home", "/"], ["Cities", "/cities"]]),
    ],
  });
}

export default function Cities({ loaderData }: Route.ComponentProps) {
  const { cities, total, search, page, view } = loaderData;
  useRevalidateEvery(DIRECTORY_REFRESH_MS);
  const pending = usePagePending();
  return (
    <>
      <PageHeading icon="🌍" title="Browse Cities">
        <p>Find local businesses city by city. Open a city to preview its best-rated places.</p>
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <DirectoryToolbar
          search={<SearchBox search={search} label="Search cities" placeholder="Search cities..." />}
          controls={
            <>
              <p className="text-sm text-slate-600">
                {search ? `${thousands(total)} results found` : `${thousands(total)} cities`}
              </p>
              <PendingNotice pending={pending} text="Loading cities..." />
              <ViewToggle view={view} />
            </>
          }
        />
        {cities.length > 0 ? (
          <ul aria-label="Cities" className={view === "list" ? "space-y-3" : "grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
            {cities.map((city) => (
              <li key={city.id}>
                <CityCard city={city} view={view} />
              </li>
            ))}
          </ul>
        ) : isPastLastPage(page, total, DIRECTORY_PAGE_SIZE) ? (
          <PastLastPage page={page} lastPage={totalPages(total, DIRECTORY_PAGE_SIZE)} />
        ) : search ? (
          <EmptyState title="No search results found" message={`No city matches "${search}".`} />
        ) : (
          <EmptyState icon="🌍" title="No cities available yet" />
        )}
        {cities.length > 0 ? (
          <Pagination page={page} total={total} pageSize={DIRECTORY_PAGE_SIZE} noun="cities" />
        ) : null}
      </div>
    </>
  );
}
