import type { Config } from "../../config";
import { SESSION_TTL } from "./sessions";

export const SESSION_COOKIE = "locus_admin";
/**
 * The name over https. A browser keeps a `__Host-` cookie only when it is Secure, set by
 * this very host, for path /: no sibling subdomain and no plain-http page on the way can
 * plant or shadow a session cookie of its own under it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** How the browser reached Locus: over https directly, or through a proxy TRUST_PROXY believes (X-Forwarded-Proto). */
export interface CookieTransport {
  https: boolean;
}

const PLAIN_HTTP: CookieTransport = { https: false };

/** A page loader's or action's request: its URL carries the protocol Express worked out (TRUST_PROXY included). */
export function transportOf(request: { url: string }): CookieTransport {
  return { https: new URL(request.url).protocol === "https:" };
}

export function sessionCookieName(transport: CookieTransport): string {
  return transport.https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

const MAX_AGE_SECONDS = SESSION_TTL / 1000;
// What createSession hands out: 32 random bytes in base64url.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `Secure` when the request came over https or the site's address is https; not on a
 * plain-http install (a LAN or staging host on http://host:3000), whose browsers would drop
 * a Secure cookie and never log in.
 */
function attributes(config: Pick<Config, "siteUrl">, transport: CookieTransport, maxAge: number): string {
  const secure = transport.https || config.siteUrl.startsWith("https:") ? "; Secure" : "";
  return `HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
}

export function sessionCookie(token: string, config: Pick<Config, "siteUrl">, transport = PLAIN_HTTP): string {
  return `${sessionCookieName(transport)}=${token}; ${attributes(config, transport, MAX_AGE_SECONDS)}`;
}

export function clearedSessionCookie(config: Pick<Config, "siteUrl">, transport = PLAIN_HTTP): string {
  return `${sessionCookieName(transport)}=; ${attributes(config, transport, 0)}`;
}

/**
 * The session token from a `Cookie` header, or null when absent or not shaped like one of
 * ours. Only the name that applies to the transport counts: over https a plain
 * `locus_admin` cookie (one that anything on the way could have set) is ignored.
 */
export function readSessionToken(cookieHeader: string | null | undefined, transport = PLAIN_HTTP): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(transport);
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}
