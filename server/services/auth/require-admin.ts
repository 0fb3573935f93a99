import { redirect } from "react-router";
import type { AppContext } from "../../context";
import { FOREIGN_ORIGIN_MESSAGE, isForeignOrigin, isMutatingMethod } from "./origin";
import { readSessionToken, transportOf, type CookieTransport } from "./session-cookie";
import { findSession } from "./sessions";

export interface AdminIdentity {
  id: number;
  userCode: string;
  sessionId: number;
}

/** The admin a session cookie belongs to, or null; for any code holding a cookie header. */
export async function getAdminFromCookie(
  ctx: AppContext,
  cookieHeader: string | null | undefined,
  transport?: CookieTransport,
): Promise<AdminIdentity | null> {
  const token = readSessionToken(cookieHeader, transport);
  if (!token) return null;
  const session = await findSession(ctx, token);
  return session ? { id: session.adminUserId, userCode: session.userCode, sessionId: session.sessionId } : null;
}

/** The admin signed in on this Fetch request (page loaders and actions), or null. */
export function getAdmin(ctx: AppContext, request: Request): Promise<AdminIdentity | null> {
  return getAdminFromCookie(ctx, request.headers.get("cookie"), transportOf(request));
}

/**
 * First line of every admin loader and action: no valid session sends the
 * visitor to the login page; a state-changing request from another site is
 * refused with 403 before anything else happens.
 */
export async function requireAdmin(ctx: AppContext, request: Request): Promise<AdminIdentity> {
  if (isMutatingMethod(request.method)) requireSameOrigin(ctx, request);
  const admin = await getAdmin(ctx, request);
  if (!admin) throw redirect("/admin/login");
  return admin;
}

/** Throws a 403 Response when a Fetch request comes from a foreign origin. */
export function requireSameOrigin(ctx: AppContext, request: Request): void {
  const headers = { origin: request.headers.get("origin"), referer: request.headers.get("referer") };
  if (isForeignOrigin(headers, [ctx.config.siteUrl, new URL(request.url).origin])) {
    throw new Response(FOREIGN_ORIGIN_MESSAGE, { status: 403, statusText: "Forbidden", headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
