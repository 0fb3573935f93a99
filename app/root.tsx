import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundView } from "./components/not-found-view";
import { useNonce } from "./lib/nonce";
import { ScrollToTop } from "./components/scroll-to-top";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Toaster } from "./components/ui/toaster";
import { PAGE_FRESHNESS, pageHeaders } from "./lib/http-cache";
import { monthYear } from "./lib/site";
import { watchWebVitals } from "./lib/web-vitals";
import type { RootData } from "./lib/seo";
import { listPublicAds } from "../server/services/ads/list-public-ads";
import { cachedSiteSettings } from "../server/services/settings/site-settings-store";
import { notePageExtraError } from "../server/page-errors";
import { AdSenseLoader } from "./components/ads/adsense-loader";
import { NO_ADS, type PublicAds } from "./lib/ads";
import type { MapSettings } from "./lib/map-settings";

/** /admin and everything under it. */
function isBackOfficePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

// Pages that set no policy of their own.
export const headers = pageHeaders(PAGE_FRESHNESS.search);

export async function loader({ context }: Route.LoaderArgs): Promise<RootData & { ads: PublicAds; map: MapSettings }> {
  // Both are extras, read in parallel: if either cannot be read, the page goes out without
  // ads, or with the built-in description instead of the Settings screen's.
  const [ads, metaDescription] = await Promise.all([
    listPublicAds(context.app).catch((error: unknown) => {
      notePageExtraError(context.app, context.log, error, "Could not load ad settings");
      return NO_ADS;
    }),
    cachedSiteSettings(context.app)
      .then((settings) => settings.metaDescription)
      .catch((error: unknown) => {
        notePageExtraError(context.app, context.log, error, "Could not load site settings");
        return "";
      }),
  ]);
  // Computed on the server and handed to the client so both print the same
  // month; the canonical host comes from SITE_URL for every page's metadata.
  const { config } = context.app;
  const map = { provider: config.MAP_PROVIDER, tileUrl: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION };
  return { siteUrl: config.siteUrl, updatedMonth: monthYear(new Date()), metaDescription, ads, map };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const updatedMonth = data?.updatedMonth ?? monthYear(new Date());
  // The back office (Turkish, its own shell) shares only the document with the public site.
  const backOffice = isBackOfficePath(useLocation().pathname);
  // Back-office pages run under a Content-Security-Policy: React Router's inline scripts carry its nonce.
  const nonce = useNonce() || undefined;
  return (
    <html lang={backOffice ? "tr" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {backOffice ? null : <AdSenseLoader client={data?.ads?.client} />}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {backOffice ? (
          children
        ) : (
          <>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
              Skip to content
            </a>
            <SiteHeader />
            <main id="main" className="flex-1">{children}</main>
            <SiteFooter updatedMonth={updatedMonth} />
          </>
        )}
        <ScrollToTop />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(watchWebVitals, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundView />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-slate-300">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">Please try again in a moment.</p>
      <a href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-white">
        Back to Home
      </a>
    </section>
  );
}
