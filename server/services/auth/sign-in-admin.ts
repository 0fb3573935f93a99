import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { sessionCookie, type CookieTransport } from "./session-cookie";
import { createSession } from "./sessions";

export interface SignedIn {
  userCode: string;
  expiresAt: Date;
  /** The `Set-Cookie` value carrying the new session. */
  cookie: string;
}

/** Starts a session for an admin whose credentials were just checked. */
export async function signInAdmin(
  ctx: AppContext,
  admin: { id: number; userCode: string },
  client: { ip: string | null; userAgent: string | null; transport?: CookieTransport },
): Promise<SignedIn> {
  const session = await createSession(ctx, admin.id, client);
  await ctx.db.updateTable("admin_users").set({ last_login_at: new Date() }).where("id", "=", admin.id).execute();
  await recordAudit(ctx, { adminUserId: admin.id, action: "login.success", details: { sessionId: session.sessionId }, ip: client.ip });
  return { userCode: admin.userCode, expiresAt: session.expiresAt, cookie: sessionCookie(session.token, ctx.config, client.transport) };
}
