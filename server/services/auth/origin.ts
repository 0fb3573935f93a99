/**
 * The cross-site request rule for state-changing requests. SameSite=Lax
 * already keeps the session cookie off cross-site POSTs in current browsers;
 * this check is the second lock (older browsers, sibling subdomains).
 * A request is foreign when its Origin header (else its Referer) names an
 * origin other than the site's configured one and the one it was sent to.
 * With neither header it passes: browsers always send one of them on a
 * cross-site POST, so a request without both comes from a non-browser client,
 * which cannot carry a victim's cookie by accident.
 */
export function isForeignOrigin(
  headers: { origin?: string | null; referer?: string | null },
  allowedOrigins: readonly string[],
): boolean {
  const source = headers.origin || headers.referer;
  if (!source) return false;
  const origin = originOf(source);
  // "null" (sandboxed frames, some redirects) or an unparsable value: nothing to trust.
  if (origin === null) return true;
  return !allowedOrigins.some((allowed) => originOf(allowed) === origin);
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** Methods that change state and therefore need the check. */
export function isMutatingMethod(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

export const FOREIGN_ORIGIN_MESSAGE = "İstek reddedildi: farklı kaynak (Origin).";
