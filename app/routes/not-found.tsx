import { data } from "react-router";
import { NotFoundView } from "~/components/not-found-view";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/not-found";

export const headers = pageHeaders(PAGE_FRESHNESS.notFound);

export function loader() {
  // Unknown addresses answer 404 so search engines drop them.
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    title: `Page Not Found | ${SITE_NAME}`,
    description: "The page you are looking for does not exist. Browse categories and cities to find local businesses.",
    path: location.pathname,
    siteUrl: rootDataFrom(matches).siteUrl,
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundView />;
}
