import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { CONTACT, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/legal-notice";

export const headers = pageHeaders(PAGE_FRESHNESS.static);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Legal Notice | ${SITE_NAME}`,
    description: `Who operates ${SITE_NAME}, how to reach us, where listing information comes from, and our responsibility for content, links and copyright.`,
    path: "/legal-notice",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

const sections: LegalSection[] = [
  {
    heading: "Site operator",
    body: (
      <ul>
        <li>{SITE_NAME}, {CONTACT.country}</li>
        <li>
          Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          Phone: <a href={`tel:${CONTACT.phone.replace(/\s/g, "")}`}>{CONTACT.phone}</a>
        </li>
        <li>
          Online: <Link to="/contact">contact form</Link>
        </li>
      </ul>
    ),
  },
  {
    heading: "About the directory",
    body: (
      <p>
        {SITE_NAME} is a free directory of local businesses worldwide. Listings are compiled from publicly available
        sources and from information business owners give us. {SITE_NAME} is not the business behind any listing and is
        not a party to anything you arrange with a listed business.
      </p>
    ),
  },
  {
    heading: "Accuracy of listings",
    body: (
      <p>
        We work to keep listings correct, but opening hours, prices, addresses and other details change and we cannot
        guarantee that every listing is complete or up to date. Please confirm important details with the business
        itself. If you spot a mistake, tell us through the <Link to="/contact">contact form</Link> and we will correct
        it.
      </p>
    ),
  },
  {
    heading: "Links to other websites",
    body: (
      <p>
        Listings link to business websites, maps and booking or ordering services run by others. We do not control
        those sites and are not responsible for their content. If we learn that a linked page is unlawful, we remove
        the link.
      </p>
    ),
  },
  {
    heading: "Copyright and trademarks",
    body: (
      <p>
        The design, text and software of this website belong to {SITE_NAME}. Business names, logos and photos belong to
        their owners and appear only to identify the business. If you hold rights in something shown here and want it
        removed, contact us and we will act promptly.
      </p>
    ),
  },
  {
    heading: "Advertising, analytics and your data",
    body: (
      <p>
        The site shows advertising and we use analytics and advertising services to measure and fund the directory.
        Personal information is not sold. Details are in our <Link to="/privacy-policy">Privacy Policy</Link> and{" "}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    heading: "Applicable law",
    body: <p>This notice and the use of this website are governed by the law of England and Wales.</p>,
  },
];

export default function LegalNotice() {
  return (
    <LegalPage
      title="Legal Notice"
      updated="23 November 2026"
      intro={<p>Information about the operator of this website and the terms on which its content is provided.</p>}
      sections={sections}
    />
  );
}
