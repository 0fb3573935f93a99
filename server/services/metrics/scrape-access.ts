import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** Headers a reverse proxy adds: such a request came from elsewhere, whatever the socket says. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * Who may read /metrics: a scraper on this machine (the socket's own address is
 * loopback and no proxy forwarded the request: nginx on the same machine
 * connects from 127.0.0.1 for every visitor), or one that sends the configured
 * bearer token. Headers never make a peer local.
 */
export function mayScrape(req: Pick<IncomingMessage, "headers" | "socket">, token: string | undefined): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  if (!forwarded && isLoopback(req.socket.remoteAddress)) return true;
  return token !== undefined && bearerMatches(req.headers.authorization, token);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1];
  // Digests of equal length: the comparison takes as long whatever the guess, and leaks no length.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const digest = (text: string) => createHash("sha256").update(text).digest();
