import type { Config } from "../../config";
import { SESSION_TTL } from "./sessions";

export const SESSION_COOKIE = "locus_admin";

const MAX_AGE_SECONDS = SESSION_TTL / 1000;
// What createSession hands out: 32 random bytes in base64url.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `Secure` only when the site is served over https: browsers drop Secure
 * cookies set by plain-http origins other than localhost, so a LAN or
 * staging install on http://host:3000 could never log in otherwise.
 */
function attributes(config: Pick<Config, "siteUrl">, maxAge: number): string {
  const secure = config.siteUrl.startsWith("https:") ? "; Secure" : "";
  return `HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
}

export function sessionCookie(token: string, config: Pick<Config, "siteUrl">): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(config, MAX_AGE_SECONDS)}`;
}

export function clearedSessionCookie(config: Pick<Config, "siteUrl">): string {
  return `${SESSION_COOKIE}=; ${attributes(config, 0)}`;
}

/** The session token from a `Cookie` header, or null when absent or not shaped like one of ours. */
export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return null;
}
