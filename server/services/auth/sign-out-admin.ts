import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { clearedSessionCookie, readSessionToken, type CookieTransport } from "./session-cookie";
import { deleteSession, findSession } from "./sessions";

/** Ends the session a cookie header carries (if any); returns the `Set-Cookie` value that clears it. */
export async function signOutAdmin(
  ctx: AppContext,
  cookieHeader: string | null | undefined,
  client: { ip: string | null; transport?: CookieTransport },
): Promise<string> {
  const token = readSessionToken(cookieHeader, client.transport);
  if (token) {
    const session = await findSession(ctx, token);
    await deleteSession(ctx, token);
    if (session) await recordAudit(ctx, { adminUserId: session.adminUserId, action: "logout", details: { sessionId: session.sessionId }, ip: client.ip });
  }
  return clearedSessionCookie(ctx.config, client.transport);
}
