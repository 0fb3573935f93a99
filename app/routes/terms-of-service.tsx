import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { CONTACT, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/terms-of-service";

export const headers = pageHeaders(PAGE_FRESHNESS.static);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Terms of Service | ${SITE_NAME}`,
    description: `The rules for using the ${SITE_NAME} business directory: what we provide, acceptable use, listings, advertising, intellectual property and liability.`,
    path: "/terms-of-service",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

const sections: LegalSection[] = [
  {
    heading: "Accepting these terms",
    body: <p>By using this website you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    heading: "The service",
    body: (
      <p>
        {SITE_NAME} lets you search and browse local businesses by name, category and city, and see their opening
        hours, ratings, reviews, maps and contact details. Visitors need no account and pay nothing. We may change,
        add or remove features at any time.
      </p>
    ),
  },
  {
    heading: "Listing information",
    body: (
      <p>
        Listings are compiled from publicly available sources and from business owners and are provided for general
        information, as they are. Details can change without notice, so confirm what matters with the business before
        you rely on it. Any arrangement you make with a business is between you and that business.
      </p>
    ),
  },
  {
    heading: "Acceptable use",
    body: (
      <>
        <p>When using the site you agree not to:</p>
        <ul>
          <li>copy listings in bulk or crawl the site beyond what our robots.txt file allows;</li>
          <li>send so many requests that the site slows down for others, or try to get around its limits;</li>
          <li>send spam, abusive or misleading messages through the contact form;</li>
          <li>use the site for anything unlawful, or to harm the businesses listed on it.</li>
        </ul>
      </>
    ),
  },
  {
    heading: "Business owners",
    body: (
      <p>
        Business listings are free. Owners can ask us to correct, complete or remove their listing through the{" "}
        <Link to="/contact">contact form</Link>. Paid promotion, where offered, is covered by separate terms agreed
        before purchase.
      </p>
    ),
  },
  {
    heading: "Advertising and analytics",
    body: (
      <p>
        The site is funded by advertising, and we use analytics and advertising services to run it. Ads are supplied
        by third parties and do not mean that we endorse what they promote. We do not sell your personal information;
        see our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    heading: "Intellectual property",
    body: (
      <p>
        The website, its design, text and software belong to {SITE_NAME}. Business names, logos and photos belong to
        their owners. You may link to any page and share it; other reuse needs our written permission.
      </p>
    ),
  },
  {
    heading: "Liability",
    body: (
      <p>
        We provide the site with reasonable care but cannot promise that it will always be available or free of errors.
        As far as the law allows, we are not liable for losses arising from the use of listing information or of linked
        websites. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    heading: "Changes and governing law",
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, which applies from the moment it is
        published. These terms are governed by the law of England and Wales.
      </p>
    ),
  },
  {
    heading: "Contact",
    body: (
      <p>
        Questions about these terms? Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    ),
  },
];

export default function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="23 November 2026"
      intro={<p>These terms set out the rules for using the {SITE_NAME} business directory.</p>}
      sections={sections}
    />
  );
}
