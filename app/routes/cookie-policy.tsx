import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/components/legal-page";
import { PAGE_FRESHNESS, pageHeaders } from "~/lib/http-cache";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { CONTACT, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/cookie-policy";

export const headers = pageHeaders(PAGE_FRESHNESS.static);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Cookie Policy | ${SITE_NAME}`,
    description: `Which cookies ${SITE_NAME} and its analytics and advertising partners use, what they are for, and how to block or delete them in your browser.`,
    path: "/cookie-policy",
    siteUrl: rootDataFrom(matches).siteUrl,
  });
}

const external = { rel: "noopener noreferrer" } as const;

const sections: LegalSection[] = [
  {
    heading: "What cookies are",
    body: (
      <p>
        Cookies are small text files a website stores in your browser so it can recognise the browser on a later visit.
        Similar technologies, such as local storage and tracking pixels, work in much the same way; this policy covers
        them too.
      </p>
    ),
  },
  {
    heading: "Cookies we use",
    body: (
      <ul>
        <li>
          <strong>Strictly necessary.</strong> Browsing and searching the directory needs no cookie from us. Staff who sign
          in to manage the directory receive a session cookie that keeps them signed in and expires after 24 hours.
        </li>
        <li>
          <strong>Analytics.</strong> Services such as Google Analytics (cookies named <code>_ga</code> and{" "}
          <code>_ga_*</code>) and Yandex Metrica (<code>_ym_*</code>) count visits and show which pages are useful, so we
          can improve the directory.
        </li>
        <li>
          <strong>Advertising.</strong> Services such as Google AdSense (<code>__gads</code>, <code>__gpi</code>,{" "}
          <code>IDE</code>) and Meta Pixel (<code>_fbp</code>) show ads, limit how often you see the same one and measure
          whether ads work. Advertising keeps the directory free.
        </li>
      </ul>
    ),
  },
  {
    heading: "Third-party cookies",
    body: (
      <p>
        We use analytics and advertising services run by other companies. Their cookies are set and read by those
        companies under their own privacy and cookie policies, and they may recognise your browser on other websites
        that use the same services.
      </p>
    ),
  },
  {
    heading: "Managing cookies",
    body: (
      <>
        <p>
          Every browser lets you block cookies, delete the ones already stored, or be asked before a site sets one; look
          for "cookies" in your browser's privacy settings. Blocking analytics and advertising cookies does not stop you
          from using the directory.
        </p>
        <ul>
          <li>
            Google Analytics:{" "}
            <a href="https://tools.google.com/dlpage/gaoptout" {...external}>browser opt-out add-on</a>
          </li>
          <li>
            Google ads personalisation: <a href="https://adssettings.google.com" {...external}>My Ad Center</a>
          </li>
          <li>
            Interest-based advertising in Europe:{" "}
            <a href="https://www.youronlinechoices.eu" {...external}>Your Online Choices</a>
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: "Your personal information",
    body: (
      <p>
        We do not sell your personal information. Our <Link to="/privacy-policy">Privacy Policy</Link> explains what we
        collect and the rights you have.
      </p>
    ),
  },
  {
    heading: "Changes to this policy",
    body: <p>When the cookies we use change, we update this page and the date at the top.</p>,
  },
  {
    heading: "Contact us about cookies",
    body: (
      <p>
        Questions about cookies? Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> and we will reply within
        48 hours.
      </p>
    ),
  },
];

export default function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="23 November 2026"
      intro={<p>This policy explains how {SITE_NAME} and its partners use cookies and similar technologies, and how you can control them.</p>}
      sections={sections}
    />
  );
}
