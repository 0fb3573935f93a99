import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { countAllBusinesses } from "../../server/services/businesses/count-businesses";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { randomBusinesses } from "../../server/services/businesses/random-businesses";
import { listCategories } from "../../server/services/catalog/list-categories";
import { cityListQuerySchema, listCities } from "../../server/services/catalog/list-cities";
import { AdBand } from "~/components/ads/ad-band";
import { Hero } from "~/components/home/hero";
import { HOME_CARDS, HomeResults } from "~/components/home/results";
import { PopularCategories, STRIP_ITEMS, TopCities, WhyChooseUs } from "~/components/home/strips";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { absoluteUrl, pageMeta, rootDataFrom } from "~/lib/seo";
import { CONTACT, SITE_DESCRIPTION, SITE_NAME } from "~/lib/site";
import { toCardBusinesses } from "~/lib/business";
import type { Route } from "./+types/home";

export const headers = pageHeaders(PAGE_FRESHNESS.home);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.app;
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim() ?? "";
  const category = params.get("category")?.trim() || "all";
  const filtered = search !== "" || category !== "all";
  const query = businessListQuerySchema.safeParse({
    search,
    category: category === "all" ? undefined : category,
    limit: HOME_CARDS,
  });
  // The hero shows the total only; the other stats read the whole table.
  const [businessTotal, categories, cities, results] = await Promise.all([
    countAllBusinesses(ctx),
    listCategories(ctx),
    listCities(ctx, cityListQuerySchema.parse({ limit: STRIP_ITEMS })),
    !filtered
      ? randomBusinesses(ctx, HOME_CARDS).then((businesses) => ({ businesses, total: businesses.length }))
      : query.success
        ? listBusinesses(ctx, query.data)
        : { businesses: [], total: 0 },
  ]);
  return {
    businessTotal,
    categories,
    cities: cities.cities,
    search,
    category,
    filtered,
    businesses: toCardBusinesses(results.businesses),
    resultTotal: results.total,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { siteUrl, metaDescription } = rootDataFrom(matches);
  const description = metaDescription || SITE_DESCRIPTION;
  const filtered = loaderData?.filtered ?? false;
  return pageMeta({
    title: filtered && loaderData?.search ? `${loaderData.search}: search results | ${SITE_NAME}` : `${SITE_NAME} | Discover World Businesses`,
    description,
    path: "/",
    siteUrl,
    // Result pages are endless combinations of words; the home page itself is what search engines should keep.
    noindex: filtered,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE_NAME,
        url: absoluteUrl(siteUrl, "/"),
        email: CONTACT.email,
        telephone: CONTACT.phone,
        description,
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: absoluteUrl(siteUrl, "/"),
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(siteUrl, "/")}?search={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { businessTotal, categories, cities, search, category, filtered, businesses, resultTotal } = loaderData;
  const more = new URLSearchParams();
  if (search) more.set("search", search);
  if (category !== "all") more.set("category", category);
  const moreHref = `/businesses${more.size > 0 ? `?${more}` : ""}`;
  return (
    <>
      <Hero total={businessTotal} categoryCount={categories.length} categories={categories} search={search} category={category} />
      <AdBand placement="top" className="pt-6" />
      <HomeResults businesses={businesses} total={resultTotal} filtered={filtered} moreHref={moreHref} />
      <AdBand placement="middle" />
      <PopularCategories categories={categories} />
      <TopCities cities={cities} />
      <WhyChooseUs />
      <AdBand placement="bottom" className="pb-8" />
    </>
  );
}
