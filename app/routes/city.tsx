import { data } from "react-router";
import { getCityBySlug } from "../../server/services/catalog/list-cities";
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
  CITY_PAGE_SIZE, CITY_SORT_FIELDS, DIRECTORY_REFRESH_MS, LIST_JSON_LD_ITEMS,
  canonicalPath, pagedTitle, readPage, readSearch, readSort,
} from "~/lib/directory";
import { flagEmoji } from "~/lib/flag";
import { thousands } from "~/lib/format";
import { PAGE_FRESHNESS, cacheControl, pageHeaders } from "~/lib/http-cache";
import { absoluteUrl, breadcrumbJsonLd, itemListJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { useRevalidateEvery } from "~/lib/use-revalidate-every";
import { toCardBusinesses } from "~/lib/business";
import type { Route } from "./+types/city";

export const headers = pageHeaders(PAGE_FRESHNESS.list);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const city = await getCityBySlug(context.app, params.slug);
  if (!city) {
    const headers = { "Cache-Control": cacheControl(PAGE_FRESHNESS.notFound) };
    return data({ found: false as const }, { status: 404, headers });
  }
  const query = new URL(request.url).searchParams;
  const search = readSearch(query);
  const sort = readSort(query, CITY_SORT_FIELDS);
  const page = readPage(query);
  // The country keeps "Paris" from also listing Paris, Texas.
  const list = await listDirectoryBusinesses(context.app, {
    search, sort, page, pageSize: CITY_PAGE_SIZE, city: city.slug, countryCode: city.countryCode ?? undefined, priorityFirst: true,
  });
  return { found: true as const, city, search, sort, page, businesses: toCardBusinesses(list.businesses), total: list.total };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl } = rootDataFrom(matches);
  if (!loaderData?.found) {
    return pageMeta({
      title: `City Not Found | ${SITE_NAME}`,
      description: "The city you're looking for doesn't exist.",
      path: "/cities",
      siteUrl,
      noindex: true,
    });
  }
  const { city, search, page, businesses } = loaderData;
  const path = `/city/${city.slug}`;
  const place = city.country ? `${city.name}, ${city.country}` : city.name;
  const title = search ? `Businesses in ${place} matching "${search}"` : `Best Businesses in ${place}`;
  return pageMeta({
    title: `${pagedTitle(title, page)} | ${SITE_NAME}`,
    description: `Discover the best businesses in ${place}: ${thousands(city.businessCount)} restaurants, hotels, shops and services with ratings, reviews, opening hours and contact details.`,
    path: canonicalPath(path, page),
    siteUrl,
    noindex: search !== "",
    jsonLd: [
      itemListJsonLd(
        siteUrl,
        `Businesses in ${city.name}`,
        businesses.slice(0, LIST_JSON_LD_ITEMS).map((b) => ({ name: b.name, path: `/business/${b.slug}` })),
      ),
      breadcrumbJsonLd(siteUrl, [["Home", "/"], ["Cities", "/cities"], [city.name, path]]),
      {
        "@context": "https://schema.org",
        "@type": "City",
        name: city.name,
        url: absoluteUrl(siteUrl, path),
        ...(city.country ? { containedInPlace: { "@type": "Country", name: city.country } } : {}),
        ...(city.latitude !== null && city.longitude !== null
          ? { geo: { "@type": "GeoCoordinates", latitude: city.latitude, longitude: city.longitude } }
          : {}),
      },
    ],
  });
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  useRevalidateEvery(DIRECTORY_REFRESH_MS);
  if (!loaderData.found) {
    return (
      <NotFoundState title="City Not Found" message="The city you're looking for doesn't exist." to="/cities" linkLabel="Back to Cities" />
    );
  }
  const { city, search, sort, page, businesses, total } = loaderData;
  return (
    <>
      <PageHeading icon={flagEmoji(city.countryCode)} title={`Best Businesses in ${city.name} | Local Directory`}>
        <Breadcrumbs items={[["Home", "/"], ["Cities", "/cities"], [city.name, `/city/${city.slug}`]]} />
        <p className="mt-2">
          {thousands(city.businessCount)} {city.businessCount === 1 ? "business" : "businesses"}
          {city.country ? ` in ${city.name}, ${city.country}` : ""}
        </p>
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <AdSlot placement="top" />
        <DirectoryToolbar
          search={<SearchBox search={search} label={`Search businesses in ${city.name}`} placeholder="Search businesses..." />}
          controls={<><SortButtons fields={CITY_SORT_FIELDS} sort={sort} /><ResultsViewToggle /></>}
        />
        <ResultsMapView
          fixed={{ city: city.slug, countryCode: city.countryCode ?? "" }}
          place={city}
          results={businesses}
        />
        <BusinessResults
          businesses={businesses}
          total={total}
          page={page}
          pageSize={CITY_PAGE_SIZE}
          noun={`businesses in ${city.name}`}
          searching={search !== ""}
          emptyTitle="No businesses found in this city yet"
        />
        <AdSlot placement="bottom" />
      </div>
    </>
  );
}
