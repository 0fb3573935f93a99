import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { insertInjections } from "./lib/insert-injections";
import { NonceContext } from "./lib/nonce";
import { encodedResponse, varyOnEncoding } from "../server/http/encode-page";
import { notePageError, notePageExtraError, unavailableData, unavailablePage } from "../server/page-errors";
import { defaultKeywordsCode, listPageCodes, type PageCodes } from "../server/services/settings/list-page-codes";

export const streamTimeout = 5_000;

/**
 * Pages are rendered whole before they are sent: every loader has finished by
 * then (none defers data), so waiting costs little, and the complete HTML lets
 * the server add the site's injection codes where they belong (they work
 * without JavaScript), answer revalidations with an ETag and 304, and send the
 * page compressed whole with its Content-Length (encodedResponse).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader met a database that did not answer: a plain 503 page, not the app's 500 boundary.
  if (loadContext.pageFailure.databaseUnavailable) return unavailablePage(request);
  const { app, log } = loadContext;
  const [rendered, page] = await Promise.all([
    renderDocument(request, routerContext, loadContext.cspNonce, (error) => notePageExtraError(app, log, error, "Page render failed")),
    listPageCodes(app, new URL(request.url).pathname).catch((error: unknown): PageCodes => {
      // A broken settings or injection table must not take the site down; the page goes out without codes.
      notePageExtraError(app, log, error, "Could not load injection codes");
      return { codes: [], defaultKeywords: "" };
    }),
  ]);
  const html = insertInjections(rendered.html, [...defaultKeywordsCode(rendered.html, page.defaultKeywords), ...page.codes]);
  const finalStatus = rendered.failed ? 500 : status;
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (finalStatus >= 500) headers.set("Cache-Control", "no-store");
  // The answer depends on Accept-Encoding, whether or not this one is compressed.
  varyOnEncoding(headers);
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  headers.set("ETag", etag);
  if (finalStatus === 200 && matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: finalStatus, headers });
  return encodedResponse(request, html, { status: finalStatus, headers });
}

/**
 * Data requests (client navigations and revalidations) always ask the server:
 * the page's own max-age is for the document, and a cached copy would keep a
 * directory page's 30-second refresh from ever seeing a change.
 */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }) {
  if (context.pageFailure.databaseUnavailable) return unavailableData();
  response.headers.set("Cache-Control", "no-cache");
  return response;
}

/**
 * Every error a loader or action throws (not the 404s and other responses they throw on
 * purpose): logged once per interval while it repeats, and a database outage noted so the
 * answer becomes a 503. A request the visitor abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  notePageError(context.app, context.pageFailure, context.log, error, request.url);
};

function renderDocument(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
  logError: (error: unknown) => void,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // Back-office pages have a Content-Security-Policy: their inline scripts carry its nonce.
    const tree = (
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeout);
          resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        });
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        failed = true;
        logError(error);
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === etag.slice(2);
  });
}
