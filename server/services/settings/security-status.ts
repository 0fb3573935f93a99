import { sql } from "kysely";
import type { SecurityStatus } from "../../../app/lib/admin/site-settings";
import type { AppContext } from "../../context";

const RECENT_FAILURES = 10;

/**
 * The Security tab's facts: who can sign in, how many sessions are open, failed sign-ins
 * from the audit log, and whether the site and its cookie are on https.
 */
export async function securityStatus(ctx: AppContext, requestWasHttps: boolean): Promise<SecurityStatus> {
  const [admins, sessions, counts, recent] = await Promise.all([
    ctx.db.selectFrom("admin_users").select(["user_code", "created_at", "last_login_at"]).orderBy("user_code").execute(),
    ctx.db.selectFrom("admin_sessions").select((eb) => eb.fn.countAll<string>().as("count")).where("expires_at", ">", new Date()).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom("audit_log")
      .select([
        sql<string>`count(*) FILTER (WHERE created_at > now() - interval '24 hours')`.as("day"),
        sql<string>`count(*)`.as("week"),
      ])
      .where("action", "=", "login.failed")
      .where("created_at", ">", sql<Date>`now() - interval '7 days'`)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom("audit_log")
      .select(["created_at", "ip", "details"])
      .where("action", "=", "login.failed")
      .orderBy("created_at", "desc")
      .limit(RECENT_FAILURES)
      .execute(),
  ]);
  const siteUsesHttps = ctx.config.siteUrl.startsWith("https:");
  return {
    admins: admins.map((admin) => ({
      userCode: admin.user_code,
      createdAt: admin.created_at.toISOString(),
      lastLoginAt: admin.last_login_at?.toISOString() ?? null,
    })),
    activeSessions: Number(sessions.count),
    failedLogins: {
      last24Hours: Number(counts.day),
      last7Days: Number(counts.week),
      recent: recent.map((row) => {
        const details = (row.details ?? {}) as { step?: unknown; reason?: unknown };
        return {
          at: row.created_at.toISOString(),
          ip: row.ip,
          step: typeof details.step === "number" ? details.step : null,
          reason: typeof details.reason === "string" ? details.reason : null,
        };
      }),
    },
    // The session cookie is marked Secure exactly when the site's address is https (session-cookie.ts).
    https: { siteUrl: ctx.config.siteUrl, siteUsesHttps, secureCookie: siteUsesHttps, requestWasHttps },
  };
}
