import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/pool";
import { MINUTE } from "../cache";

const HOUR = 60 * MINUTE;

/** An admin session lasts 24 hours from login, as the back office promises. */
export const SESSION_TTL = 24 * HOUR;

const TOKEN_BYTES = 32;

export interface SessionInfo {
  sessionId: number;
  adminUserId: number;
  userCode: string;
  expiresAt: Date;
}

export interface NewSession {
  /** Goes to the browser only; the database keeps its SHA-256. */
  token: string;
  sessionId: number;
  expiresAt: Date;
}

type WithDb = { db: Db };

/**
 * Only the token's hash is stored, so a leaked database dump or backup holds
 * no usable session. SHA-256 is enough here (unlike for passwords): the token
 * is 256 random bits, nothing to guess.
 */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  ctx: WithDb,
  adminUserId: number,
  client: { ip?: string | null; userAgent?: string | null } = {},
): Promise<NewSession> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL);
  // Logins are rare, so each one also clears the sessions that have run out.
  await ctx.db.deleteFrom("admin_sessions").where("expires_at", "<=", new Date()).execute();
  const row = await ctx.db
    .insertInto("admin_sessions")
    .values({
      token_hash: hashSessionToken(token),
      admin_user_id: adminUserId,
      ip: client.ip ?? null,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt };
}

/** The live session a token belongs to, or null (unknown or expired: an expired row is deleted on sight). */
export async function findSession(ctx: WithDb, token: string): Promise<SessionInfo | null> {
  const row = await ctx.db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.admin_user_id")
    .select(["admin_sessions.id", "admin_sessions.admin_user_id", "admin_sessions.expires_at", "admin_users.user_code"])
    .where("admin_sessions.token_hash", "=", hashSessionToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at.getTime() <= Date.now()) {
    await ctx.db.deleteFrom("admin_sessions").where("id", "=", row.id).execute();
    return null;
  }
  return { sessionId: row.id, adminUserId: row.admin_user_id, userCode: row.user_code, expiresAt: row.expires_at };
}

export async function deleteSession(ctx: WithDb, token: string): Promise<void> {
  await ctx.db.deleteFrom("admin_sessions").where("token_hash", "=", hashSessionToken(token)).execute();
}
