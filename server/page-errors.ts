// How a page's failure becomes its answer. React Router hands every loader error to
// entry.server's handleError: a database that did not answer marks the request, which is
// then answered 503 with Retry-After (a plain page for a document, a plain text for a
// navigation's data request, the status for a resource route such as a sitemap) instead of
// a 500; every error is logged through the process's RepeatedErrorLog, once per interval
// while it repeats, never with a stack sent to the visitor.
import type { Response as ExpressResponse } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import type { AppContext } from "./context";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, databaseUnavailableReason } from "./db/database-unavailable";
import { errorKindOf } from "./logger";

/** What a page request's loaders ran into; one per request, in its load context. */
export interface PageFailure {
  databaseUnavailable: boolean;
}

/** A fresh PageFailure whose outage, if one is noted, turns a 5xx answer of `res` into 503 with Retry-After. */
export function watchPageFailure(res: ExpressResponse): PageFailure {
  const failure: PageFailure = { databaseUnavailable: false };
  onHeaders(res, function () {
    if (!failure.databaseUnavailable || this.statusCode < 500) return;
    this.statusCode = 503;
    for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS)) this.setHeader(name, value);
  });
  return failure;
}

/** entry.server's handleError: notes an outage on the request and logs the error, once per interval while it repeats. */
export function notePageError(app: AppContext, failure: PageFailure | undefined, log: Logger, error: unknown, url: string): void {
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    if (failure) failure.databaseUnavailable = true;
    app.errorLog.note(log, unavailable.occurrence);
    return;
  }
  app.errorLog.note(log, { kind: errorKindOf(error), message: "Page request failed", fields: { err: error, url } });
}

/**
 * Something a page can go without (ads, site settings, injection codes) could not be read:
 * logged once per interval while it repeats, and the page still goes out as it is.
 */
export function notePageExtraError(app: AppContext, log: Logger, error: unknown, message: string): void {
  const reason = databaseUnavailableReason(error) ?? errorKindOf(error);
  app.errorLog.note(log, { kind: `${message}: ${reason}`, message, fields: { err: error } });
}

const UNAVAILABLE_HEADERS = {
  "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

/** The document sent while the database is away: plain HTML that needs nothing from the database or the app. */
export function unavailablePage(request: Request): Response {
  const headers = { ...UNAVAILABLE_HEADERS, "Content-Type": "text/html; charset=utf-8" };
  const body = request.method.toUpperCase() === "HEAD" ? null : UNAVAILABLE_HTML;
  return new Response(body, { status: 503, headers });
}

/**
 * A navigation's data request while the database is away: without React Router's own
 * response header, the browser's router shows the page's error boundary with status 503.
 */
export function unavailableData(): Response {
  const headers = { ...UNAVAILABLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" };
  return new Response(`${DATABASE_UNAVAILABLE_MESSAGE}\n`, { status: 503, headers });
}

const UNAVAILABLE_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DATABASE_UNAVAILABLE_MESSAGE}</title>
</head>
<body>
<h1>${DATABASE_UNAVAILABLE_MESSAGE}</h1>
<p>The site cannot answer right now. Please try again in a few seconds.</p>
</body>
</html>
`;
