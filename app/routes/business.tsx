import { data } from "react-router";
import { z } from "zod";
import { getBusinessBySlug } from "../../server/services/businesses/get-business";
import { nearbyBusinesses } from "../../server/services/businesses/nearby-businesses";
import { relatedBusinesses } from "../../server/services/businesses/related-businesses";
import { demoteHeadings } from "../../server/services/html/demote-headings";
import { AdSlot } from "~/components/ads/ad-slot";
import { AboutCard } from "~/components/business/about-card";
import { BusinessActions } from "~/components/business/business-actions";
import { BusinessBreadcrumb } from "~/components/business/business-breadcrumb";
import { BusinessHeader } from "~/components/business/business-header";
import { BusinessNotFound } from "~/components/business/business-not-found";
import { ContactCard } from "~/components/business/contact-card";
import { DetailsCard } from "~/components/business/details-card";
import { MapCard } from "~/components/business/map-card";
import { NearbyCard } from "~/components/business/nearby-card";
import { OpeningHoursCard } from "~/components/business/opening-hours-card";
import { RelatedSections } from "~/components/business/related-sections";
import { ReviewsCard } from "~/components/business/reviews-card";
import { localBusinessJsonLd } from "~/lib/business-json-ld";
import { businessCrumbs, businessDescription, businessPath, businessTitle } from "~/lib/business-meta";
import { todayName } from "~/lib/hours";
import { cacheControl, PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import { monthYear, SITE_NAME } from "~/lib/site";
import { toCardBusinesses } from "~/lib/business";
import type { Route } from "./+types/business";

const NEARBY_LIMIT = 6;
/** Headings inside the description sit under the About card's h2. */
const DESCRIPTION_TOP_HEADING = 3;
const slugSchema = z.string().trim().min(1).max(200);
const NOT_FOUND_TEXT = "The business you're looking for was not found or may have been removed.";

export const headers = pageHeaders(PAGE_FRESHNESS.business);

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.app;
  const slug = slugSchema.safeParse(params.slug);
  if (!slug.success) return notFound();
  // Nearby needs only the slug and related lists only the business: all start at once.
  const detail = getBusinessBySlug(ctx, slug.data);
  const [business, nearby, related] = await Promise.all([
    detail,
    nearbyBusinesses(ctx, slug.data, NEARBY_LIMIT),
    detail.then((found) => (found ? relatedBusinesses(ctx, found) : null)),
  ]);
  if (!business || !related) return notFound();
  const description = business.description && demoteHeadings(business.description, DESCRIPTION_TOP_HEADING);
  return {
    page: {
      business: { ...business, description },
      nearby: toCardBusinesses(nearby ?? []),
      related: {
        ...related,
        sameCategory: toCardBusinesses(related.sameCategory),
        sameCity: toCardBusinesses(related.sameCity),
        sameType: toCardBusinesses(related.sameType),
      },
      // The business's weekday, decided once here so the server render and hydration agree.
      today: todayName(new Date(), business.timeZone),
    },
  };
}

function notFound() {
  // Short-lived: a listing may be imported under this slug soon.
  return data({ page: null }, { status: 404, headers: { "Cache-Control": cacheControl(PAGE_FRESHNESS.notFound) } });
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { siteUrl, updatedMonth } = rootDataFrom(matches);
  const page = loaderData?.page;
  if (!page) {
    return pageMeta({ title: `Business Not Found | ${SITE_NAME}`, description: NOT_FOUND_TEXT, path: location.pathname, siteUrl, noindex: true });
  }
  const { business } = page;
  const path = businessPath(business);
  return pageMeta({
    title: businessTitle(business, updatedMonth || monthYear(new Date())),
    description: businessDescription(business),
    path,
    siteUrl,
    image: business.photoUrl ?? business.imageUrl,
    type: "business.business",
    keywords: [business.name, business.category?.name, business.type, business.city, business.country].filter(Boolean).join(", "),
    jsonLd: [localBusinessJsonLd(business, absoluteUrl(siteUrl, path)), breadcrumbJsonLd(siteUrl, businessCrumbs(business))],
  });
}

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <BusinessNotFound />;
  const { business, nearby, related, today } = page;
  return (
    // Keyed by business so per-page state (expanded features) resets on navigation.
    <div key={business.id} className="mx-auto max-w-7xl px-4 py-6">
      <BusinessBreadcrumb business={business} />
      <div className="mt-4">
        <BusinessHeader business={business} />
      </div>
      <div className="mt-4">
        <BusinessActions business={business} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <AboutCard business={business} />
          <OpeningHoursCard workingHours={business.workingHours} today={today} timeZone={business.timeZone} />
          <ReviewsCard business={business} />
          <MapCard business={business} nearby={nearby} />
        </div>
        <aside aria-label="Contact, details and nearby businesses" className="min-w-0 space-y-6">
          <ContactCard business={business} />
          <DetailsCard business={business} />
          <NearbyCard nearby={nearby} city={business.city} />
          <AdSlot placement="sidebar" />
        </aside>
      </div>
      <AdSlot placement="middle" className="mt-8" />
      <RelatedSections business={business} related={related} />
      <AdSlot placement="bottom" className="mt-10" />
    </div>
  );
}
