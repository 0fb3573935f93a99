import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { CONTACT, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/privacy-policy";

export const headers = pageHeaders(PAGE_FRESHNESS.static);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Privacy Policy | ${SITE_NAME}`,
    description: `How ${SITE_NAME} collects, uses and protects personal information, which analytics and advertising services it uses, and the rights you have. We do not sell your data.`,
    path: "/privacy-policy",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

const email = <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>;

const sections: LegalSection[] = [
  {
    heading: "Who we are",
    body: (
      <p>
        {SITE_NAME} runs this website, a free directory of local businesses, from the {CONTACT.country}. We decide how the
        personal information described here is used and are responsible for it under the UK General Data Protection
        Regulation (UK GDPR) and the Data Protection Act 2018. You can reach us at {email}.
      </p>
    ),
  },
  {
    heading: "Information we collect",
    body: (
      <ul>
        <li>
          <strong>Messages you send us</strong> through the contact form: your name, email address, subject and message,
          with the IP address the message came from, which we use to stop spam.
        </li>
        <li>
          <strong>Technical data</strong> that every visit produces: IP address, browser and device type, the page
          requested and the time. Our servers keep it in logs for security and troubleshooting.
        </li>
        <li>
          <strong>Analytics and advertising data</strong> collected by the services described below, usually through
          cookies or similar identifiers.
        </li>
        <li>
          <strong>Business listing information</strong> such as business names, addresses, phone numbers, opening hours,
          ratings and reviews, taken from publicly available sources and from business owners.
        </li>
      </ul>
    ),
  },
  {
    heading: "How we use information",
    body: (
      <ul>
        <li>to run, secure and improve the directory and to fix problems;</li>
        <li>to answer your messages and requests;</li>
        <li>to understand, in aggregate, which pages and searches are useful;</li>
        <li>to show advertising, which keeps the directory free to use;</li>
        <li>to prevent abuse, for example by limiting how many messages one address can send.</li>
      </ul>
    ),
  },
  {
    heading: "Legal bases",
    body: (
      <p>
        We rely on our legitimate interests in running a reliable, secure directory and answering the people who contact
        us; on your consent where the law requires it for non-essential cookies; and on legal obligations where we must
        keep or disclose information.
      </p>
    ),
  },
  {
    heading: "Analytics and advertising services",
    body: (
      <>
        <p>
          We use analytics and advertising services, such as Google Analytics, Google Tag Manager, Google AdSense, Meta
          Pixel and Yandex Metrica, to measure how the site is used and to show ads. These providers may receive your IP
          address, device identifiers and the pages you visit, and may set their own cookies. Their use of that data is
          governed by their own privacy policies.
        </p>
        <p>
          Our <Link to="/cookie-policy">Cookie Policy</Link> lists the cookies involved and explains how to refuse them.
        </p>
      </>
    ),
  },
  {
    heading: "We do not sell your personal information",
    body: (
      <p>
        We do not sell your personal information, and we do not give it to anyone for their own marketing. We share it
        only with the providers that host and run the site and the services named above, and with authorities when the
        law requires it.
      </p>
    ),
  },
  {
    heading: "How long we keep it",
    body: (
      <p>
        We keep contact messages for as long as we need them to deal with your request and any follow-up, and server logs
        only for as long as they are useful for security and troubleshooting. Some providers are outside the UK; where
        they are, transfers are protected by safeguards such as the UK International Data Transfer Agreement.
      </p>
    ),
  },
  {
    heading: "Your rights",
    body: (
      <>
        <p>
          You may ask for a copy of the personal information we hold about you, and ask us to correct it, delete it,
          restrict or object to its use, or hand it over in a portable format. Where we rely on your consent you can
          withdraw it at any time. Business owners can ask us to correct or remove their listing.
        </p>
        <p>
          If you are unhappy with how we handle your information, you can complain to the Information Commissioner's
          Office at <a href="https://ico.org.uk" rel="noopener noreferrer">ico.org.uk</a>.
        </p>
      </>
    ),
  },
  {
    heading: "Children",
    body: <p>The directory is not aimed at children under 13, and we do not knowingly collect their personal information.</p>,
  },
  {
    heading: "Security",
    body: (
      <p>
        Pages are served over encrypted connections, access to stored messages is limited to our staff, and staff
        passwords are stored only as secure hashes.
      </p>
    ),
  },
  {
    heading: "Changes to this policy",
    body: <p>When we change this policy we update the date at the top of this page.</p>,
  },
  {
    heading: "Contact us about privacy",
    body: (
      <p>
        Write to {email} with any question or request about your personal information, or use our{" "}
        <Link to="/contact">contact form</Link>. We will reply within 24 hours.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="23 November 2026"
      intro={
        <p>
          This policy explains what personal information {SITE_NAME} collects when you use the directory, why, and what
          choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
