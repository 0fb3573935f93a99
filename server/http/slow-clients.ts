import http, { type Server } from "node:http";
import type { RequestHandler } from "express";
import { noteRefusal } from "./refusal";

export interface ClientTimeouts {
  /** A client must have sent its whole request head (line and headers) by then. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (nginx in front lets go first: deploy/nginx). */
  keepAliveMs: number;
  /** Every request body gets this long ... */
  bodyBaseMs: number;
  /** ... plus the time its declared Content-Length takes at this rate. */
  bodyBytesPerSecond: number;
  /** How often Node looks for connections whose head is late. */
  checkEveryMs: number;
}

/**
 * A request body is bounded by its own size, not by one fixed time for every request: a 500 MB
 * import over a slow link takes hours and must finish, while a 1 KB form that trickles in byte
 * by byte only holds a connection. 30 s plus the declared size at 32 KB/s (a quarter of a
 * megabit) covers any real client: a 500 MB upload may take 4.5 hours, a JSON call 30 s.
 */
export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 20_000,
  keepAliveMs: 5_000,
  bodyBaseMs: 30_000,
  bodyBytesPerSecond: 32 * 1024,
  checkEveryMs: 5_000,
};

export const SLOW_BODY_REASON = "request body too slow";
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const REQUEST_TIMEOUT_HEAD = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/**
 * The HTTP server with its timeouts. Node's own `requestTimeout` (one limit for head and body
 * of every request) is off, since no single value suits a form and a 500 MB upload:
 * `cutSlowBodies` gives each body its own deadline instead.
 */
export function createHttpServer(handler: http.RequestListener, timeouts = CLIENT_TIMEOUTS): Server {
  return http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: 0,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    handler,
  );
}

/** Closes the connection of a request whose body has not fully arrived by its deadline. */
export function cutSlowBodies(timeouts = CLIENT_TIMEOUTS): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && !(declared > 0)) return next();
    // A chunked body declares no size: it gets the base time only (browsers send a Content-Length).
    const sizeMs = Number.isFinite(declared) ? (declared / timeouts.bodyBytesPerSecond) * 1000 : 0;
    // (A timer longer than Node allows would fire at once; 24 days outlast any upload.)
    const waitMs = Math.min(timeouts.bodyBaseMs + sizeMs, LONGEST_TIMER_MS);
    const deadline = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) {
        noteRefusal(res, SLOW_BODY_REASON);
        res.statusCode = 408;
        req.socket.write(REQUEST_TIMEOUT_HEAD);
      }
      req.socket.destroy();
    }, waitMs);
    deadline.unref();
    // Also when the answer went out before the body was read: the rest is still read and dropped.
    req.once("close", () => clearTimeout(deadline));
    next();
  };
}
