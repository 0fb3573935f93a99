import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";

const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);
const brotli = promisify(zlib.brotliCompress);

// What the compression middleware offers and prefers, and its size threshold and Brotli
// quality, so a page is encoded as any other answer would be.
const AVAILABLE = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];
const THRESHOLD_BYTES = 1024;
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };

/** negotiator takes the server's preferences for equal weights (its types leave the argument out). */
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };

export interface EncodedPage {
  body: Buffer;
  /** The Content-Encoding, or null when the page goes as it is. */
  encoding: "br" | "gzip" | "deflate" | null;
}

/**
 * A rendered page, compressed whole for the client's Accept-Encoding. A page is rendered
 * whole before it is sent (entry.server), so it goes with its Content-Length instead of being
 * streamed through the compression middleware in chunks: a proxy's cached copy then carries
 * the length too, and each hit is sent without chunked framing. The work runs on libuv's
 * thread pool, off the event loop.
 */
export async function encodePage(html: string, acceptEncoding: string | null): Promise<EncodedPage> {
  const body = Buffer.from(html, "utf8");
  if (!acceptEncoding || body.length < THRESHOLD_BYTES) return { body, encoding: null };
  const chosen = (new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as PreferringNegotiator).encoding(
    AVAILABLE,
    PREFERRED,
  );
  switch (chosen) {
    case "br":
      return { body: await brotli(body, { params: BROTLI_PARAMS }), encoding: "br" };
    case "gzip":
      return { body: await gzip(body), encoding: "gzip" };
    case "deflate":
      return { body: await deflate(body), encoding: "deflate" };
    default:
      return { body, encoding: null };
  }
}

/**
 * A whole answer (a page, the sitemap index) compressed for the request, with its Content-Length and
 * `Vary: Accept-Encoding`.
 */
export async function encodedResponse(request: Request, text: string, init: { status?: number; headers: HeadersInit }): Promise<Response> {
  const headers = new Headers(init.headers);
  varyOnEncoding(headers);
  const encoded = await encodePage(text, request.headers.get("Accept-Encoding"));
  if (encoded.encoding) headers.set("Content-Encoding", encoded.encoding);
  headers.set("Content-Length", String(encoded.body.length));
  // zlib's and Buffer.from's buffers are plain ArrayBuffers, never shared memory.
  return new Response(encoded.body as Uint8Array<ArrayBuffer>, { status: init.status ?? 200, headers });
}

/** Marks an answer as depending on Accept-Encoding, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}
